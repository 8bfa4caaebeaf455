import { localeForCountrySegment, type Locale } from '../../core/content/locale';
import { requestedLocale } from '../../core/content/requested-locale';
import { safeReturnPath } from './return-path';

export interface CountryEntryRedirect {
  /** The language to switch to and remember. */
  readonly locale: Locale;
  /** The same address without the country segment, query kept; "/" when that would not be a safe path of the app. */
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
  const market = first ? localeForCountrySegment(first) : null;
  if (!market) return null;
  const locale = requestedLocale(pathname, search) ?? market;
  const query = new URLSearchParams(search).toString();
  // "/uk//evil.com/x" must not become "//evil.com/x": the target is checked like a return path.
  const target = safeReturnPath(`/${rest.join('/')}${query ? `?${query}` : ''}`) ?? '/';
  return { locale, target };
}
