import { subscribe } from 'valtio';
import { useStores, type StoreContext } from './app-stores';
import { createWalletStore, WALLET_USE_CASES, type WalletStore } from './wallet-store';

/**
 * The signed-in customer's money (wallet-store.ts), made when a screen first shows it: the account,
 * the withdrawal, the contact form's prefill. Its code loads with those screens, not with the home
 * page (issue 22: the home route's budget).
 */
export function walletStoreOf({ resolve, session, now }: StoreContext): WalletStore {
  const wallet = createWalletStore(resolve(WALLET_USE_CASES), { now, customer: () => session.state.me });
  // One customer's money is never shown to the next: forgotten as soon as nobody is signed in.
  let customer = session.state.status === 'authenticated' ? (session.state.me?.id ?? null) : null;
  subscribe(session.state, () => {
    const next = session.state.status === 'authenticated' ? (session.state.me?.id ?? null) : null;
    if (next !== customer) wallet.switchCustomer(customer, next);
    customer = next;
  });
  return wallet;
}

/** The one wallet store of the visit. */
export function useWalletStore(): WalletStore {
  return useStores().own(walletStoreOf);
}
