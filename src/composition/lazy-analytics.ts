import { analyticsCookiesIn } from '../adapters/browser/analytics-cookies';
import type { Analytics } from '../core/shell/ports/analytics.port';
import { loadOnce } from './deferred-port';

/**
 * The script analytics of both profiles (`ScriptAnalytics`), loaded on need (`lazyAnalytics`):
 * `url()` is asked for once its code is, `cookies` are the analytics cookies by name or `prefix*`.
 */
export function scriptAnalyticsOnNeed(url: () => string | null, cookies: readonly string[]): Analytics {
  return lazyAnalytics(
    async () => new (await import('../adapters/browser/script-analytics')).ScriptAnalytics(url(), cookies),
    () => analyticsCookiesIn(document.cookie, cookies).length > 0,
  );
}

/**
 * Analytics whose adapter loads when there is something for it to do, not with a first page's script
 * (issue 22 point 3: the home route's budget): consent given, or consent refused while analytics
 * cookies are left from before (`cookiesLeft`); a visitor who refuses, with none, never loads it.
 * What it is asked meanwhile is done once it is here: enabled, then the page views seen since, in
 * order; or the cookies removed. Until then no analytics script has run in this page, so a withdrawal
 * needs no reload (`disable` says false). If its code cannot be loaded nothing is sent, and the next
 * use tries again.
 */
export function lazyAnalytics(load: () => Promise<Analytics>, cookiesLeft: () => boolean): Analytics {
  const loaded = loadOnce(load);
  let adapter: Analytics | null = null;
  let enabled = false;
  let views: string[] = [];
  const whenHere = (then: (a: Analytics) => void) =>
    void loaded().then(
      (a) => {
        adapter = a;
        then(a);
      },
      () => undefined,
    );
  return {
    enable() {
      enabled = true;
      if (adapter) return adapter.enable();
      whenHere((a) => {
        if (!enabled) return;
        a.enable();
        for (const path of views.splice(0)) a.pageView(path);
      });
    },
    disable() {
      enabled = false;
      views = [];
      if (adapter) return adapter.disable();
      if (cookiesLeft()) whenHere((a) => enabled || a.disable());
      return false;
    },
    pageView(path) {
      if (adapter) adapter.pageView(path);
      else if (enabled) views.push(path);
    },
  };
}
