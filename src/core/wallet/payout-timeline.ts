import { arrivalEstimate, isPastEstimate, type ArrivalEstimate } from './payout-arrival';
import type { Transaction } from './transaction';
import { isReturnedWithdrawal } from './transaction-view';

// Where a withdrawal is (issue 47 point 2): its steps from the request to the money paid, or back in
// the balance, and while it is pending, when it should usually arrive.

/** A step's state, said in words on the screen (not by colour alone). */
export type StepState = 'done' | 'current' | 'toCome';

/**
 * The steps: `requested`; `sent` (handed to the payout provider), only when the server reports it
 * at all; then `paid`, or `returned` (not paid out: the money is back in the balance).
 */
export type StepKind = 'requested' | 'sent' | 'paid' | 'returned';

export interface PayoutStep {
  readonly kind: StepKind;
  readonly state: StepState;
  /** When it happened, when the server says; null otherwise (and for a step to come). */
  readonly at: Date | null;
}

export interface PayoutTimeline {
  readonly steps: readonly PayoutStep[];
  /** While pending: when it should usually arrive (from its sending when known, else its request). */
  readonly estimate: ArrivalEstimate | null;
  /** Still pending after the end of its estimated day. */
  readonly overdue: boolean;
}

type Withdrawal = Pick<Transaction, 'category' | 'status' | 'createdAt' | 'amount' | 'method' | 'sentAt' | 'settledAt'>;

/** A withdrawal's timeline at `now`; null for anything but a withdrawal. */
export function payoutTimeline(tx: Withdrawal, now: Date): PayoutTimeline | null {
  if (tx.category !== 'WITHDRAWAL') return null;
  const pending = tx.status === 'PENDING';
  const sent = tx.sentAt ?? null;
  const steps: PayoutStep[] = [{ kind: 'requested', state: 'done', at: tx.createdAt }];
  // The server says nothing of the sending (undefined): the step is left out rather than guessed. A
  // withdrawal returned before it was sent never had it.
  if (tx.sentAt !== undefined && !(isReturnedWithdrawal(tx) && sent === null)) {
    steps.push({ kind: 'sent', state: sent !== null || !pending ? 'done' : 'current', at: sent });
  }
  const settledAt = tx.settledAt ?? null;
  if (isReturnedWithdrawal(tx)) steps.push({ kind: 'returned', state: 'done', at: settledAt });
  else if (tx.status === 'COMPLETED') steps.push({ kind: 'paid', state: 'done', at: settledAt });
  else steps.push({ kind: 'paid', state: tx.sentAt === null ? 'toCome' : 'current', at: null });

  const estimate = pending ? arrivalEstimate(tx.amount.currency, tx.method, sent ?? tx.createdAt) : null;
  return { steps, estimate, overdue: estimate !== null && isPastEstimate(estimate, now) };
}
