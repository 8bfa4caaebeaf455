import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates a page rendered at build time (and on the build's server), true once
 * it has (and from the first render of a page the browser renders itself). What only the browser
 * knows — who is signed in, the device — is drawn from then on, as an ordinary update: the first
 * render matches the page the server sent (issue 43 point 2).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
