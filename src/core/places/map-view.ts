import { countryCodeOf, localeForCountrySegment, type CountryCode, type Locale } from '../content/locale';

/** The map's zoom levels (spec §9): the world first, then the market, then the street. */
export const MAP_ZOOM = {
  /** What the map opens on, before it flies to the market. */
  initial: 2,
  /** The market as a whole. */
  market: 4,
  /** Around the customer's position, and around a bin chosen in the list. */
  street: 14,
  /** The widest a shared address may ask for. */
  min: 1,
  /**
   * The closest the map zooms, and so the closest a shared address may ask for: the deepest level
   * OpenStreetMap's standard tiles exist at. The view stops there and the tile source asks for
   * nothing deeper (a closer look would only scale the last tiles).
   */
  max: 19,
} as const;

/** What a shared locator address asks for: a bin to open and a zoom level, each only if valid. */
export interface LocatorQuery {
  readonly id: string | null;
  readonly zoom: number | null;
}

/** The bins a market lists, as a link's bin is looked up in them (a set, or a scan of the answer). */
export interface KnownIds {
  has(id: string): boolean;
}

/** A market's ids, looked up one at a time (a link, a tap) by a scan, not a set of 50,000 made with each answer. */
export const knownIdsOf = (bins: readonly { readonly id: string }[]): KnownIds => ({ has: (id) => bins.some((b) => b.id === id) });

/**
 * Whether the address names a bin this market does not list (removed since the link was shared, or
 * another market's): the customer is told, rather than shown the market as if nothing was asked.
 */
export function asksForUnknownBin(search: string, knownIds: KnownIds): boolean {
  const id = new URLSearchParams(search).get('id');
  return id !== null && id.trim() !== '' && !knownIds.has(id);
}

/**
 * Reads `?id=&zoom=` (spec §2). Whatever a link holds, nothing here throws: an unknown bin, a zoom that
 * is not a number or is out of bounds are ignored, and the page opens on its default view.
 */
export function readLocatorQuery(search: string, knownIds: KnownIds): LocatorQuery {
  const params = new URLSearchParams(search);
  const id = params.get('id');
  const rawZoom = params.get('zoom');
  const zoom = rawZoom === null || rawZoom.trim() === '' ? Number.NaN : Number(rawZoom);
  return {
    id: id !== null && knownIds.has(id) ? id : null,
    zoom: Number.isFinite(zoom) && zoom >= MAP_ZOOM.min && zoom <= MAP_ZOOM.max ? zoom : null,
  };
}

/** A bin chosen, as its address shares it: the zoom it is seen at, and the market that lists it. */
export interface SharedChoice {
  readonly id: string;
  readonly zoom: number;
  readonly country: CountryCode;
}

/**
 * The query that shares a chosen bin at a zoom level (whole levels: an address, not a measurement),
 * with its market (`country`, issue 44): a link opened in another market can say where the bin is.
 */
export function writeLocatorQuery(search: string, choice: SharedChoice | null): string {
  const params = new URLSearchParams(search);
  if (choice) {
    params.set('id', choice.id);
    params.set('zoom', String(Math.round(choice.zoom)));
    params.set('country', choice.country);
  } else {
    for (const name of ['id', 'zoom', 'country']) params.delete(name);
  }
  return params.toString();
}

/**
 * The market a shared link's bin is in, when it is another than `current` (issue 44, point 7): the
 * link says so (`country`, written with the bin) and this market does not list the bin (`knownIds`;
 * null while its bins are still on their way). The customer is offered that market rather than shown
 * this one as if the link named nothing. Null for a link without a market (older ones), to this
 * market, or to a market the app does not serve.
 */
export function marketOfSharedBin(search: string, current: CountryCode, knownIds: KnownIds | null): Locale | null {
  const params = new URLSearchParams(search);
  const id = params.get('id')?.trim();
  const market = localeForCountrySegment(params.get('country') ?? '');
  if (!id || !market || countryCodeOf(market) === current || knownIds?.has(id)) return null;
  return market;
}

/** Distances are said in miles in the United States and the United Kingdom (road signs), in kilometres elsewhere. */
export const distanceUnitOf = (country: CountryCode): 'mile' | 'kilometer' => (country === 'us' || country === 'uk' ? 'mile' : 'kilometer');
