import type { DomainError, ErrorCode } from '../shared/domain-error';
import type { Result } from '../shared/result';
import { sendOutcome, type UnknownReason } from '../shared/send-outcome';
import type { BankData } from './payout-method';
import type { WithdrawalQuote, WithdrawalReceipt, WithdrawalRequest } from './withdrawal';

/** A reviewed withdrawal: what the customer saw (the quote, the payout method as it was) and what is sent. */
export interface Reviewed {
  readonly quote: WithdrawalQuote;
  readonly request: WithdrawalRequest;
  /** The payout methods the review named: the request may only go out to these. */
  readonly bankData: BankData;
}

/**
 * Where a withdrawal stands (issue 17): `form → review → confirming → done | unknown | refused | offline`.
 * - `unknown`: sent, and no usable answer came: it may have been made. Only the same request (same
 *   idempotency key) is offered again.
 * - `offline`: nothing left the device; the same request is offered again.
 * - `refused`: the server said no to this request, for a reason that leaves the review standing
 *   (too many attempts, an unexpected refusal); refusals about the amount, the terms, the email or the
 *   method go back to the form with their reason instead.
 */
export type WithdrawalStep =
  | { readonly kind: 'form' }
  | ({ readonly kind: 'review' } & Reviewed)
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
  | 'reloadTerms';

export type WithdrawalEvent =
  /** The customer's amount passed the checks: `fresh` is a new request for it (a new key). */
  | { readonly type: 'reviewed'; readonly quote: WithdrawalQuote; readonly fresh: WithdrawalRequest; readonly bankData: BankData }
  | { readonly type: 'confirm' }
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

/** Refusals about the amount: back on the form, said under the amount. */
const AMOUNT_REFUSALS: readonly ErrorCode[] = ['amount_invalid', 'amount_above_balance', 'amount_below_minimum'];
/** Refusals about something on the form: back on it, said above the button. */
const FORM_REFUSALS: readonly ErrorCode[] = ['withdrawal_terms_changed', 'email_not_verified', 'payout_method_not_set_up'];

const sameQuote = (request: WithdrawalRequest, quote: WithdrawalQuote) =>
  request.method === quote.method &&
  request.amount.amount === quote.amount.amount &&
  request.amount.currency === quote.amount.currency &&
  request.fee.amount === quote.fee.amount;

/** Whether the request would still go where the review said: same default method, same saved details. */
function sameDestination(reviewed: BankData, now: BankData, method: WithdrawalRequest['method']): boolean {
  return now.default === reviewed.default && JSON.stringify(now.types[method] ?? null) === JSON.stringify(reviewed.types[method] ?? null);
}

const stay = (flow: WithdrawalFlow): Transition => ({ flow, effects: [] });

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
      const request = flow.unsure && sameQuote(flow.unsure, event.quote) ? flow.unsure : event.fresh;
      return stay({ ...flow, notice: null, step: { kind: 'review', quote: event.quote, request, bankData: event.bankData } });
    }
    case 'confirm': {
      if (step.kind !== 'review' && step.kind !== 'unknown' && step.kind !== 'offline' && step.kind !== 'refused') return stay(flow);
      const retry = step.kind !== 'review';
      return stay({ ...flow, step: { kind: 'confirming', retry, quote: step.quote, request: step.request, bankData: step.bankData } });
    }
    case 'answered':
      return step.kind === 'confirming' ? answered(flow, step, event.result) : stay(flow);
    case 'edit':
      if (step.kind === 'form' || step.kind === 'confirming' || step.kind === 'done') return stay(flow);
      return stay({ ...flow, notice: null, step: { kind: 'form' } });
    case 'methodsChanged':
      // Only a review that has not been sent can be outdated: an unknown or offline one is the request
      // as it went out (and the method list is locked while any review is shown).
      if ((step.kind === 'review' || step.kind === 'refused') && !sameDestination(step.bankData, event.bankData, step.request.method)) {
        return stay({ ...flow, notice: { code: 'payout_method_changed', onAmount: false }, step: { kind: 'form' } });
      }
      return stay(flow);
    case 'another':
      return step.kind === 'done' ? stay({ ...flow, notice: null, step: { kind: 'form' } }) : stay(flow);
  }
}

function answered(
  flow: WithdrawalFlow,
  step: Extract<WithdrawalStep, { kind: 'confirming' }>,
  result: Result<WithdrawalReceipt, DomainError>,
): Transition {
  const reviewed: Reviewed = { quote: step.quote, request: step.request, bankData: step.bankData };
  if (result.ok)
    return { flow: { step: { kind: 'done', receipt: result.value, ...reviewed }, unsure: null, notice: null }, effects: ['withdrawn'] };
  const outcome = sendOutcome(result.error);
  if (outcome.kind === 'offline') return stay({ ...flow, step: { kind: 'offline', ...reviewed } });
  if (outcome.kind === 'unknown') {
    return {
      flow: { ...flow, unsure: step.request, step: { kind: 'unknown', reason: outcome.reason, ...reviewed } },
      effects: ['refreshBalance'],
    };
  }
  // A refusal is not kept under the key (docs/api-contract.md): this request was not made.
  const cleared = flow.unsure?.idempotencyKey === step.request.idempotencyKey ? null : flow.unsure;
  const { code } = result.error;
  const amountCode = code === 'invalid_input' ? (result.error.fields?.amount ?? 'amount_invalid') : code;
  if (code === 'invalid_input' || AMOUNT_REFUSALS.includes(code)) {
    return {
      flow: { step: { kind: 'form' }, unsure: cleared, notice: { code: amountCode, onAmount: true } },
      effects: code === 'amount_above_balance' ? ['refreshBalance'] : [],
    };
  }
  if (FORM_REFUSALS.includes(code)) {
    return {
      flow: { step: { kind: 'form' }, unsure: cleared, notice: { code, onAmount: false } },
      effects: code === 'withdrawal_terms_changed' ? ['reloadTerms'] : [],
    };
  }
  return stay({ ...flow, unsure: cleared, step: { kind: 'refused', error: result.error, ...reviewed } });
}

/** The steps in which the payout methods must not change underneath the customer. */
export const locksMethods = (step: WithdrawalStep): boolean => step.kind !== 'form' && step.kind !== 'done';
