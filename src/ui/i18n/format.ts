import { toMajorString, MINOR_DIGITS, type Money } from '../../core/shared/money';
import type { Locale } from '../../core/content/locale';

/** Money in the customer's language, from minor units and without floats (Intl reads the decimal string), e.g. 1250 EUR in fr-FR → "12,50 €". */
export function formatMoney(value: Money, locale: Locale): string {
  const digits = MINOR_DIGITS[value.currency];
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: value.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(toMajorString(value) as `${number}`);
}
