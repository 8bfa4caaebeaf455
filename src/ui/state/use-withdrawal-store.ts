import { useStores, type StoreContext } from './app-stores';
import { walletStoreOf } from './use-wallet-store';
import { createWithdrawalStore, WITHDRAWAL_USE_CASES, type WithdrawalStore } from './withdrawal-store';

/** The withdrawal under way (withdrawal-store.ts), over the visit's wallet store: made with the withdraw page. */
export function withdrawalStoreOf(context: StoreContext): WithdrawalStore {
  const { resolve, session, own, now, later } = context;
  return createWithdrawalStore(resolve(WITHDRAWAL_USE_CASES), own(walletStoreOf), () => session.state.me?.id ?? null, { now, later });
}

/** The one withdrawal store of the visit. */
export function useWithdrawalStore(): WithdrawalStore {
  return useStores().own(withdrawalStoreOf);
}
