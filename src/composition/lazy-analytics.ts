import type { Analytics } from '../core/shell/ports/analytics.port';
import { loadOnce } from './deferred-port';

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
