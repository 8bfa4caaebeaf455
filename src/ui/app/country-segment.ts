import { isLocale, localeForCountrySegment, type Locale } from '../../core/content/locale';

export interface CountryEntryRedirect {
  /** The language to switch to and remember. */
  readonly locale: Locale;
  /** The same address without the country segment, query kept. */
  readonly target: string;
}

/**
 * "/fr/faq" → French, then "/faq". Routes may start with a country segment (spec §2):
 * when it names a market and no `locale` query parameter is present, that market's
 * first locale is used. A valid `locale` parameter wins over the segment. Returns null
 * when the path has no country segment.
 */
export function countryEntryRedirect(pathname: string, search: string): CountryEntryRedirect | null {
  const [, first = '', ...rest] = pathname.split('/');
  const fromSegment = first ? localeForCountrySegment(first) : null;
  if (!fromSegment) return null;
  const params = new URLSearchParams(search);
  const requested = params.get('locale');
  const locale = isLocale(requested) ? requested : fromSegment;
  const query = params.toString();
  return { locale, target: `/${rest.join('/')}${query ? `?${query}` : ''}` };
}

/** The language the first screen should be in: the URL's country or locale, else the saved one. */
export function initialLocale(pathname: string, search: string, saved: Locale | null): Locale | null {
  const entry = countryEntryRedirect(pathname, search);
  if (entry) return entry.locale;
  const requested = new URLSearchParams(search).get('locale');
  return isLocale(requested) ? requested : saved;
}
