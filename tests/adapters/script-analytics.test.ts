import { ScriptAnalytics } from '../../src/adapters/browser/script-analytics';

describe('ScriptAnalytics (production)', () => {
  // Before each too: the files of a worker share one jsdom, and another file's test may have left a script in it.
  beforeEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((s) => s.remove());
    delete (window as { dataLayer?: unknown }).dataLayer;
    for (const pair of document.cookie.split(';')) {
      const name = pair.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; max-age=0; path=/`;
    }
  });

  const cookieNames = () =>
    document.cookie
      .split(';')
      .map((pair) => pair.split('=')[0]?.trim())
      .filter(Boolean)
      .sort();

  it('loads nothing and sends nothing before enable() (that is, before consent)', () => {
    const analytics = new ScriptAnalytics('https://analytics.example/tag.js');
    analytics.pageView('/faq');
    expect(document.head.querySelector('script')).toBeNull();
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });

  it('loads the configured script once after consent, then records page views', () => {
    const analytics = new ScriptAnalytics('https://analytics.example/tag.js');
    analytics.enable();
    analytics.enable();
    analytics.pageView('/faq');
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://analytics.example/tag.js');
    expect(scripts[0]?.async).toBe(true);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([{ event: 'page_view', page_path: '/faq' }]);
  });

  it('does nothing at all without a configured script', () => {
    const analytics = new ScriptAnalytics(null);
    analytics.enable();
    analytics.pageView('/');
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('after consent is withdrawn sends no further page view and removes the analytics cookies it was given', () => {
    const analytics = new ScriptAnalytics('https://analytics.example/tag.js', ['_ga', '_ga_*', '_gid']);
    analytics.enable();
    analytics.pageView('/faq');
    // What the script set, and cookies of the site itself.
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_ga_ABC123=GS1.1.789; path=/';
    document.cookie = '_gid=GA1.1.42; path=/';
    document.cookie = '_gac_other=kept; path=/';
    document.cookie = 'locale=fr-FR; path=/';

    expect(analytics.disable()).toBe(true);
    analytics.pageView('/products');

    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([{ event: 'page_view', page_path: '/faq' }]);
    expect(cookieNames()).toEqual(['_gac_other', 'locale']);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('removes the analytics cookies even when its script never ran in this page (after the reload)', () => {
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = 'session-hint=1; path=/';
    const analytics = new ScriptAnalytics('https://analytics.example/tag.js');
    expect(analytics.disable()).toBe(false);
    expect(cookieNames()).toEqual(['session-hint']);
  });

  it('expires the cookies on every parent domain, where analytics scripts set them', () => {
    const written: string[] = [];
    const doc = {
      cookie: '_ga=1; _ga_X=2; theme=dark',
      location: { hostname: 'www.circulo.example' },
    } as unknown as Document;
    Object.defineProperty(doc, 'cookie', {
      get: () => '_ga=1; _ga_X=2; theme=dark',
      set: (value: string) => written.push(value),
    });
    new ScriptAnalytics(null, ['_ga', '_ga_*'], doc).disable();
    const expired = written.map((w) => `${w.split('=')[0]} ${/domain=([^;]+)/.exec(w)?.[1] ?? 'host'}`);
    expect(expired).toEqual([
      '_ga host',
      '_ga .www.circulo.example',
      '_ga .circulo.example',
      '_ga_X host',
      '_ga_X .www.circulo.example',
      '_ga_X .circulo.example',
    ]);
    expect(written.every((w) => /max-age=0/.test(w) && /path=\//.test(w))).toBe(true);
  });
});
