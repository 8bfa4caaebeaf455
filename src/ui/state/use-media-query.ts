import { useCallback, useSyncExternalStore } from 'react';

const listOf = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/**
 * Whether a media query holds, following it while the page is open (a phone turned, a text size or a
 * setting changed); `otherwise` where the browser cannot say (the prerender, a test's DOM).
 */
export function useMediaQuery(query: string, otherwise: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listOf(query)?.matches ?? otherwise,
    () => otherwise,
  );
}
