// The loader of a prerendered page (scripts/prerender.mjs): the page is readable as it arrives, so the
// app's script is asked for once the page has been painted — the styles and images drawn first get
// the connection first — and then hydrates it (src/main.tsx). Written into each page, minified,
// at the end of its <body>: no request of its own stands between the page and its paint (issue 22
// point 1: a file took a round trip before the app could be asked for). The Content-Security-Policy
// allows it by its hash (deploy/render-nginx.mjs), never 'unsafe-inline'.
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var texts = (me.getAttribute('data-texts') || '').split(' ').filter(Boolean);
  var manifest = me.getAttribute('data-manifest');
  holdWhatIsDone();
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // One request asked for per task: each link added has the browser send its request there and
    // then, a few milliseconds each on a phone; the twenty-odd of a page in one task kept it from
    // answering a tap for a fifth of a second (issue 43, point 5). In their order, without a pause.
    var queue = [];
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      queue.shift()();
      if (queue.length) channel.port2.postMessage(null);
    };
    function soon(task) {
      queue.push(task);
      if (queue.length === 1) channel.port2.postMessage(null);
    }
    function addLink(rel, href, as) {
      soon(function () {
        var link = document.createElement('link');
        link.rel = rel;
        if (as) link.as = as;
        if (rel !== 'manifest') link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
    }
    // The page painted with only the rules its markup uses (scripts/lib/prune-styles.mjs): the whole
    // style sheets it was built from (data-sheets) are linked now, for no medium, and given to every
    // medium together once all have arrived, before the app runs, so that nothing it draws (another
    // page, an open dialog) is drawn unstyled. Its modules are fetched meanwhile. Not linked in the page
    // itself: Chromium fetches even a disabled sheet there at once, at its highest priority, beside the
    // page (issue 43); and one made disabled here is not fetched at all.
    var sheetFiles = (me.getAttribute('data-sheets') || '').split(' ').filter(Boolean);
    var sheets = [];
    var waiting = sheetFiles.length;
    var ran = false;
    function run() {
      if (ran) return;
      ran = true;
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.appendChild(script);
    }
    // Each file fetched first, then all applied together: applied one by one as each arrived, the
    // page's rules met some of the files' in another order for a moment, and the page moved (issue
    // 43: the product cards on /products, one load in eight).
    function sheetDone() {
      if (--waiting > 0) return;
      sheets.forEach(function (sheet) {
        sheet.removeAttribute('media');
      });
      run();
    }
    sheetFiles.forEach(function (href) {
      soon(function () {
        var sheet = document.createElement('link');
        sheet.rel = 'stylesheet';
        sheet.crossOrigin = '';
        sheet.media = 'not all';
        sheet.addEventListener('load', sheetDone);
        sheet.addEventListener('error', sheetDone);
        sheet.href = href;
        document.head.appendChild(sheet);
        sheets.push(sheet);
      });
    });
    // The app's manifest (and with it its icon), which the browser would fetch before the paint.
    if (manifest && !document.querySelector('link[rel="manifest"]')) addLink('manifest', manifest);
    // Then the app's texts (it fetches them as it starts: these requests are the ones it uses), and its modules.
    texts.forEach(function (href) {
      addLink('preload', href, 'fetch');
    });
    preloads.forEach(function (href) {
      addLink('modulepreload', href);
    });
    if (sheetFiles.length === 0) run();
    // A browser that tells of no load for an enabled sheet still starts the app.
    else setTimeout(run, 3000);
  }
  // Once the page's first paint has been presented and its own images have arrived (issue 22: the
  // app's script asked for earlier takes the connection, and the processor, from what is painted);
  // a tab opened in the background paints no frame, so not later than 1 s.
  var painted = false;
  var loaded = document.readyState === 'complete';
  function startWhenReady() {
    if (painted && loaded) start();
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      startWhenReady();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(function () {
        painted = true;
        startWhenReady();
      }, 0);
    });
  }
  if (!loaded)
    window.addEventListener('load', function () {
      loaded = true;
      startWhenReady();
    });
  setTimeout(start, 1000);
  // What the customer does before the app has hydrated the page: until then a tap on a button does
  // nothing, and a form would be sent by the browser itself, to the page's own address with what was
  // typed in it (a password in the address bar and the server's logs). Each form sent and button tapped
  // is held, once, and handed to the app when it has hydrated the page: it does them on the same
  // elements (src/composition/early-actions.ts). A link is left to the browser.
  function holdWhatIsDone() {
    var root = document.getElementById('root');
    if (!root || !root.hasAttribute('data-prerendered')) return;
    var held = [];
    function hold(event) {
      var target = event.target instanceof Element ? event.target : null;
      var button = target && event.type === 'click' ? target.closest('button') : null;
      // A submit button's tap sends its form: the form is held.
      var action =
        event.type === 'submit'
          ? { form: target, submitter: event.submitter || null }
          : button && button.type !== 'submit' && { button: button };
      if (!action || !root.contains(action.form || action.button)) return;
      // Held from React too (it would do the tap itself once it is there): done once, by the app.
      event.preventDefault();
      event.stopPropagation();
      var same = held.some(function (h) {
        return (action.form && h.form === action.form) || (action.button && h.button === action.button);
      });
      if (!same) held.push(action);
    }
    document.addEventListener('submit', hold, true);
    document.addEventListener('click', hold, true);
    document.addEventListener(
      'prerendered-page:handover',
      function (event) {
        document.removeEventListener('submit', hold, true);
        document.removeEventListener('click', hold, true);
        if (event.detail) event.detail.held = held;
      },
      { once: true },
    );
  }
})();
