import type { Locale } from '../content/locale';
import type { Money, Currency } from '../shared/money';
import type { Result } from '../shared/result';

/** Why a typed amount is not one. */
export type AmountProblem = 'field_required' | 'too_long' | 'amount_invalid' | 'amount_too_precise' | 'amount_not_positive';

/**
 * Reads an amount as the customer types it in their language (decimal separator of the locale,
 * full-width digits, spaces) into integer minor units of the currency — never through floating point.
 */
export function parseAmount(text: string, currency: Currency, locale: Locale): Result<Money, AmountProblem> {
  void text;
  void currency;
  void locale;
  throw new Error('not implemented yet (issue 9)');
}

/** The amount as it would be typed in the locale, without grouping or symbol ("12,50" in French): parseAmount reads it back. */
export function amountInputText(value: Money, locale: Locale): string {
  void value;
  void locale;
  throw new Error('not implemented yet (issue 9)');
}
