import { compare, money, subtract, type Money } from '../shared/money';
import type { Locale } from '../content/locale';
import type { AppliedTerms } from './applied-terms';
import { domainError, type DomainError, type ErrorCode } from '../shared/domain-error';
import { err, ok, type Result } from '../shared/result';
import { parseAmount } from './amount';
import { defaultMethodOf, type BankData, type PayoutMethod } from './payout-method';

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
  /** The customer it was reviewed by: it is sent only while they are the one signed in (issue 42). */
  readonly customer: string;
  /** Where the review said it would be paid (`payoutDestination`): sent, so that a server can refuse another. */
  readonly destination: string | null;
}

/** The server's answer: the new withdrawal (pending) and the balance after it. */
export interface WithdrawalReceipt {
  readonly id: string;
  readonly balance: Money;
}

/** The fee a request of this amount pays under these terms. */
export function feeFor(amount: Money, terms: Pick<AppliedTerms, 'fee' | 'feeWaivedFrom'>): Money {
  if (amount.currency !== terms.fee.currency) throw new TypeError(`Terms in ${terms.fee.currency} for an amount in ${amount.currency}`);
  if (terms.feeWaivedFrom !== null && compare(amount, terms.feeWaivedFrom) >= 0) return money(0, amount.currency);
  return terms.fee;
}

export interface QuoteInput {
  /** What the customer typed. */
  readonly text: string;
  readonly locale: Locale;
  readonly balance: Money;
  readonly terms: AppliedTerms;
  readonly bankData: BankData;
  readonly emailVerified: boolean;
}

/**
 * The review of a withdrawal, or why it cannot be asked for: a verified email (spec §8), a default
 * method that is set up, and an amount (`invalid_input`, field `amount`) that parses, is above zero,
 * not above the balance, at least the minimum, and leaves something once the fee is taken.
 *
 * The minimum is of the amount requested — what leaves the balance, the fee included — as the
 * server checks it (WD_0005): in Japan ¥1,000 is accepted and ¥751 arrives. The texts say so.
 * Without a known minimum, only the server can refuse a small amount.
 */
export function quoteWithdrawal(
  input: QuoteInput,
): Result<WithdrawalQuote, DomainError<'invalid_input' | 'email_not_verified' | 'payout_method_not_set_up'>> {
  if (!input.emailVerified) return err(domainError('email_not_verified'));
  const method = defaultMethodOf(input.bankData);
  if (method === null) return err(domainError('payout_method_not_set_up'));
  const amount = parseAmount(input.text, input.balance.currency, input.locale);
  if (!amount.ok) return err(amountError(amount.error));
  const fee = feeFor(amount.value, input.terms);
  const net = subtract(amount.value, fee);
  if (compare(amount.value, input.balance) > 0) return err(amountError('amount_above_balance'));
  const { minimum } = input.terms;
  if ((minimum !== null && compare(amount.value, minimum) < 0) || net.amount <= 0) return err(amountError('amount_below_minimum'));
  return ok({ amount: amount.value, fee, net, method });
}

const amountError = (code: ErrorCode): DomainError<'invalid_input'> => ({ code: 'invalid_input', fields: { amount: code } });

/**
 * Whether any amount could be withdrawn from this balance under these terms: at least the minimum
 * (when known) and more than the fee. Below it, the form is not offered (nor "another withdrawal").
 */
export function canWithdrawFrom(balance: Money, terms: AppliedTerms): boolean {
  if (balance.currency !== terms.fee.currency) return false;
  if (terms.minimum !== null && compare(balance, terms.minimum) < 0) return false;
  return balance.amount > 0 && subtract(balance, feeFor(balance, terms)).amount > 0;
}
