import type { AppBadge } from '../../core/shell/ports/app-badge.port';

type Badging = Partial<Pick<Navigator, 'setAppBadge' | 'clearAppBadge'>>;

/**
 * The Badging API (W3C Badging): only the installed app has an icon to badge, so a count is worked
 * out only where the app runs on its own (`display-mode: standalone`). Where the call fails (no
 * permission, no icon), nothing is shown and nothing breaks.
 */
export function navigatorAppBadge(
  nav: Badging = navigator,
  installed: () => boolean = () => matchMedia('(display-mode: standalone)').matches,
): AppBadge {
  return {
    get shown() {
      return typeof nav.setAppBadge === 'function' && installed();
    },
    show(count) {
      const set = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
      void set?.catch(() => undefined);
    },
  };
}
