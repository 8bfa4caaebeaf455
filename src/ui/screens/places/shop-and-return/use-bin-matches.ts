import { useMemo } from 'react';
import type { Locale } from '../../../../core/content/locale';
import type { Bin } from '../../../../core/places/bin';
import { keptBins, retailersOf, searchBins, type BinMatch, type BinQuery } from '../../../../core/places/bin-search';
import { pinMaker } from './bin-pin';
import { useBinIndex } from './use-bin-index';
import { useNow } from './use-now';
import { useStatusWords } from './status-words';

/**
 * The bins the locator pins and lists for the customer's filters (core's `keptBins` and `searchBins`),
 * each with its status in words as of now; "accepting returns now" asks core for the bins taking
 * returns at this minute. The pins need no order and come with the bins; the list comes with the
 * market's index (`matches` is null until a large market's first one is made, use-bin-index.ts).
 */
export function useBinMatches(
  bins: readonly Bin[],
  query: Omit<BinQuery, 'acceptingAt'> & { readonly acceptingOnly: boolean },
  locale: Locale,
) {
  const { retailerId, origin, text = '', acceptingOnly } = query;
  const now = useNow();
  const statusOf = useStatusWords(locale, now);
  const acceptingAt = acceptingOnly ? now : null;
  const retailers = useMemo(() => retailersOf(bins, locale), [bins, locale]);
  /** Some bin has a status (assumed field): the filter and the words are shown; else the locator is as without them. */
  const hasStatus = useMemo(() => bins.some((b) => b.status !== undefined), [bins]);
  const indexed = useBinIndex(bins, locale);
  const current = indexed?.bins === bins ? indexed.index : null;
  const kept = useMemo(
    () => keptBins(bins, { retailerId, text, acceptingAt }, current?.texts),
    [bins, retailerId, text, acceptingAt, current],
  );
  /** The bins kept, as the server gave them. */
  const found = useMemo(() => (kept ? bins.filter((_, i) => kept[i]) : bins), [bins, kept]);
  const pinOf = useMemo(() => pinMaker(statusOf), [statusOf]);
  const pins = useMemo(() => found.map(pinOf), [found, pinOf]);
  const matches = useMemo(() => {
    const q = { retailerId, origin, text, acceptingAt };
    if (origin || current || !indexed) return searchBins(bins, q, current, kept);
    // Read again, the new answer's index is not made yet: the list stays as the last one made showed it.
    return searchBins(indexed.bins, q, indexed.index);
  }, [bins, kept, current, indexed, retailerId, origin, text, acceptingAt]);
  return { found, matches, pins, statusOf, retailers, hasStatus };
}

/**
 * The bin the address names, and where it is in the list (-1 when it is not listed): while a large
 * market's list is being ordered, the bin among those kept, so that a shared link opens it at once.
 */
export function choiceOf(id: string | null, matches: readonly BinMatch[] | null, kept: readonly Bin[]) {
  if (id === null) return { selected: null, selectedIndex: -1 };
  if (!matches) {
    const bin = kept.find((b) => b.id === id);
    return { selected: bin ? { bin, distanceKm: null } : null, selectedIndex: -1 };
  }
  const selectedIndex = matches.findIndex((m) => m.bin.id === id);
  return { selected: matches[selectedIndex] ?? null, selectedIndex };
}
