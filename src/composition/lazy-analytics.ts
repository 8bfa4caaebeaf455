import type { Analytics } from '../core/shell/ports/analytics.port';
import { loadOnce } from './deferred-port';

/**
 * Analytics whose adapter loads with its first use, not with a first page's script (issue 22 point 3:
 * the home route's budget). What it is asked meanwhile is done once it is here: consent given, then
 * the page views seen since, in order; consent refused, then the cookies left from before removed.
 * Until then no analytics script has run in this page, so a withdrawal needs no reload (`disable`
 * says false). If its code cannot be loaded nothing is sent, and the next use tries again.
 */
export function lazyAnalytics(load: () => Promise<Analytics>): Analytics {
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
      whenHere((a) => enabled || a.disable());
      return false;
    },
    pageView(path) {
      if (adapter) adapter.pageView(path);
      else if (enabled) views.push(path);
    },
  };
}
