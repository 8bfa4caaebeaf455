import { proxy, ref, subscribe } from 'valtio';
import type { Money } from '../../core/shared/money';
import type { CustomerSoon } from '../../core/wallet/market-currency';
import type { BankData } from '../../core/wallet/payout-method';
import type { HistoryFilters } from '../../core/wallet/history-query';
import type { ReturnedCount } from '../../core/wallet/history-pages';
import type { WithdrawalQuote } from '../../core/wallet/withdrawal';
import type { AppliedTerms } from '../../core/wallet/applied-terms';
import {
  initialWithdrawal,
  withdrawalStep,
  type WithdrawalEffect,
  type WithdrawalEvent,
  type WithdrawalFlow,
} from '../../core/wallet/withdrawal-flow';
import type { UseCasesNamed } from '../di/resolve-use-cases';
import { createHistoryPages, type HistoryPages } from './history-pages';
import { createResource, familyOf, type Family, type Resource } from './resource';

/** The use cases the wallet store runs, by the names it calls them. */
export const WALLET_USE_CASES = {
  getBalance: 'GetBalance',
  listTransactions: 'ListTransactions',
  countReturns: 'CountReturnedContainers',
  listPayoutMethods: 'ListPayoutMethods',
  getTerms: 'GetWithdrawalTerms',
  withdrawFunds: 'WithdrawFunds',
} as const;
export type WalletUseCases = UseCasesNamed<typeof WALLET_USE_CASES>;

export interface WalletStore {
  /** The one balance: the account page, the withdraw page and the deletion check read this one. */
  readonly balance: Resource<Money>;
  readonly payoutMethods: Resource<BankData>;
  readonly terms: Resource<AppliedTerms>;
  /** The history, one answer per filter: its pages read so far, the first one first (issue 42 point 3). */
  readonly transactions: Family<HistoryFilters, HistoryPages>;
  /** The containers returned, counted over every page of completed scans: the impact figure. */
  readonly impact: Resource<ReturnedCount>;
  /**
   * The withdrawal under way. Kept here, not in the screen: a customer who leaves the page while an
   * outcome is unknown and comes back to the same amount gets the same request (same key) again.
   */
  readonly withdrawal: { flow: WithdrawalFlow };
  /** The customer's amount passed the checks: shows its review. */
  review(quote: WithdrawalQuote, bankData: BankData): void;
  /** Sends the reviewed request (once; a second call while it is sent does nothing). */
  confirm(): Promise<void>;
  /** Any other step of the withdrawal: back to the amount, the methods changed, another withdrawal. */
  withdrawalEvent(event: Exclude<WithdrawalEvent, { type: 'reviewed' | 'confirm' | 'answered' }>): void;
  /**
   * Another customer (or none) is signed in: everything is forgotten — except a request whose outcome
   * is unknown, kept for its own customer alone, so that signing in again (after the session ended)
   * cannot turn the same withdrawal into a second one with a new key.
   */
  switchCustomer(previous: string | null, next: string | null): void;
}

/**
 * The signed-in customer's money, one owner for each piece (issue 17 point 1): the balance, the
 * history, the payout methods, the withdrawal terms and the withdrawal under way. Use cases fill it;
 * screens read it through `useResource`.
 */
export function createWalletStore(
  useCases: WalletUseCases,
  options: {
    readonly now: () => number;
    readonly customer: () => CustomerSoon;
    /** The signed-in customer's id: a withdrawal is prepared for them (issue 42). */
    readonly signedIn: () => string | null;
  },
) {
  const resourceOptions = { now: options.now };
  const balance = createResource(() => useCases.getBalance.execute(options.customer()), resourceOptions);
  const payoutMethods = createResource(() => useCases.listPayoutMethods.execute(), resourceOptions);
  const terms = createResource(() => useCases.getTerms.execute(options.customer()), resourceOptions);
  const transactions = familyOf(
    (filters: HistoryFilters) => `${filters.type ?? ''}|${filters.status ?? ''}|${filters.sort}`,
    (filters: HistoryFilters) => createHistoryPages((page) => useCases.listTransactions.execute(filters, page), resourceOptions),
  );
  const impact = createResource(() => useCases.countReturns.execute(), resourceOptions);
  const withdrawal = proxy({ flow: ref(initialWithdrawal) as WithdrawalFlow });
  let unsureOf: { readonly customer: string; readonly request: NonNullable<WithdrawalFlow['unsure']> } | null = null;

  const run = (event: WithdrawalEvent) => {
    const { flow, effects } = withdrawalStep(withdrawal.flow, event);
    if (flow === withdrawal.flow) return;
    withdrawal.flow = ref(flow) as WithdrawalFlow;
    effects.forEach(follow);
  };
  const follow = (effect: WithdrawalEffect) => {
    const { step } = withdrawal.flow;
    if (effect === 'withdrawn' && step.kind === 'done') {
      balance.set(step.receipt.balance);
      transactions.invalidate();
    } else if (effect === 'refreshBalance') {
      balance.refresh();
      // A withdrawal may have been made: a history read before it would not show it.
      transactions.invalidate();
    } else if (effect === 'reloadTerms') terms.refresh();
    else if (effect === 'reloadMethods') payoutMethods.refresh();
  };

  const store: WalletStore = {
    balance,
    payoutMethods,
    terms,
    transactions,
    impact,
    withdrawal,
    review(quote, bankData) {
      run({ type: 'reviewed', quote, fresh: useCases.withdrawFunds.prepare(quote, options.signedIn() ?? '', bankData), bankData });
    },
    async confirm() {
      const before = withdrawal.flow;
      run({ type: 'confirm' });
      const confirming = withdrawal.flow.step;
      if (withdrawal.flow === before || confirming.kind !== 'confirming') return;
      // Just before sending, the destination is read again: a change made elsewhere since the review
      // is shown, not paid (issue 42 point 2).
      const check = await payoutMethods.check();
      if (withdrawal.flow.step !== confirming) return;
      if (!check.ok) return run({ type: 'checkFailed', error: check.error });
      const bankData = check.value;
      const method = bankData.default;
      const quote = method === null ? null : { ...confirming.quote, method };
      const fresh =
        quote && bankData.types[quote.method] ? useCases.withdrawFunds.prepare(quote, confirming.request.customer, bankData) : null;
      run({ type: 'checked', bankData, fresh });
      const { step } = withdrawal.flow;
      if (step !== confirming || step.kind !== 'confirming') return;
      run({ type: 'answered', result: await useCases.withdrawFunds.execute(step.request) });
    },
    withdrawalEvent: run,
    switchCustomer(previous, next) {
      const { unsure } = withdrawal.flow;
      if (previous !== null && unsure) unsureOf = { customer: previous, request: unsure };
      balance.reset();
      payoutMethods.reset();
      terms.reset();
      transactions.reset();
      impact.reset();
      const kept = next !== null && unsureOf?.customer === next ? unsureOf.request : null;
      withdrawal.flow = ref({ ...initialWithdrawal, unsure: kept }) as WithdrawalFlow;
    },
  };
  // The review names the methods it was made with: a change underneath sends the customer back (point 3).
  subscribe(payoutMethods.state, () => {
    const { value } = payoutMethods.state;
    if (value) run({ type: 'methodsChanged', bankData: value });
  });
  return store;
}
