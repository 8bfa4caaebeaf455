import { proxy, ref, subscribe } from 'valtio';
import type { BankData } from '../../core/wallet/payout-method';
import { payoutDestination } from '../../core/wallet/payout-destination';
import type { WithdrawalQuote } from '../../core/wallet/withdrawal';
import type { HeldWithdrawalNote } from '../../core/wallet/ports/held-withdrawal-store.port';
import {
  initialWithdrawal,
  withdrawalStep,
  type WithdrawalEffect,
  type WithdrawalEvent,
  type WithdrawalFlow,
} from '../../core/wallet/withdrawal-flow';
import type { UseCasesNamed } from '../di/resolve-use-cases';
import type { WalletStore } from './wallet-store';

/** The use cases the withdrawal store runs, by the names it calls them. */
export const WITHDRAWAL_USE_CASES = { withdrawFunds: 'WithdrawFunds', notSent: 'WithdrawalNotSent' } as const;
export type WithdrawalUseCases = UseCasesNamed<typeof WITHDRAWAL_USE_CASES>;

export interface WithdrawalStore {
  /**
   * The withdrawal under way. Kept here, not in the screen: a customer who leaves the page while an
   * outcome is unknown and comes back to the same amount gets the same request (same key) again.
   */
  readonly state: { flow: WithdrawalFlow };
  /** The customer's amount passed the checks: shows its review. */
  review(quote: WithdrawalQuote, bankData: BankData): void;
  /**
   * Confirms the review: held HOLD_MS, then sent (issue 47 point 3); a request that went before (an
   * unknown outcome, offline, a refusal) is sent again at once. Resolves when it was answered, or
   * undone or left during its hold. A second call while one is under way does nothing.
   */
  confirm(): Promise<void>;
  /** "Undo" during the hold: nothing is sent, the form is as it was. */
  undo(): void;
  /** The page is left: a withdrawal held is not sent (the next visit says so: `takeNotSent`). */
  left(): void;
  /** A withdrawal of this customer's that was held and never sent (the page was left), said once; answered once no other tab holds one. */
  takeNotSent(): Promise<HeldWithdrawalNote | null>;
  /** Any other step of the withdrawal: back to the amount, the methods changed, another withdrawal. */
  event(
    event: Exclude<
      WithdrawalEvent,
      { type: 'reviewed' | 'confirm' | 'release' | 'undo' | 'left' | 'answered' | 'checked' | 'checkFailed' }
    >,
  ): void;
}

/**
 * The withdrawal under way (issue 17; core's state machine, `withdrawal-flow.ts`), over the wallet's
 * money: made with the withdraw page, its code with it, not with the account page. Another customer:
 * it starts over — except a request whose outcome is unknown, kept for its own customer alone, so that
 * signing in again cannot turn the same withdrawal into a second one with a new key.
 */
export function createWithdrawalStore(
  useCases: WithdrawalUseCases,
  wallet: WalletStore,
  /** The signed-in customer's id: a withdrawal is prepared for them (issue 42). */
  signedIn: () => string | null,
  /** The app's clock (ms since the epoch), and its scheduler (the hold's end; what cancels it). */
  time: { readonly now: () => number; readonly later: (ms: number, run: () => void) => () => void },
): WithdrawalStore {
  const { now, later } = time;
  const { balance, payoutMethods, terms, transactions } = wallet;
  const state = proxy({ flow: ref(initialWithdrawal) as WithdrawalFlow });
  let unsureOf: { readonly customer: string; readonly request: NonNullable<WithdrawalFlow['unsure']> } | null = null;

  const run = (event: WithdrawalEvent) => {
    const { flow, effects } = withdrawalStep(state.flow, event);
    if (flow === state.flow) return;
    state.flow = ref(flow) as WithdrawalFlow;
    effects.forEach(follow);
  };
  const follow = (effect: WithdrawalEffect) => {
    const { step } = state.flow;
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
  const prepare = (quote: WithdrawalQuote, customer: string, bankData: BankData) => {
    const destination = payoutDestination(bankData, quote.method);
    return destination === null ? null : useCases.withdrawFunds.prepare(quote, { customer, destination });
  };

  wallet.onSwitch((previous, next) => {
    const { unsure } = state.flow;
    if (previous !== null && unsure) unsureOf = { customer: previous, request: unsure };
    const kept = next !== null && unsureOf?.customer === next ? unsureOf.request : null;
    state.flow = ref({ ...initialWithdrawal, unsure: kept }) as WithdrawalFlow;
  });
  // The review names the methods it was made with: a change underneath sends the customer back (point 3).
  subscribe(payoutMethods.state, () => {
    const { value } = payoutMethods.state;
    if (value) run({ type: 'methodsChanged', bankData: value });
  });

  // The hold under way (issue 47 point 3): what ends it early, undone or left.
  type HoldEnd = 'ran' | 'undone' | 'left';
  let hold: { readonly cancel: () => void; readonly end: (how: HoldEnd) => void } | null = null;
  const endHold = (how: Exclude<HoldEnd, 'ran'>) => {
    if (!hold) return;
    hold.cancel();
    hold.end(how);
    hold = null;
  };
  /** Until the hold ends: how. */
  const held = (until: number) =>
    new Promise<HoldEnd>((resolve) => {
      const mine = {
        cancel: later(until - now(), () => {
          // A hold turned back meanwhile (the destination changed elsewhere) runs out unseen: the next one is not touched.
          if (hold === mine) hold = null;
          resolve('ran');
        }),
        end: resolve,
      };
      hold = mine;
    });
  const send = async () => {
    const confirming = state.flow.step;
    if (confirming.kind !== 'confirming') return;
    // Just before sending, the destination is read again: a change made elsewhere since the review
    // is shown, not paid (issue 42 point 2).
    const check = await payoutMethods.check();
    if (state.flow.step !== confirming) return;
    if (!check.ok) return run({ type: 'checkFailed', error: check.error });
    const bankData = check.value;
    const method = bankData.default;
    const fresh = method === null ? null : prepare({ ...confirming.quote, method }, confirming.request.customer, bankData);
    run({ type: 'checked', bankData, fresh });
    const { step } = state.flow;
    if (step !== confirming || step.kind !== 'confirming') return;
    run({ type: 'answered', result: await useCases.withdrawFunds.execute(step.request) });
  };

  return {
    state,
    review(quote, bankData) {
      const fresh = prepare(quote, signedIn() ?? '', bankData);
      if (fresh) run({ type: 'reviewed', quote, fresh, bankData });
    },
    async confirm() {
      const before = state.flow;
      run({ type: 'confirm', at: now() });
      const step = state.flow.step;
      if (state.flow === before) return;
      if (step.kind === 'holding') {
        const ended = held(step.until);
        // Noted while held: a page left before it goes is said on the next visit (the note kept only then).
        useCases.notSent.held(
          step.request.customer,
          step.quote.amount,
          ended.then((how) => how === 'left'),
        );
        // Undone or left: nothing is sent. Ran out: it goes now — unless it was turned back meanwhile
        // (the destination changed elsewhere), which the form says.
        if ((await ended) !== 'ran' || state.flow.step !== step) return;
        run({ type: 'release' });
      }
      await send();
    },
    undo() {
      if (state.flow.step.kind !== 'holding') return;
      run({ type: 'undo' });
      endHold('undone');
    },
    left() {
      if (state.flow.step.kind !== 'holding') return;
      run({ type: 'left' });
      endHold('left');
    },
    async takeNotSent() {
      const customer = signedIn();
      return customer && state.flow.step.kind !== 'holding' ? useCases.notSent.take(customer) : null;
    },
    event: run,
  };
}
