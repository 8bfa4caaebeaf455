import type { Bin } from './bin';
import { isUnavailable, shownStatus } from './bin-status';
import type { GeoPoint } from './country';
import { romajiVariants, toHiragana } from './kana';

/** The mean Earth radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  // The great-circle angle by Vincenty's formula on the sphere: accurate at every distance, where
  // the haversine's asin loses about 0.1 m near the antipodes (enough to break the triangle inequality).
  const [lat1, lat2] = [radians(a.lat), radians(b.lat)];
  const dLng = radians(b.lng - a.lng);
  const y = Math.hypot(Math.cos(lat2) * Math.sin(dLng), Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng));
  const x = Math.sin(lat1) * Math.sin(lat2) + Math.cos(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return EARTH_RADIUS_KM * Math.atan2(y, x);
}

export type Retailer = Bin['retailer'];

/** Each retailer once, by name in the customer's language (then by id, so two shops of one name keep an order). */
export function retailersOf(bins: readonly Bin[], locale: string): Retailer[] {
  const byId = new Map<string, Retailer>();
  for (const bin of bins) if (!byId.has(bin.retailer.id)) byId.set(bin.retailer.id, bin.retailer);
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...byId.values()].sort((a, b) => collator.compare(a.name, b.name) || compareIds(a.id, b.id));
}

export interface BinQuery {
  /** Only this retailer's bins; null for all. */
  readonly retailerId: string | null;
  /** The customer's position: the nearest bins first, each with its distance. Null: by retailer, then details. */
  readonly origin: GeoPoint | null;
  /** Words the bin's retailer or details must all contain (a town, a street, a shop), in any case or accent. */
  readonly text?: string;
  /**
   * "Accepting returns now" (issue 21, point 2): set to now, it hides the bins shown as full or out of
   * order at that time; bins with no status, an unknown one or a stale one stay (nothing says they are not).
   */
  readonly acceptingAt?: Date | null;
}

/**
 * Text as it is compared: no Latin accents, one case, full-width letters and digits as plain ones
 * ("Ｔｏｋｙｏ" → "tokyo"), katakana as hiragana (シブヤ → しぶや), and no dash between digits (a
 * post code typed 1500001 finds 〒150-0001). Kana keep their voicing marks (only U+0300–U+036F are dropped).
 */
const fold = (text: string) =>
  toHiragana(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(\d)[-\u2010-\u2015\u2212\u30fc](?=\d)/g, '$1');

const folded = new WeakMap<Bin, string>();
function searchable(bin: Bin): string {
  let text = folded.get(bin);
  if (text === undefined) {
    const reading = bin.reading ? [bin.reading, ...romajiVariants(bin.reading)] : [];
    text = fold([bin.retailer.name, bin.details, bin.city ?? '', ...reading].join(' '));
    folded.set(bin, text);
  }
  return text;
}

/** The words of a search, folded; none for blank text. */
const searchWords = (text: string): string[] => fold(text).split(/\s+/).filter(Boolean);

export interface BinMatch {
  readonly bin: Bin;
  /** From the customer's position, in kilometres; null while it is unknown. */
  readonly distanceKm: number | null;
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What orders a bin by city: its reading where the server gives one (Japanese lists go by the kana
 * order, which kanji do not follow: 大阪 おおさか before 東京 とうきょう), else its city.
 */
const cityOrder = (bin: Bin): string | undefined => bin.reading ?? bin.city;

/** By city in the customer's language; a bin whose city the server does not name comes after those it does. */
const compareCities = (a: string | undefined, b: string | undefined, compare: (a: string, b: string) => number) =>
  a === undefined || b === undefined ? Number(a === undefined) - Number(b === undefined) : compare(a, b);

/**
 * The bins the locator lists and pins: one retailer's or all, those whose words match, nearest first when the customer's
 * position is known, else by city (when the server names it), retailer and details (an order a customer can predict and
 * scan, whatever part of the map is on screen). Ties are broken by id, so the order never depends on the server's.
 */
export function searchBins(bins: readonly Bin[], query: BinQuery, locale: string): BinMatch[] {
  const { retailerId, origin, acceptingAt } = query;
  const words = searchWords(query.text ?? '');
  const accepting = (bin: Bin) => !acceptingAt || !isUnavailable(shownStatus(bin.status, acceptingAt)?.state);
  // Without a position, the order is the market's, sorted once: filtering keeps it.
  const from = origin ? bins : inCityOrder(bins, locale);
  const kept =
    retailerId === null && words.length === 0 && !acceptingAt
      ? from
      : from.filter(
          (bin) =>
            (retailerId === null || bin.retailer.id === retailerId) && words.every((w) => searchable(bin).includes(w)) && accepting(bin),
        );
  if (origin) {
    return kept
      .map((bin) => ({ bin, distanceKm: distanceKm(origin, bin) }))
      .sort((a, b) => a.distanceKm - b.distanceKm || compareIds(a.bin.id, b.bin.id));
  }
  return kept.map((bin) => ({ bin, distanceKm: null }));
}

const byCity = new WeakMap<readonly Bin[], Map<string, readonly Bin[]>>();

/**
 * A market's bins by city, retailer and details, sorted once per answer and language (50,000 bins
 * take half a second to sort): each search then filters this order, which keeps it.
 */
function inCityOrder(bins: readonly Bin[], locale: string): readonly Bin[] {
  let orders = byCity.get(bins);
  if (!orders) byCity.set(bins, (orders = new Map()));
  let ordered = orders.get(locale);
  if (!ordered) {
    const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    const compare = (a: string, b: string) => (a === b ? 0 : collator.compare(a, b));
    ordered = [...bins].sort(
      (a, b) =>
        compareCities(cityOrder(a), cityOrder(b), compare) ||
        compare(a.retailer.name, b.retailer.name) ||
        compare(a.details, b.details) ||
        compareIds(a.id, b.id),
    );
    orders.set(locale, ordered);
  }
  return ordered;
}
