import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Where the customer asked to go while changes were unsaved, and how they asked. */
export interface LeaveRequest {
  readonly path: string;
  /** Back or forward: leaving means going back to the entry the browser had reached. */
  readonly traversal: boolean;
  /** With the Navigation API: the history entry Back or Forward was going to. */
  readonly key?: string;
}

/** The Navigation API (Chromium, recent Firefox and Safari), where the browser has it. */
const navigationApi = (): Navigation | undefined => ('navigation' in window ? window.navigation : undefined);

/**
 * Unsaved changes are not lost silently. While `dirty`:
 * - closing the tab, reloading or going to another site raises the browser's own question (`beforeunload`);
 * - a click on a link to one of the app's pages is held and returned as `request`, for the page
 *   to ask in its own dialog; `leave()` then goes there, `stay()` forgets it;
 * - the back and forward buttons likewise: the address is put back until the customer decides.
 */
export function useLeaveGuard(dirty: boolean) {
  const [request, setRequest] = useState<LeaveRequest | null>(null);
  const [, navigate] = useLocation();
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const origin = here();
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      // Another site: the page unloads, and beforeunload asks.
      if (url.origin !== window.location.origin) return;
      const path = `${url.pathname}${url.search}${url.hash}`;
      event.preventDefault();
      event.stopPropagation();
      setRequest({ path, traversal: false });
    };
    // Back and forward. With the Navigation API the traversal is cancelled before the address
    // changes; without it, the address is put back after the fact (a new entry after the one
    // reached) until the customer decides.
    const navigation = navigationApi();
    const onNavigate = (event: NavigateEvent) => {
      if (leaving.current || event.navigationType !== 'traverse' || !event.cancelable) return;
      const url = new URL(event.destination.url);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      setRequest({ path: `${url.pathname}${url.search}${url.hash}`, traversal: true, key: event.destination.key });
    };
    const popState = () => {
      if (leaving.current) return;
      const path = here();
      window.history.pushState(window.history.state, '', origin);
      setRequest({ path, traversal: true });
    };
    window.addEventListener('beforeunload', beforeUnload);
    if (navigation) navigation.addEventListener('navigate', onNavigate);
    else window.addEventListener('popstate', popState, true);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      navigation?.removeEventListener('navigate', onNavigate);
      window.removeEventListener('popstate', popState, true);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);

  const stay = useCallback(() => setRequest(null), []);
  const leave = useCallback(() => {
    if (!request) return;
    leaving.current = true;
    setRequest(null);
    const navigation = navigationApi();
    const { key } = request;
    if (key !== undefined && navigation) navigation.traverseTo(key).finished?.catch(() => undefined);
    else if (request.traversal) window.history.back();
    else navigate(request.path);
  }, [navigate, request]);

  return { request, stay, leave };
}
