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

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date in the customer's language, with one cached formatter per locale and options (lists format many dates). */
export function formatDate(value: Date, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format.format(value);
}
