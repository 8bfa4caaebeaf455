import { subscribe } from 'valtio';
import { useStores, type StoreContext } from './app-stores';
import { createWalletStore, WALLET_USE_CASES, type WalletStore } from './wallet-store';

/**
 * The signed-in customer's money (wallet-store.ts), made when a screen first shows it: the account,
 * the withdrawal, the contact form's prefill. Its code loads with those screens, not with the home
 * page (issue 22: the home route's budget).
 */
export function walletStoreOf({ resolve, session, now }: StoreContext): WalletStore {
  // The customer whose money is asked for: the signed-in one, or while a saved session is restored at
  // start, the one it finds — the page's money is asked for beside the restore (issue 22 point 2).
  const customer = () => session.restoringCustomer() ?? session.state.me;
  const wallet = createWalletStore(resolve(WALLET_USE_CASES), { now, customer });
  // One customer's money is never shown to the next: forgotten as soon as nobody is signed in. What
  // was read while a saved session was restored is the customer's it found; if it found none, forgotten.
  let holder = holderOf(session);
  subscribe(session.state, () => {
    const next = holderOf(session);
    if (next !== holder && !(holder === RESTORING && next !== null)) wallet.switchCustomer(idOf(holder), idOf(next));
    holder = next;
  });
  return wallet;
}

// A saved session being restored: its customer is not known yet.
const RESTORING = Symbol('restoring');
type Holder = string | typeof RESTORING | null;
const idOf = (holder: Holder) => (holder === RESTORING ? null : holder);

/** Whose money the store may hold: the signed-in customer's id, a saved session being restored, or nobody. */
function holderOf(session: StoreContext['session']): Holder {
  if (session.state.status === 'authenticated') return session.state.me?.id ?? null;
  // Restoring: a saved session being checked, or not yet (the app's start asks as it renders).
  return session.state.status === 'restoring' ? RESTORING : null;
}

/** The one wallet store of the visit. */
export function useWalletStore(): WalletStore {
  return useStores().own(walletStoreOf);
}
