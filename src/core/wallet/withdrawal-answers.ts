import type { DomainError, ErrorCode } from '../shared/domain-error';
import type { Result } from '../shared/result';
import { sendOutcome } from '../shared/send-outcome';
import { sameDestination } from './payout-destination';
import type { WithdrawalReceipt } from './withdrawal';
import type { Reviewed, Transition, WithdrawalEvent, WithdrawalFlow, WithdrawalStep } from './withdrawal-flow';

// How the withdrawal's state machine (withdrawal-flow.ts) takes what came back while it was sent: the
// destination checked just before sending (issue 42), and the server's answer.

export const stay = (flow: WithdrawalFlow): Transition => ({ flow, effects: [] });

/** Refusals about the amount: back on the form, said under the amount. */
const AMOUNT_REFUSALS: readonly ErrorCode[] = ['amount_invalid', 'amount_below_minimum'];
/** Refusals about something on the form: back on it, said above the button. */
const FORM_REFUSALS: readonly ErrorCode[] = [
  'withdrawal_terms_changed',
  'email_not_verified',
  'payout_method_not_set_up',
  // The server would pay another destination than the one reviewed (issue 42): nothing was made.
  'payout_method_changed',
];

/**
 * The destination checked just before sending: the same, and the request goes (the flow is unchanged);
 * changed, and nothing is sent: the review is shown again for the new default method, the change
 * pointed out — or, with no method set up any more, the form says so.
 */
export function checked(
  flow: WithdrawalFlow,
  step: Extract<WithdrawalStep, { kind: 'confirming' }>,
  event: Extract<WithdrawalEvent, { type: 'checked' }>,
): Transition {
  if (sameDestination(step.bankData, event.bankData, step.request.method)) return stay(flow);
  if (event.fresh === null) return stay({ ...flow, notice: { code: 'payout_method_not_set_up', onAmount: false }, step: { kind: 'form' } });
  const quote = { ...step.quote, method: event.fresh.method };
  return stay({ ...flow, step: { kind: 'review', quote, request: event.fresh, bankData: event.bankData, changedFrom: step.bankData } });
}

export function answered(
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
  // The balance was enough when the review was made: it changed meanwhile (another tab, another
  // device). Said as such, above the form or what replaces it once the new balance is read (issue 42).
  if (amountCode === 'amount_above_balance') {
    return {
      flow: { step: { kind: 'form' }, unsure: cleared, notice: { code: 'withdrawal_balance_changed', onAmount: false } },
      effects: ['refreshBalance'],
    };
  }
  if (code === 'invalid_input' || AMOUNT_REFUSALS.includes(code)) {
    return {
      flow: { step: { kind: 'form' }, unsure: cleared, notice: { code: amountCode, onAmount: true } },
      effects: [],
    };
  }
  if (FORM_REFUSALS.includes(code)) {
    return {
      flow: { step: { kind: 'form' }, unsure: cleared, notice: { code, onAmount: false } },
      effects: code === 'withdrawal_terms_changed' ? ['reloadTerms'] : code === 'payout_method_changed' ? ['reloadMethods'] : [],
    };
  }
  return stay({ ...flow, unsure: cleared, step: { kind: 'refused', error: result.error, ...reviewed } });
}
