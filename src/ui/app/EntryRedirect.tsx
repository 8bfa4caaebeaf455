import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Loading } from '../components/Loading/Loading';
import { useLocale } from '../i18n/use-locale';
import { isLocale } from '../../core/content/locale';
import { countryEntryRedirect } from './country-segment';

/**
 * Handles a leading country segment before any route matches: the language
 * switches (and is remembered) and the address loses the segment. A `locale`
 * query parameter switches and remembers the language too.
 */
export function EntryRedirect({ children }: { readonly children: ReactNode }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { setLocale } = useLocale();
  const entry = countryEntryRedirect(location, search);
  const requested = new URLSearchParams(search).get('locale');
  useEffect(() => {
    if (!entry) return;
    void setLocale(entry.locale).then(() => navigate(entry.target, { replace: true }));
  }, [entry?.locale, entry?.target]); // eslint-disable-line react-hooks/exhaustive-deps
  // A `locale` parameter alone also chooses (and remembers) the language.
  useEffect(() => {
    if (!entry && isLocale(requested)) void setLocale(requested);
  }, [requested]); // eslint-disable-line react-hooks/exhaustive-deps
  return entry ? <Loading /> : <>{children}</>;
}
