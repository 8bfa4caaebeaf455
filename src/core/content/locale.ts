import type { Currency } from '../shared/money';
import { DEFAULT_LOCALE, LOCALES } from './locale-list.js';

// Declared in a plain data module that the Node scripts read too (the nginx locale map).
export { DEFAULT_LOCALE, LOCALES };
export type Locale = (typeof LOCALES)[number];

/** The country code the API expects: the locale's region, lowercased, with gb sent as uk (spec §7). */
export type CountryCode = 'us' | 'uk' | 'ca' | 'fr' | 'jp';
export const COUNTRY_CODES: readonly CountryCode[] = ['us', 'uk', 'ca', 'fr', 'jp'];

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Any text to a supported locale; unknown or missing falls back to fr-FR. */
export function resolveLocale(value: string | null | undefined): Locale {
  if (!value) return DEFAULT_LOCALE;
  const exact = LOCALES.find((l) => l.toLowerCase() === value.toLowerCase());
  return exact ?? DEFAULT_LOCALE;
}

export function countryCodeOf(locale: Locale): CountryCode {
  const region = locale.split('-')[1]?.toLowerCase() ?? '';
  return (region === 'gb' ? 'uk' : region) as CountryCode;
}

/** The language part of a locale ("fr-FR" → "fr"), which the consent banner speaks. */
export const languageOf = (locale: Locale): string => locale.split('-')[0] ?? locale;

const CURRENCY_BY_COUNTRY: Readonly<Record<CountryCode, Currency>> = {
  us: 'USD',
  uk: 'GBP',
  ca: 'CAD',
  fr: 'EUR',
  jp: 'JPY',
};

export const currencyOf = (country: CountryCode): Currency => CURRENCY_BY_COUNTRY[country];

/**
 * The first locale whose country matches a URL segment ("fr", "uk", "gb", "JP"),
 * or null when the segment names no market. Both uk and gb name the United Kingdom.
 */
export function localeForCountrySegment(segment: string): Locale | null {
  const wanted = segment.toLowerCase() === 'gb' ? 'uk' : segment.toLowerCase();
  return LOCALES.find((l) => countryCodeOf(l) === wanted) ?? null;
}
