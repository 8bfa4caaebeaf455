import { Factory } from 'fishery';
import type { CountryCode } from '../../src/core/content/locale';
import type { Bin } from '../../src/core/places/bin';
import type { BinStatus } from '../../src/core/places/bin-status';
import type { GeoPoint } from '../../src/core/places/country';
import { MARKET_ADDRESSES } from './bin-addresses';
import { MARKET_PLACES, type Area } from './bin-places';
import { faker } from './faker';

/** Bins each neighbourhood holds in the demo (a market has seven or eight: 30 to 55 bins). */
const DEMO_PER_AREA = { min: 4, max: 7 } as const;
/** How far a crowded neighbourhood's bins spread, at most (10,000 bins fill a city, not a street). */
const MAX_SPREAD_M = 9000;
const METRES_PER_DEGREE = 111_320;

/** A seeded generator of numbers in [0, 1) (mulberry32): a market's bins never depend on another's, nor on the customers. */
function generator(seed: number, country: string): () => number {
  let h = 2166136261;
  for (const c of `${seed}:${country}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A point about `spreadM` metres (one standard deviation) from `centre`, denser near it, as shops gather on main streets. */
function near(centre: GeoPoint, spreadM: number, draw: () => number): GeoPoint {
  const radius = spreadM * Math.sqrt(-2 * Math.log(1 - draw()));
  const angle = 2 * Math.PI * draw();
  const lat = centre.lat + (radius * Math.sin(angle)) / METRES_PER_DEGREE;
  const lng = centre.lng + (radius * Math.cos(angle)) / (METRES_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180));
  return { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) };
}

/** How many bins each area holds: `total` shared evenly, or the demo's few per neighbourhood. */
function counts(areas: readonly Area[], total: number | undefined, draw: () => number): number[] {
  if (total === undefined) return areas.map(() => DEMO_PER_AREA.min + Math.floor(draw() * (DEMO_PER_AREA.max - DEMO_PER_AREA.min + 1)));
  return areas.map((_, i) => Math.floor(total / areas.length) + (i < total % areas.length ? 1 : 0));
}

/**
 * The demo's mix of reported states (issue 21): most bins take returns; about 1 in 7 is full or out of
 * order, as schemes measure; some have a report older than a day (shown as unknown with its age), a
 * few an unknown state, and some no status at all (a server that gives none). Weights out of 100.
 */
const STATUS_MIX = [
  { weight: 70, state: 'open', hoursAgo: [0.05, 20] },
  { weight: 9, state: 'full', hoursAgo: [0.1, 6] },
  { weight: 5, state: 'out_of_order', hoursAgo: [0.5, 20] },
  { weight: 3, state: 'unknown', hoursAgo: [1, 20] },
  { weight: 8, state: 'open', hoursAgo: [26, 96] },
  { weight: 5, state: null, hoursAgo: [0, 0] },
] as const;

/** A reported state and its time, `draw`n from the mix, reported before `at`; null: no status. */
function statusAt(at: Date, draw: () => number): BinStatus | null {
  let pick = draw() * 100;
  const entry = STATUS_MIX.find((e) => (pick -= e.weight) < 0) ?? STATUS_MIX[0];
  if (entry.state === null) return null;
  const [from, to] = entry.hoursAgo;
  const hours = from + draw() * (to - from);
  // To the second, as a server stamps it.
  const reportedAt = new Date(Math.floor((at.getTime() - hours * 3_600_000) / 1000) * 1000).toISOString();
  return { state: entry.state, reportedAt };
}

export interface MarketBinsOptions {
  /** The same seed gives the same bins, ids and all. */
  readonly seed: number;
  /** How many bins; by default the demo's 30 to 55 across the market's neighbourhoods. */
  readonly count?: number;
  /** The states are reported before this time (the world's start); without it, the bins have no status. */
  readonly statusesAt?: Date;
}

/**
 * The pick-up bins of a market (fakes/factories/bin-places.ts says where): in real neighbourhoods of
 * its cities, each at one of the market's retailers, its details the shop's address as the market
 * writes it and where in the shop the bin stands. Ids are `<country>-<neighbourhood>-<n>`.
 * Every retailer of the market has bins.
 */
export function marketBins(country: CountryCode, { seed, count, statusesAt }: MarketBinsOptions): Bin[] {
  const places = MARKET_PLACES[country];
  const draw = generator(seed, country);
  // A stream of its own: the states never move a bin, nor change its shop.
  const drawStatus = generator(seed, `${country}:status`);
  const perArea = counts(places.areas, count, draw);
  const { address, details } = MARKET_ADDRESSES[country];
  const choose = <T>(items: readonly T[]): T => items[Math.floor(draw() * items.length)] as T;
  return places.areas.flatMap((area, a) => {
    const n = perArea[a] ?? 0;
    const spreadM = Math.min(MAX_SPREAD_M, area.spreadM * Math.max(1, Math.sqrt(n / DEMO_PER_AREA.max)));
    return Array.from({ length: n }, (_, i): Bin => {
      // The first bin of each neighbourhood goes round the retailers, so that each has some.
      const retailer = i === 0 ? (places.retailers[a % places.retailers.length] as Bin['retailer']) : choose(places.retailers);
      const street = choose(area.streets);
      const point = near(area.centre, spreadM, draw);
      const shop = address(street, area, draw);
      return {
        id: `${country}-${area.key}-${i + 1}`,
        ...point,
        details: details(shop, choose(places.spots)),
        retailer: { ...retailer },
        // The assumed fields (docs/api-contract.md): the shop's address, the city, and in Japan how the address is read.
        address: shop,
        city: area.city,
        ...(area.reading ? { reading: `${area.reading} ${street.reading ?? ''}`.trim() } : {}),
        ...statusOf(statusesAt, drawStatus),
      };
    });
  });
}

function statusOf(at: Date | undefined, draw: () => number): { status?: BinStatus } {
  const status = at && statusAt(at, draw);
  return status ? { status } : {};
}

/** One bin anywhere within about 30 km of `around`, at a made-up shop: for tests that need a bin, not a market. */
export const binFactory: Factory<Bin, { around: GeoPoint }> = Factory.define<Bin, { around: GeoPoint }>(({ sequence, transientParams }) => {
  const around = transientParams.around ?? { lat: 48.8566, lng: 2.3522 };
  const retailer = faker.helpers.arrayElement(MARKET_PLACES.fr.retailers);
  return {
    id: `bin-${sequence}`,
    lat: Number((around.lat + faker.number.float({ min: -0.25, max: 0.25 })).toFixed(5)),
    lng: Number((around.lng + faker.number.float({ min: -0.35, max: 0.35 })).toFixed(5)),
    details: faker.location.streetAddress(),
    retailer: { ...retailer },
  };
});
