import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Bin } from '../../../../core/places/bin';
import type { CountryEntry } from '../../../../core/places/country';
import { asksForUnknownBin, knownIdsOf, marketOfSharedBin, readLocatorQuery, writeLocatorQuery } from '../../../../core/places/map-view';

/**
 * The address is the selection (spec §2: `?id=&zoom=`): what it asks for among the market's `bins`,
 * the way to share a choice (with its market, issue 44), and what a link to a bin this market does not
 * list is: another market's (offered) or unknown (said). `answered`: the market's bins have come.
 */
export function useLocatorAddress(country: CountryEntry, bins: readonly Bin[], answered: boolean) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const ids = useMemo(() => knownIdsOf(bins), [bins]);
  const asked = useMemo(() => readLocatorQuery(search, ids), [search, ids]);
  const share = (choice: { readonly id: string; readonly zoom: number } | null) => {
    const query = writeLocatorQuery(search, choice && { ...choice, country: country.code });
    navigate(query ? `${path}?${query}` : path, { replace: true });
  };
  return {
    ids,
    asked,
    share,
    /** The address names another market's bin (issue 44, point 7): that market, offered. */
    otherMarket: marketOfSharedBin(search, country.code, answered ? ids : null),
    /** The address names a bin this market does not list (issue 20, point 5): said, with the way to the others. */
    unknownBin: answered && asksForUnknownBin(search, ids),
  };
}
