import type { Money } from '../../../../core/shared/money';
import { defaultMethodOf, type PayoutMethod } from '../../../../core/wallet/payout-method';
import { useResource, type ResourceState } from '../../../state/resource';
import { useWalletStore } from '../../../state/use-wallet-store';
import { useSession } from '../../../state/use-session';
import { useAccountCopy } from '../copy/use-account-copy';

/** What the withdraw page paints of the device's copy while its fresh figures are read (issue 46 point 2). */
export interface WithdrawCopy {
  /** Whether a copy has been painted since the page appeared: its "as of" line then keeps its place. */
  readonly painted: boolean;
  /** The copy's form stands where the withdrawal's will: the balance shown, fresh or copied, and the reads not all in. */
  readonly waiting: boolean;
  readonly balance: Money | null;
  /** When the copied balance shown was read; null once the fresh one is shown. */
  readonly readAt: number | null;
  readonly method: PayoutMethod | null;
  /** How the fresh reads stand: failed (the first failure), else loading. */
  readonly state: Pick<ResourceState<unknown>, 'status' | 'error'>;
  /** Reads again what failed. */
  readonly retry: () => void;
}

/**
 * The withdraw page's figures while the fresh ones are read: the copy's balance and payout method's
 * name until the balance, the terms and the payout methods are all read — money is never decided
 * from the copy. A fresh balance with the terms or methods failing is the page's own failure (its
 * `Loaded`), not the copy's.
 */
export function useWithdrawCopy(): WithdrawCopy {
  const wallet = useWalletStore();
  const resources = [wallet.balance, wallet.terms, wallet.payoutMethods] as const;
  // Read once the customer is known (the page's reads ask as soon as they are: ScreenReads), not for the copy.
  const known = useSession().me !== null;
  const balanceRead = useResource(wallet.balance, known);
  const methodsRead = useResource(wallet.payoutMethods, known);
  const reads = [balanceRead, useResource(wallet.terms, known), methodsRead];
  const { shown, painted } = useAccountCopy('balance', balanceRead.status === 'ready');
  const { shown: method } = useAccountCopy('method', methodsRead.status === 'ready');
  const fresh = balanceRead.status === 'ready' ? balanceRead.value : null;
  const methods = methodsRead.status === 'ready' ? methodsRead.value : null;
  const failed = reads.find((read) => read.status === 'error');
  const balance = fresh ?? shown?.value ?? null;
  return {
    painted,
    waiting: painted && balance !== null && reads.some((read) => read.status !== 'ready') && !(failed && fresh),
    balance,
    readAt: fresh ? null : (shown?.readAt ?? null),
    // Read afresh while the balance or terms are not: the default method as read, else the copy's.
    method: (methods && defaultMethodOf(methods)) ?? method ?? null,
    state: failed ?? { status: 'loading', error: null },
    retry: () => resources.forEach((resource) => resource.state.status === 'error' && resource.reload()),
  };
}
