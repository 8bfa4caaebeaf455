import type { Money } from '../shared/money';
import type { Locale } from '../content/locale';
import type { DomainError } from '../shared/domain-error';
import type { Result } from '../shared/result';
import type { BankData, PayoutMethod } from './payout-method';

/**
 * What the server says a withdrawal costs and needs, for the customer's market (spec §5: the minimum is
 * "filled at runtime"; spec §9: in Japan a fee of 249 yen on requests under 8800 yen). Read from
 * `GET /api/v2/withdrawals/terms`, so the review step shows exactly what the server will charge.
 */
export interface WithdrawalTerms {
  /** The smallest amount that can be requested. */
  readonly minimum: Money;
  /** Deducted from the amount requested; zero where there is none. */
  readonly fee: Money;
  /** Requests of this amount or more pay no fee; null when the fee always applies. */
  readonly feeWaivedFrom: Money | null;
}

/** What the customer reviews before confirming: amount taken from the balance, fee, what arrives, and where. */
export interface WithdrawalQuote {
  readonly amount: Money;
  readonly fee: Money;
  /** amount − fee: what the payout method receives. */
  readonly net: Money;
  readonly method: PayoutMethod;
}

/**
 * One withdrawal as sent: the reviewed quote plus the key that makes it happen once. The key is made
 * when the customer reaches the review step and kept for every retry of that same request.
 */
export interface WithdrawalRequest {
  readonly amount: Money;
  readonly fee: Money;
  readonly method: PayoutMethod;
  readonly idempotencyKey: string;
}

/** The server's answer: the new withdrawal (pending) and the balance after it. */
export interface WithdrawalReceipt {
  readonly id: string;
  readonly balance: Money;
}

/** The fee a request of this amount pays under these terms. */
export function feeFor(amount: Money, terms: WithdrawalTerms): Money {
  void amount;
  void terms;
  throw new Error('not implemented yet (issue 9)');
}

export interface QuoteInput {
  /** What the customer typed. */
  readonly text: string;
  readonly locale: Locale;
  readonly balance: Money;
  readonly terms: WithdrawalTerms;
  readonly bankData: BankData;
  readonly emailVerified: boolean;
}

/**
 * The review of a withdrawal, or why it cannot be asked for: a verified email (spec §8), a default
 * method that is set up, and an amount (`invalid_input`, field `amount`) that parses, is above zero,
 * not above the balance, at least the minimum, and leaves something once the fee is taken.
 */
export function quoteWithdrawal(
  input: QuoteInput,
): Result<WithdrawalQuote, DomainError<'invalid_input' | 'email_not_verified' | 'payout_method_not_set_up'>> {
  void input;
  throw new Error('not implemented yet (issue 9)');
}
