import type { Bin } from './bin';
import { romajiVariants, toHiragana } from './kana';

/**
 * What a market's order and its search need of its bins: text alone, in columns (one list per field,
 * by position), so that a worker can be given it cheaply (issue 21, point 6: with 50,000 bins, sorting
 * and folding took half a second of the main thread, and lists of strings cross to a worker three
 * times faster than as many objects).
 */
export interface BinKeys {
  readonly ids: readonly string[];
  readonly retailers: readonly string[];
  readonly details: readonly string[];
  readonly cities: readonly (string | undefined)[];
  readonly readings: readonly (string | undefined)[];
}

export const keysOf = (bins: readonly Bin[]): BinKeys => ({
  ids: bins.map((b) => b.id),
  retailers: bins.map((b) => b.retailer.name),
  details: bins.map((b) => b.details),
  cities: bins.map((b) => b.city),
  readings: bins.map((b) => b.reading),
});

/** A market's bins made ready for the list: their order and the words each is found by, by position in the answer. */
export interface BinIndex {
  /**
   * The positions of the bins in the market's order: by city (its reading where the server gives one:
   * Japanese lists go by the kana order, which kanji do not follow), a bin whose city the server does
   * not name after those it does; then retailer and details in the customer's language; then id, so
   * that the order never depends on the server's.
   */
  readonly order: Int32Array;
  /** Each bin's words as a search compares them (`fold`), by position. */
  readonly texts: readonly string[];
}

/**
 * Text as it is compared: no Latin accents, one case, full-width letters and digits as plain ones
 * ("Ｔｏｋｙｏ" → "tokyo"), katakana as hiragana (シブヤ → しぶや), and no dash between digits (a
 * post code typed 1500001 finds 〒150-0001). Kana keep their voicing marks (only U+0300–U+036F are dropped).
 */
export const fold = (text: string): string =>
  toHiragana(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(\d)[-\u2010-\u2015\u2212\u30fc](?=\d)/g, '$1');

/** A bin's words as searched: its retailer, details and city, and its reading with its romaji. */
export function searchText(bin: Pick<Bin, 'details' | 'city' | 'reading'> & { readonly retailer: string }): string {
  const reading = bin.reading ? [bin.reading, ...romajiVariants(bin.reading)] : [];
  return fold([bin.retailer, bin.details, bin.city ?? '', ...reading].join(' '));
}

export const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Each value's rank among the distinct values (equal for values the comparison finds equal; an absent
 * value after every other): sorting a market's few hundred cities once, then comparing numbers, is
 * what lets 50,000 bins be ordered with a few comparisons of text each.
 */
function ranks(values: readonly (string | undefined)[], compare: (a: string, b: string) => number): Int32Array {
  const distinct = [...new Set(values.filter((v): v is string => v !== undefined))].sort(compare);
  const rankOf = new Map<string, number>();
  distinct.forEach((value, i) => {
    const previous = distinct[i - 1];
    rankOf.set(value, previous !== undefined && compare(previous, value) === 0 ? (rankOf.get(previous) ?? i) : i);
  });
  return Int32Array.from(values, (v) => (v === undefined ? distinct.length : (rankOf.get(v) ?? distinct.length)));
}

/** The market's order and search words of these bins (a pure rule: the same in a worker as here). */
export function indexBins(keys: BinKeys, locale: string): BinIndex {
  const { ids, retailers, details, cities, readings } = keys;
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const compare = (a: string, b: string) => (a === b ? 0 : collator.compare(a, b));
  const city = ranks(
    ids.map((_, i) => readings[i] ?? cities[i]),
    compare,
  );
  const retailer = ranks(retailers, compare);
  const order = Int32Array.from(ids, (_, i) => i).sort(
    (a, b) =>
      (city[a] ?? 0) - (city[b] ?? 0) ||
      (retailer[a] ?? 0) - (retailer[b] ?? 0) ||
      compare(details[a] ?? '', details[b] ?? '') ||
      compareIds(ids[a] ?? '', ids[b] ?? ''),
  );
  const texts = ids.map((_, i) =>
    searchText({ retailer: retailers[i] ?? '', details: details[i] ?? '', city: cities[i], reading: readings[i] }),
  );
  return { order, texts };
}
