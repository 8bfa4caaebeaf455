import { ScriptAnalytics } from '../../src/adapters/browser/script-analytics';

describe('ScriptAnalytics (production)', () => {
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((s) => s.remove());
    delete (window as { dataLayer?: unknown }).dataLayer;
  });

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
});
