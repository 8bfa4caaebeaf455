import { toMajorString, MINOR_DIGITS, type Money } from '../../core/shared/money';
import type { Locale } from '../../core/content/locale';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The formatter of an amount in `currency` as `locale` writes it, made once per pair: a formatter
 * costs far more to make than to use, and a history formats hundreds of amounts (issue 22).
 */
export function moneyFormat(currency: Money['currency'], locale: Locale): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const digits = MINOR_DIGITS[currency];
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Money in the customer's language, from minor units and without floats (Intl reads the decimal string), e.g. 1250 EUR in fr-FR → "12,50 €". */
export function formatMoney(value: Money, locale: Locale): string {
  return moneyFormat(value.currency, locale).format(toMajorString(value) as `${number}`);
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

const countFormats = new Map<Locale, Intl.NumberFormat>();

/** A whole number in the customer's language: 2500 → "2 500" (fr-FR), "2,500" (en, ja). */
export function formatCount(value: number, locale: Locale): string {
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    countFormats.set(locale, format);
  }
  return format.format(value);
}
