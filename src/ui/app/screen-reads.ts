import { subscribe } from 'valtio';
import type { AppStores } from '../state/app-stores';

/**
 * What a customer page shows from the server, asked for as soon as the customer is known: as the
 * restored session's answer lands, not after the page's first render (issue 22 point 2). A page's
 * module exports it as `reads`; the page itself still asks for the same as it shows them
 * (`useResource`), and finds each read under way or done.
 */
export type ScreenReads = (stores: AppStores, search: string) => void;

/**
 * Runs `reads` once a customer is signed in — at once if one is, or if a saved session is being
 * restored (its answers are kept only for the customer it finds: `askInMarket`, `walletStoreOf`) —
 * and never for a visitor. Returns what stops waiting (the page was left first).
 */
export function readWhenSignedIn(stores: AppStores, search: string, reads: ScreenReads): () => void {
  const { session } = stores;
  if (session.state.status === 'authenticated' || session.restoringCustomer()) {
    reads(stores, search);
    return () => undefined;
  }
  // Notified with the session's other watchers (the wallet store forgets the last customer's money first).
  const stop = subscribe(session.state, () => {
    if (session.state.status !== 'authenticated') return;
    stop();
    reads(stores, search);
  });
  return stop;
}
