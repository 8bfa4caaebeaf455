import { describe, expect, it } from 'vitest';
import { lazyAnalytics } from '../../src/composition/lazy-analytics';
import { RecordingAnalytics } from '../../fakes/adapters/recording-analytics';

/** The adapter, loaded when `arrive()` is called (as its chunk would arrive); how often it was asked for. */
function slowAdapter() {
  const adapter = new RecordingAnalytics();
  let arrive = () => {};
  let asked = 0;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = async () => {
    asked++;
    await arrived;
    return adapter;
  };
  return {
    adapter,
    load,
    arrive: async () => (arrive(), await arrived, await Promise.resolve(), await Promise.resolve()),
    asked: () => asked,
  };
}

/** Lazy analytics over a slow adapter, consent given before its code is here. */
function enabledEarly() {
  const slow = slowAdapter();
  const analytics = lazyAnalytics(slow.load, () => false);
  analytics.enable();
  return { ...slow, analytics };
}

// Issue 22 point 3: the analytics adapter is not part of a first page's script; it loads when there
// is something for it to do, and does then what it was asked meanwhile.
describe('analytics loaded with their first use', () => {
  it('consent given before the code is here: enabled, and the page views seen meanwhile sent, in order', async () => {
    const { adapter, analytics, arrive } = enabledEarly();
    analytics.pageView('/');
    analytics.pageView('/faq');
    expect(adapter.pages).toEqual([]);
    await arrive();
    expect(adapter.enabled).toBe(true);
    expect(adapter.pages).toEqual(['/', '/faq']);
    analytics.pageView('/products');
    expect(adapter.pages).toEqual(['/', '/faq', '/products']);
  });

  it('no consent and no analytics cookie: nothing is loaded, no page view kept', async () => {
    const { adapter, load, arrive, asked } = slowAdapter();
    const analytics = lazyAnalytics(load, () => false);
    expect(analytics.disable(), 'no script ran in this page').toBe(false);
    analytics.pageView('/');
    await arrive();
    expect(asked()).toBe(0);
    expect(adapter.pages).toEqual([]);
  });

  it('no consent, with analytics cookies left from before: the adapter loads to remove them, and enables nothing', async () => {
    const { adapter, load, arrive, asked } = slowAdapter();
    let removed = false;
    adapter.disable = () => ((removed = true), false);
    const analytics = lazyAnalytics(load, () => true);
    expect(analytics.disable(), 'no script ran in this page').toBe(false);
    analytics.pageView('/');
    await arrive();
    expect(asked()).toBe(1);
    expect(removed, 'the adapter was asked to remove them').toBe(true);
    expect(adapter.enabled).toBe(false);
    expect(adapter.pages).toEqual([]);
  });

  it('consent withdrawn before the code is here: nothing runs, and no reload is needed', async () => {
    const { adapter, analytics, arrive } = enabledEarly();
    analytics.pageView('/');
    expect(analytics.disable()).toBe(false);
    await arrive();
    expect(adapter.enabled).toBe(false);
    expect(adapter.pages).toEqual([]);
  });

  it('once here, every call is the adapter’s: withdrawing after a script ran says a reload is needed', async () => {
    const { adapter, analytics, arrive } = enabledEarly();
    await arrive();
    expect(analytics.disable()).toBe(true);
    expect(adapter.enabled).toBe(false);
  });

  it('code that cannot be loaded: nothing is sent, nothing breaks, and the next use tries again', async () => {
    let fail = true;
    const adapter = new RecordingAnalytics();
    const analytics = lazyAnalytics(
      async () => {
        if (fail) throw new Error('chunk failed');
        return adapter;
      },
      () => false,
    );
    analytics.enable();
    analytics.pageView('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    fail = false;
    analytics.enable();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(adapter.enabled).toBe(true);
  });
});
