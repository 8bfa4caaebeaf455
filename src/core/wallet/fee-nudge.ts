import type { Locale } from '../content/locale';
import { compare, subtract, type Money } from '../shared/money';
import { parseAmount } from './amount';
import type { AppliedTerms } from './applied-terms';
import { feeFor } from './withdrawal';

/**
 * What the fee costs the amount being typed, before it is reviewed (issue 47 point 6): the fee, and —
 * when the balance allows it — how much more would make the request one that pays none. Only a hint:
 * the customer can still withdraw the amount, fee and all.
 */
export interface FeeNudge {
  readonly fee: Money;
  /** From this amount on, no fee. */
  readonly waivedFrom: Money;
  /** What would have to be added to reach `waivedFrom`; null when the balance does not reach it. */
  readonly more: Money | null;
}

/** Whether the terms charge a fee that a larger request avoids: the only terms with a nudge. */
export const waivesFee = (terms: Pick<AppliedTerms, 'fee' | 'feeWaivedFrom'>): boolean =>
  terms.feeWaivedFrom !== null && terms.fee.amount > 0;

/**
 * The nudge for `text` typed as an amount in `locale`: null where the terms charge no fee or waive
 * none, and while the text is not yet an amount above zero, or is one that pays no fee.
 */
export function feeNudge(
  text: string,
  locale: Locale,
  balance: Money,
  terms: Pick<AppliedTerms, 'fee' | 'feeWaivedFrom'>,
): FeeNudge | null {
  const waivedFrom = terms.feeWaivedFrom;
  if (!waivedFrom || !waivesFee(terms) || balance.currency !== terms.fee.currency) return null;
  const amount = parseAmount(text, balance.currency, locale);
  if (!amount.ok) return null;
  const fee = feeFor(amount.value, terms);
  if (fee.amount === 0) return null;
  return { fee, waivedFrom, more: compare(balance, waivedFrom) >= 0 ? subtract(waivedFrom, amount.value) : null };
}
