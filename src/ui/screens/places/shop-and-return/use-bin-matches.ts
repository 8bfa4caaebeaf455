import { useMemo } from 'react';
import type { Locale } from '../../../../core/content/locale';
import type { Bin } from '../../../../core/places/bin';
import { searchBins, type BinQuery } from '../../../../core/places/bin-search';
import { binPin } from './bin-pin';
import { useNow } from './use-now';
import { useStatusWords } from './status-words';

/**
 * The bins the locator lists and pins for the customer's filters (core's `searchBins`), each with its
 * status in words as of now; "accepting returns now" asks core for the bins taking returns at this minute.
 */
export function useBinMatches(
  bins: readonly Bin[],
  query: Omit<BinQuery, 'acceptingAt'> & { readonly acceptingOnly: boolean },
  locale: Locale,
) {
  const { retailerId, origin, text, acceptingOnly } = query;
  const now = useNow();
  const statusOf = useStatusWords(locale, now);
  const acceptingAt = acceptingOnly ? now : null;
  const matches = useMemo(
    () => searchBins(bins, { retailerId, origin, text: text ?? '', acceptingAt }, locale),
    [bins, retailerId, origin, text, acceptingAt, locale],
  );
  const pins = useMemo(() => matches.map(({ bin }) => binPin(bin, statusOf(bin))), [matches, statusOf]);
  return { matches, pins, statusOf };
}
