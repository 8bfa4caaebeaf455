import { isLocale, localeForCountrySegment, type Locale } from './locale';
import { localeForLanguages } from './visitor-languages.js';

/**
 * The language an address asks for: a valid `locale` query parameter, else the market of a country
 * segment ("/fr/faq" → fr-FR, spec §2); null when it asks for none.
 */
export function requestedLocale(pathname: string, search: string): Locale | null {
  const requested = new URLSearchParams(search).get('locale');
  if (isLocale(requested)) return requested;
  const [, first = ''] = pathname.split('/');
  return first ? localeForCountrySegment(first) : null;
}

/**
 * The language the first screen should be in: the one the address asks for, else the saved choice,
 * else the one the browser's languages ask for (visitor-languages.js); null when none of them names
 * one of ours (the caller falls back to fr-FR).
 */
export const initialLocale = (
  pathname: string,
  search: string,
  saved: Locale | null,
  browserLanguages: readonly string[] = [],
): Locale | null => requestedLocale(pathname, search) ?? saved ?? localeForLanguages(browserLanguages);
