import { toMajorString, MINOR_DIGITS, type Money } from '../../core/shared/money';
import { countryCodeOf, type Locale } from '../../core/content/locale';
import { distanceUnitOf } from '../../core/places/map-view';

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

const KM_PER_MILE = 1.609344;

/**
 * A distance as the market says it: miles in the US and UK, kilometres elsewhere, metres under one
 * kilometre (to the nearest 10 m), one decimal under ten units ("1,2 km", "0.4 mi", "350 m").
 */
export function formatDistance(km: number, locale: Locale): string {
  if (distanceUnitOf(countryCodeOf(locale)) === 'mile') {
    const miles = km / KM_PER_MILE;
    return unitFormat(locale, 'mile', miles < 10 ? 1 : 0).format(Math.max(miles, 0.1));
  }
  if (km < 1) return unitFormat(locale, 'meter', 0).format(Math.round(km * 100) * 10);
  return unitFormat(locale, 'kilometer', km < 10 ? 1 : 0).format(km);
}

const unitFormats = new Map<string, Intl.NumberFormat>();

function unitFormat(locale: Locale, unit: 'mile' | 'meter' | 'kilometer', maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${unit}|${maximumFractionDigits}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits });
    unitFormats.set(key, format);
  }
  return format;
}

const ageFormats = new Map<string, Intl.RelativeTimeFormat>();
const ages = new Map<string, string>();

/** An age as it is said: in minutes under an hour (at least one), hours under two days, days beyond. */
export function ageSaid(ms: number): { readonly value: number; readonly unit: 'minute' | 'hour' | 'day' } {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  return minutes < 60
    ? { value: minutes, unit: 'minute' }
    : hours < 48
      ? { value: hours, unit: 'hour' }
      : { value: Math.floor(hours / 24), unit: 'day' };
}

/** How long ago, as the customer's language says it (`ageSaid`): "20 minutes ago", "il y a 3 heures", "3 日前". */
export function formatAge(ms: number, locale: Locale): string {
  let format = ageFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' });
    ageFormats.set(locale, format);
  }
  const { value, unit } = ageSaid(ms);
  // A list of 50,000 bins says a few hundred ages: each is formatted once.
  const key = `${locale}|${unit}|${value}`;
  let said = ages.get(key);
  if (said === undefined) ages.set(key, (said = format.format(-value, unit)));
  return said;
}
