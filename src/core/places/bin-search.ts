import type { Bin } from './bin';
import { isUnavailable, shownStatus } from './bin-status';
import type { GeoPoint } from './country';
import { compareIds, fold, searchText, type BinIndex } from './bin-index';

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

/** The filters of the list and the map (issue 21, point 2, for `acceptingAt`). */
export interface BinFilters {
  /** Only this retailer's bins; null for all. */
  readonly retailerId: string | null;
  /** Words the bin's retailer or details must all contain (a town, a street, a shop), in any case or accent. */
  readonly text?: string;
  /**
   * "Accepting returns now" (issue 21, point 2): set to now, it hides the bins shown as full or out of
   * order at that time; bins with no status, an unknown one or a stale one stay (nothing says they are not).
   */
  readonly acceptingAt?: Date | null;
}

export interface BinQuery extends BinFilters {
  /** The customer's position: the nearest bins first, each with its distance. Null: in the market's order. */
  readonly origin: GeoPoint | null;
}

/** A bin's search words when no index gives them yet (the map filters before the list's index is made). */
const folded = new WeakMap<Bin, string>();
function searchable(bin: Bin): string {
  let text = folded.get(bin);
  if (text === undefined) folded.set(bin, (text = searchText({ ...bin, retailer: bin.retailer.name })));
  return text;
}

/** The words of a search, folded; none for blank text. */
const searchWords = (text: string): string[] => fold(text).split(/\s+/).filter(Boolean);

export interface BinMatch {
  readonly bin: Bin;
  /** From the customer's position, in kilometres; null while it is unknown. */
  readonly distanceKm: number | null;
}

/**
 * Which bins the filters keep, by position in the answer (1 kept); null when no filter is set: every
 * bin, as given (the map's pins need no order). `texts` are the index's search words, when it is made.
 */
export function keptBins(bins: readonly Bin[], filters: BinFilters, texts?: readonly string[]): Uint8Array | null {
  const { retailerId, acceptingAt } = filters;
  const words = searchWords(filters.text ?? '');
  if (retailerId === null && words.length === 0 && !acceptingAt) return null;
  const kept = new Uint8Array(bins.length);
  bins.forEach((bin, i) => {
    const text = words.length === 0 ? '' : (texts?.[i] ?? searchable(bin));
    kept[i] = Number(
      (retailerId === null || bin.retailer.id === retailerId) &&
        words.every((w) => text.includes(w)) &&
        (!acceptingAt || !isUnavailable(shownStatus(bin.status, acceptingAt)?.state)),
    );
  });
  return kept;
}

/**
 * The bins the locator lists: those the filters keep (`kept`, worked out here when not given), nearest first
 * when the customer's position is known, else in the market's order (`index`: by city, retailer and details,
 * an order a customer can predict and scan, whatever part of the map is on screen); ties go by id. Null
 * while neither is known (a large market's index is being made).
 */
export function searchBins(
  bins: readonly Bin[],
  query: BinQuery,
  index: BinIndex | null,
  kept: Uint8Array | null = keptBins(bins, query, index?.texts),
): BinMatch[] | null {
  const { origin } = query;
  const matches: BinMatch[] = [];
  if (origin) {
    bins.forEach((bin, i) => {
      if (!kept || kept[i]) matches.push({ bin, distanceKm: distanceKm(origin, bin) });
    });
    return matches.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || compareIds(a.bin.id, b.bin.id));
  }
  if (!index) return null;
  for (const i of index.order) {
    const bin = bins[i];
    if (bin && (!kept || kept[i])) matches.push({ bin, distanceKm: null });
  }
  return matches;
}
