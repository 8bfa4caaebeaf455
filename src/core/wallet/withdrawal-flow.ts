import type { DomainError, ErrorCode } from '../shared/domain-error';
import type { Result } from '../shared/result';
import type { UnknownReason } from '../shared/send-outcome';
import { sameDestination } from './payout-destination';
import type { BankData } from './payout-method';
import { answered, checked, stay } from './withdrawal-answers';
import type { WithdrawalQuote, WithdrawalReceipt, WithdrawalRequest } from './withdrawal';

/** A reviewed withdrawal: what the customer saw (the quote, the payout method as it was) and what is sent. */
export interface Reviewed {
  readonly quote: WithdrawalQuote;
  readonly request: WithdrawalRequest;
  /** The payout methods the review named: the request may only go out to these. */
  readonly bankData: BankData;
  /**
   * The payout methods an earlier review named, when they changed between it and its confirmation
   * (issue 42): this review is shown again, the change pointed out.
   */
  readonly changedFrom?: BankData;
}

/** How long a confirmed withdrawal is held before it is sent, for the customer to undo it (issue 47 point 3). */
export const HOLD_MS = 10_000;

/**
 * Where a withdrawal stands (issue 17): `form → review → holding → confirming → done | unknown | refused | offline`.
 * - `holding`: confirmed, and held until `until` (ms since the epoch) before it is sent; undone, or
 *   the page left, nothing is sent (issue 47 point 3).
 * - `unknown`: sent, and no usable answer came: it may have been made. Only the same request (same
 *   idempotency key) is offered again.
 * - `offline`: nothing left the device; the same request is offered again.
 * - `refused`: the server said no to this request, for a reason that leaves the review standing
 *   (too many attempts, an unexpected refusal); refusals about the amount, the terms, the email or the
 *   method go back to the form with their reason instead.
 */
export type WithdrawalStep =
  /** `undone`: the withdrawal just undone during its hold, said once above the form. */
  | { readonly kind: 'form'; readonly undone?: WithdrawalQuote }
  | ({ readonly kind: 'review' } & Reviewed)
  | ({ readonly kind: 'holding'; readonly until: number } & Reviewed)
  /** Being sent; `retry` when it is sent again (after an unknown outcome, offline or a refusal). */
  | ({ readonly kind: 'confirming'; readonly retry: boolean } & Reviewed)
  | ({ readonly kind: 'done'; readonly receipt: WithdrawalReceipt } & Reviewed)
  | ({ readonly kind: 'unknown'; readonly reason: UnknownReason } & Reviewed)
  | ({ readonly kind: 'offline' } & Reviewed)
  | ({ readonly kind: 'refused'; readonly error: DomainError } & Reviewed);

/** Why the customer is back on the form: said above the button, or under the amount field. */
export interface FormNotice {
  readonly code: ErrorCode;
  /** Said under the amount field rather than above the button. */
  readonly onAmount: boolean;
}

export interface WithdrawalFlow {
  readonly step: WithdrawalStep;
  /**
   * A request whose outcome is unknown. Reviewing the same withdrawal again reuses it (same key), so
   * it cannot be made twice; the form says it may have gone through until an answer settles it.
   */
  readonly unsure: WithdrawalRequest | null;
  readonly notice: FormNotice | null;
}

/** What the screen must do after a step: besides drawing it. */
export type WithdrawalEffect =
  /** Made: the balance is the receipt's, the history has a new row. */
  | 'withdrawn'
  /** The balance may have moved: read it again. */
  | 'refreshBalance'
  /** The fee or minimum changed: read the terms again. */
  | 'reloadTerms'
  /** The payout methods changed on the server: read them again. */
  | 'reloadMethods';

export type WithdrawalEvent =
  /** The customer's amount passed the checks: `fresh` is a new request for it (a new key). */
  | { readonly type: 'reviewed'; readonly quote: WithdrawalQuote; readonly fresh: WithdrawalRequest; readonly bankData: BankData }
  /** Confirmed at `at` (ms since the epoch): a review is held HOLD_MS first; a request sent before (unknown, offline, refused) goes again at once. */
  | { readonly type: 'confirm'; readonly at: number }
  /** The hold is over: the request goes. */
  | { readonly type: 'release' }
  /** "Undo" during the hold: nothing is sent, the form is as it was. */
  | { readonly type: 'undo' }
  /** The page was left during the hold: nothing is sent. */
  | { readonly type: 'left' }
  /**
   * The payout methods read again just before sending (issue 42), with a request for the new default
   * method prepared in case they changed (a new key: nothing was sent yet). `fresh` is null when
   * there is no default method set up any more.
   */
  | { readonly type: 'checked'; readonly bankData: BankData; readonly fresh: WithdrawalRequest | null }
  /** They could not be read again: nothing was sent. */
  | { readonly type: 'checkFailed'; readonly error: DomainError }
  | { readonly type: 'answered'; readonly result: Result<WithdrawalReceipt, DomainError> }
  /** Back to the amount (the review's secondary button). */
  | { readonly type: 'edit' }
  /** The payout methods as the app now knows them (after a save, a refresh, another tab). */
  | { readonly type: 'methodsChanged'; readonly bankData: BankData }
  /** From the outcome, a new withdrawal. */
  | { readonly type: 'another' };

export interface Transition {
  readonly flow: WithdrawalFlow;
  readonly effects: readonly WithdrawalEffect[];
}

export const initialWithdrawal: WithdrawalFlow = { step: { kind: 'form' }, unsure: null, notice: null };

const sameQuote = (request: WithdrawalRequest, quote: WithdrawalQuote, fresh: WithdrawalRequest) =>
  request.customer === fresh.customer &&
  request.destination === fresh.destination &&
  request.method === quote.method &&
  request.amount.amount === quote.amount.amount &&
  request.amount.currency === quote.amount.currency &&
  request.fee.amount === quote.fee.amount;

/**
 * The withdrawal's rules as one pure function: which event is possible in which step, the reuse of
 * an unsure request, and the sorting of the server's answers. The screen renders `flow.step` and
 * runs the effects; it decides nothing.
 */
export function withdrawalStep(flow: WithdrawalFlow, event: WithdrawalEvent): Transition {
  const { step } = flow;
  switch (event.type) {
    case 'reviewed': {
      if (step.kind !== 'form') return stay(flow);
      const request = flow.unsure && sameQuote(flow.unsure, event.quote, event.fresh) ? flow.unsure : event.fresh;
      return stay({ ...flow, notice: null, step: { kind: 'review', quote: event.quote, request, bankData: event.bankData } });
    }
    case 'confirm': {
      if (step.kind !== 'review' && step.kind !== 'unknown' && step.kind !== 'offline' && step.kind !== 'refused') return stay(flow);
      const reviewed: Reviewed = { quote: step.quote, request: step.request, bankData: step.bankData };
      if (step.kind === 'review') return stay({ ...flow, step: { kind: 'holding', until: event.at + HOLD_MS, ...reviewed } });
      return stay({ ...flow, step: { kind: 'confirming', retry: true, ...reviewed } });
    }
    case 'release':
      if (step.kind !== 'holding') return stay(flow);
      return stay({
        ...flow,
        step: { kind: 'confirming', retry: false, quote: step.quote, request: step.request, bankData: step.bankData },
      });
    case 'undo':
      return step.kind === 'holding' ? stay({ ...flow, notice: null, step: { kind: 'form', undone: step.quote } }) : stay(flow);
    case 'left':
      return step.kind === 'holding' ? stay({ ...flow, notice: null, step: { kind: 'form' } }) : stay(flow);
    case 'checked':
      return step.kind === 'confirming' ? checked(flow, step, event) : stay(flow);
    case 'checkFailed': {
      if (step.kind !== 'confirming') return stay(flow);
      const reviewed: Reviewed = { quote: step.quote, request: step.request, bankData: step.bankData };
      // Nothing left for the withdrawal: offline says so; any other failure leaves the review to confirm again.
      if (event.error.code === 'offline') return stay({ ...flow, step: { kind: 'offline', ...reviewed } });
      const error = event.error.code === 'another_customer' ? event.error : { code: 'payout_check_failed' as const };
      return stay({ ...flow, step: { kind: 'refused', error, ...reviewed } });
    }
    case 'answered':
      return step.kind === 'confirming' ? answered(flow, step, event.result) : stay(flow);
    case 'edit':
      if (step.kind === 'form' || step.kind === 'holding' || step.kind === 'confirming' || step.kind === 'done') return stay(flow);
      return stay({ ...flow, notice: null, step: { kind: 'form' } });
    case 'methodsChanged':
      // Only a review that has not been sent can be outdated: an unknown or offline one is the request
      // as it went out (and the method list is locked while any review is shown).
      if (
        (step.kind === 'review' || step.kind === 'holding' || step.kind === 'refused') &&
        !sameDestination(step.bankData, event.bankData, step.request.method)
      ) {
        return stay({ ...flow, notice: { code: 'payout_method_changed', onAmount: false }, step: { kind: 'form' } });
      }
      return stay(flow);
    case 'another':
      return step.kind === 'done' ? stay({ ...flow, notice: null, step: { kind: 'form' } }) : stay(flow);
  }
}

/** The steps in which the payout methods must not change underneath the customer. */
export const locksMethods = (step: WithdrawalStep): boolean => step.kind !== 'form' && step.kind !== 'done';
