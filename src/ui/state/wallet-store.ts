import type { Money } from '../../core/shared/money';
import type { MarketCustomer } from '../../core/wallet/market-currency';
import type { BankData } from '../../core/wallet/payout-method';
import type { HistoryFilters } from '../../core/wallet/history-query';
import type { ReturnedCount } from '../../core/wallet/history-pages';
import type { AppliedTerms } from '../../core/wallet/applied-terms';
import type { UseCasesNamed } from '../di/resolve-use-cases';
import { createHistoryPages, type HistoryPages } from './history-pages';
import { createResource, familyOf, type Family, type Resource } from './resource';

/** Whose money: the customer's market, and who they are (the device's copy is theirs only). */
type Whose = MarketCustomer & { readonly id: string };

/** The use cases the wallet store runs, by the names it calls them. */
export const WALLET_USE_CASES = {
  getBalance: 'GetBalance',
  listTransactions: 'ListTransactions',
  countReturns: 'CountReturnedContainers',
  listPayoutMethods: 'ListPayoutMethods',
  getTerms: 'GetWithdrawalTerms',
  recordBalanceSeen: 'RecordBalanceSeen',
} as const;
export type WalletUseCases = UseCasesNamed<typeof WALLET_USE_CASES>;

export interface WalletStore {
  /** The one balance: the account page, the withdraw page and the deletion check read this one. */
  readonly balance: Resource<Money>;
  /** The balance this customer saw last on this device before the one read now: the counter rolls from it (null: shown at once). */
  balanceSeenBefore(): Money | null;
  /** The counter has shown `balance`: shown again, it does not roll. */
  balanceShown(balance: Money): void;
  readonly payoutMethods: Resource<BankData>;
  readonly terms: Resource<AppliedTerms>;
  /** The history, one answer per filter: its pages read so far, the first one first (issue 42 point 3). */
  readonly transactions: Family<HistoryFilters, HistoryPages>;
  /** The containers returned, counted over every page of completed scans: the impact figure. */
  readonly impact: Resource<ReturnedCount>;
  /** Another customer (or none) is signed in: everything is forgotten, and `onSwitch`'s listeners told. */
  switchCustomer(previous: string | null, next: string | null): void;
  /** Called after a switch of customer (the withdrawal under way keeps an unsure request for its own one). */
  onSwitch(listener: (previous: string | null, next: string | null) => void): void;
}

/**
 * The signed-in customer's money, one owner for each piece (issue 17 point 1): the balance, the
 * history, the payout methods and the withdrawal terms. Use cases fill it; screens read it through
 * `useResource`. The withdrawal under way is the withdrawal store's (withdrawal-store.ts).
 */
export function createWalletStore(
  useCases: WalletUseCases,
  options: { readonly now: () => number; readonly customer: () => Whose | null | Promise<Whose | null> },
) {
  const resourceOptions = { now: options.now };
  let seenBefore: Money | null = null;
  const balance = createResource(async () => {
    const customer = options.customer();
    const read = await useCases.getBalance.execute(customer);
    const found = read.ok ? await customer : null;
    // The device's copy follows every fresh read (issue 44 point 4); the one it held is rolled from.
    if (read.ok && found) seenBefore = await useCases.recordBalanceSeen.execute(found.id, read.value);
    return read;
  }, resourceOptions);
  const payoutMethods = createResource(() => useCases.listPayoutMethods.execute(), resourceOptions);
  const terms = createResource(() => useCases.getTerms.execute(options.customer()), resourceOptions);
  const transactions = familyOf(
    (filters: HistoryFilters) => `${filters.type ?? ''}|${filters.status ?? ''}|${filters.sort}`,
    (filters: HistoryFilters) => createHistoryPages((page) => useCases.listTransactions.execute(filters, page), resourceOptions),
  );
  const impact = createResource(() => useCases.countReturns.execute(), resourceOptions);
  const listeners: ((previous: string | null, next: string | null) => void)[] = [];

  const store: WalletStore = {
    balance,
    balanceSeenBefore: () => seenBefore,
    balanceShown: (shown) => void (seenBefore = shown),
    payoutMethods,
    terms,
    transactions,
    impact,
    switchCustomer(previous, next) {
      seenBefore = null;
      balance.reset();
      payoutMethods.reset();
      terms.reset();
      transactions.reset();
      impact.reset();
      listeners.forEach((listener) => listener(previous, next));
    },
    onSwitch: (listener) => void listeners.push(listener),
  };
  return store;
}
