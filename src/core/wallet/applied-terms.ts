import { currencyOf, type CountryCode } from '../content/locale';
import { money, type Money } from '../shared/money';
import type { WithdrawalTerms } from './withdrawal';

/**
 * The terms the app applies to a withdrawal: the server's (`source: 'server'`), or — when the server
 * has no terms call, which the specification does not list — the specification's own announced rule
 * (`'announced'`): no minimum of the app's own (the server's refusal says it), and in Japan a fee of
 * 249 yen on requests under 8800 yen (spec §9), none elsewhere.
 */
export interface AppliedTerms {
  readonly minimum: Money | null;
  readonly fee: Money;
  readonly feeWaivedFrom: Money | null;
  readonly source: 'server' | 'announced';
}

/** The server's terms, as applied. */
export const serverTerms = (terms: WithdrawalTerms): AppliedTerms => ({ ...terms, source: 'server' });

/** Spec §9: "a fee of 249 yen applies to requests under 8800 yen" (Japanese text); no fee is announced elsewhere. */
export function announcedTerms(country: CountryCode): AppliedTerms {
  const currency = currencyOf(country);
  if (country === 'jp') return { minimum: null, fee: money(249, currency), feeWaivedFrom: money(8800, currency), source: 'announced' };
  return { minimum: null, fee: money(0, currency), feeWaivedFrom: null, source: 'announced' };
}
