// What a page shows, read in the browser (page.evaluate): its rendered texts with their language,
// and how wide it is. The detectors (detectors.mjs) judge them in Node.

/**
 * Runs in the page (or in jsdom: tests/ui/app/rendered-texts.test.tsx calls it directly). Every rendered text node (shown, or read by a screen reader: visually hidden text
 * counts), the whole text of an element holding several text nodes (a sentence with a link or a
 * <strong> inside), the attributes a customer reads or hears (aria-label, placeholder, title, alt,
 * a button's value) and the document's title; each with its closest lang attribute and where it is.
 */
export function readTexts() {
  const where = (el) => {
    const parts = [];
    for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
      const id = e.id ? `#${e.id}` : '';
      const cls = typeof e.className === 'string' && e.className ? `.${e.className.trim().split(/\s+/)[0]}` : '';
      parts.unshift(`${e.tagName.toLowerCase()}${id}${cls}`);
    }
    return parts.join(' > ');
  };
  const langOf = (el) => el.closest('[lang]')?.getAttribute('lang') ?? '';
  const rendered = (el) => {
    // aria-hidden text is still seen (the counter's reels): only what is neither seen nor heard is skipped.
    if (el.closest('script, style, noscript, template, [hidden]')) return false;
    return el.checkVisibility ? el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true }) : true;
  };
  const items = [];
  const blocks = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !node.data.trim() || !rendered(el)) continue;
    items.push({ text: node.data, kind: 'text', lang: langOf(el), where: where(el) });
    const block = el.closest('p, li, label, button, a, h1, h2, h3, h4, h5, h6, td, th, dd, dt, legend, figcaption, summary, option') ?? el;
    blocks.add(block);
  }
  for (const block of blocks) {
    const texts = [...block.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.data.trim());
    if (block.children.length > 0 && (texts.length > 0 || block.children.length > 1) && block.textContent.length < 600) {
      items.push({ text: block.textContent, kind: 'block', lang: langOf(block), where: where(block) });
    }
  }
  for (const el of document.querySelectorAll(
    '[aria-label], [placeholder], [title], img[alt], input[type="submit"][value], input[type="button"][value]',
  )) {
    if (!rendered(el)) continue;
    for (const attr of ['aria-label', 'placeholder', 'title', 'alt', 'value']) {
      if (attr === 'value' && el.tagName !== 'INPUT') continue;
      const value = el.getAttribute(attr);
      if (value?.trim()) items.push({ text: value, kind: attr, lang: langOf(el), where: where(el) });
    }
  }
  items.push({ text: document.title, kind: 'document title', lang: document.documentElement.lang, where: 'title' });
  return { lang: document.documentElement.lang, items };
}

/** Runs in the page. Its width against the screen's, and the element reaching furthest past the right edge. */
function measureWidth() {
  const innerWidth = window.innerWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  let widest = null;
  if (scrollWidth > innerWidth) {
    const clips = (el) => {
      for (let e = el.parentElement; e && e !== document.documentElement; e = e.parentElement) {
        const o = getComputedStyle(e).overflowX;
        if (o !== 'visible') return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right <= innerWidth + 0.5 || r.width === 0 || clips(el)) continue;
      // The furthest right edge; for the same edge, the innermost element (the one that pushes).
      if (!widest || r.right > widest.rect.right + 0.5 || (Math.abs(r.right - widest.rect.right) <= 0.5 && widest.el.contains(el))) {
        widest = { el, rect: r };
      }
    }
  }
  const name = (el) => {
    const id = el.id ? `#${el.id}` : '';
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    return `<${el.tagName.toLowerCase()}${id}${cls}>${text ? ` "${text}"` : ''}`;
  };
  return {
    innerWidth,
    scrollWidth,
    widest: widest ? { where: name(widest.el), left: Math.round(widest.rect.left), right: Math.round(widest.rect.right) } : null,
  };
}

/**
 * Runs in the page. The design system's cards (the Card component and the screens' own cards, whose
 * CSS-module classes are named `card`), as boxes: visible ones, not nested in another card.
 */
function measureCards() {
  const cards = [...document.querySelectorAll('[class*="_card_"]')].filter(
    (el) => el.getClientRects().length > 0 && !el.parentElement?.closest('[class*="_card_"]'),
  );
  return cards.map((el) => {
    const r = el.getBoundingClientRect();
    const heading = el.querySelector('h1, h2, h3')?.textContent?.trim().slice(0, 40) ?? '';
    return { top: r.top + scrollY, bottom: r.bottom + scrollY, left: r.left, right: r.right, name: heading || el.className };
  });
}

export const collectTexts = (page) => page.evaluate(readTexts);
export const measureCardBoxes = (page) => page.evaluate(measureCards);
export const measureOverflow = (page) => page.evaluate(measureWidth);
