import { createDemoWorld } from '../../fakes/demo-world';
import { marketBins } from '../../fakes/factories/bin.factory';
import { binsPerMarketFrom, createDevApi } from '../../fakes/http/dev-api';
import { COUNTRY_CODES, type CountryCode } from '../../src/core/content/locale';
import type { Bin } from '../../src/core/places/bin';

const REFERENCE = new Date('2026-11-01T00:00:00Z');

/** Each market's land, roughly (south, west, north, east): a bin outside is in another country or at sea. */
const LAND: Readonly<Record<CountryCode, readonly [number, number, number, number]>> = {
  us: [24.5, -124.8, 49.4, -66.9],
  uk: [49.9, -8.2, 58.7, 1.8],
  ca: [41.7, -141, 70, -52.6],
  fr: [42.3, -4.8, 51.1, 8.2],
  jp: [24, 122.9, 45.6, 145.8],
};

/** The cities whose neighbourhoods hold the demo's bins, as their addresses name them. */
const CITIES: Readonly<Record<CountryCode, readonly RegExp[]>> = {
  us: [/, (Brooklyn|New York|Astoria), NY \d{5}/, /, San Francisco, CA 94\d{3}/, /, Chicago, IL 606\d{2}/, /, Washington, DC 200\d{2}/],
  uk: [/, London [A-Z]{1,2}\d{1,2} \d[A-Z]{2}/, /, Manchester M\d{1,2} \d[A-Z]{2}/],
  ca: [
    /, Toronto, ON M\d[A-Z] \d[A-Z]\d/,
    /, Montréal, QC H\d[A-Z] \d[A-Z]\d/,
    /, Vancouver, BC V\d[A-Z] \d[A-Z]\d/,
    /, Ottawa, ON K\d[A-Z] \d[A-Z]\d/,
  ],
  fr: [/, 750\d{2} Paris/, /, 6900\d Lyon/],
  jp: [/^〒\d{3}-\d{4} 東京都/, /^〒\d{3}-\d{4} 大阪府大阪市/],
};

async function binsOf(options: Parameters<typeof createDemoWorld>[0] = { seed: 7 }): Promise<Record<CountryCode, readonly Bin[]>> {
  const backend = await createDemoWorld({ referenceDate: REFERENCE, ...options });
  const lists = await Promise.all(COUNTRY_CODES.map(async (c) => [c, await backend.listBins(c)] as const));
  return Object.fromEntries(lists.map(([c, r]) => [c, r.ok ? r.data : []])) as Record<CountryCode, readonly Bin[]>;
}

const retailersOf = (bins: readonly Bin[]) => [...new Set(bins.map((b) => b.retailer.id))];

describe('the demo bins', () => {
  it('are at several retailers in France, the US and Japan (the locator offers a filter), at one in the UK and Canada (it does not)', async () => {
    const bins = await binsOf();
    const counts = Object.fromEntries(COUNTRY_CODES.map((c) => [c, retailersOf(bins[c]).length]));
    expect(counts).toEqual({ us: 3, uk: 1, ca: 1, fr: 3, jp: 3 });
  });

  it.each(COUNTRY_CODES)('%s: a few dozen bins, each retailer with several, one name per retailer id', async (country) => {
    const bins = (await binsOf())[country];
    expect(bins.length).toBeGreaterThanOrEqual(25);
    expect(bins.length).toBeLessThanOrEqual(60);
    for (const id of retailersOf(bins)) {
      const theirs = bins.filter((b) => b.retailer.id === id);
      expect(theirs.length).toBeGreaterThanOrEqual(2);
      expect(new Set(theirs.map((b) => b.retailer.name)).size).toBe(1);
    }
  });

  it.each(COUNTRY_CODES)('%s: ids are unique and do not change with the seed; coordinates are on the market’s land', async (country) => {
    const bins = (await binsOf())[country];
    expect(new Set(bins.map((b) => b.id)).size).toBe(bins.length);
    for (const bin of bins) expect(bin.id).toMatch(new RegExp(`^${country}-[a-z-]+-\\d+$`));
    const [south, west, north, east] = LAND[country];
    for (const { lat, lng } of bins) {
      expect(lat).toBeGreaterThan(south);
      expect(lat).toBeLessThan(north);
      expect(lng).toBeGreaterThan(west);
      expect(lng).toBeLessThan(east);
    }
    // The first bin of a neighbourhood keeps its id whatever the seed: an address shared with ?id= stays good.
    const other = (await binsOf({ seed: 8 }))[country];
    expect(other.map((b) => b.id)).toEqual(expect.arrayContaining(bins.filter((b) => b.id.endsWith('-1')).map((b) => b.id)));
  });

  it.each(COUNTRY_CODES)('%s: details are a street address of its cities, in the market’s own writing', async (country) => {
    const bins = (await binsOf())[country];
    for (const pattern of CITIES[country]) expect(bins.some((b) => pattern.test(b.details))).toBe(true);
    for (const bin of bins) expect(CITIES[country].some((p) => p.test(bin.details))).toBe(true);
    if (country === 'jp') {
      for (const bin of bins) {
        expect(bin.details).toMatch(/\d丁目\d+-\d+/);
        expect(`${bin.details}${bin.retailer.name}`).not.toMatch(/[A-Za-z]/);
      }
    }
    if (country === 'fr') for (const bin of bins) expect(bin.details).toMatch(/^\d+ (rue|boulevard|avenue|cours|Grande Rue) /);
  });

  it('are the same for the same seed, and elsewhere for another seed', async () => {
    const a = await binsOf({ seed: 7 });
    expect(await binsOf({ seed: 7 })).toEqual(a);
    const c = await binsOf({ seed: 8 });
    expect(c.fr.map((b) => [b.lat, b.lng])).not.toEqual(a.fr.map((b) => [b.lat, b.lng]));
  });

  it('can hold 10,000 bins in one market for the benchmark, spread over its cities, the others unchanged', async () => {
    const usual = await binsOf({ seed: 7 });
    const many = await binsOf({ seed: 7, binsPerMarket: { fr: 10_000 } });
    expect(many.fr).toHaveLength(10_000);
    expect(new Set(many.fr.map((b) => b.id)).size).toBe(10_000);
    expect(retailersOf(many.fr)).toHaveLength(3);
    expect(many.jp).toEqual(usual.jp);
    const [south, west, north, east] = LAND.fr;
    expect(many.fr.every((b) => b.lat > south && b.lat < north && b.lng > west && b.lng < east)).toBe(true);
    // Not piled on a few points: the map has something to cluster and the list something to sort.
    expect(new Set(many.fr.map((b) => `${b.lat.toFixed(3)},${b.lng.toFixed(3)}`)).size).toBeGreaterThan(5000);
    expect(await binsOf({ seed: 7, binsPerMarket: { fr: 10_000 } })).toEqual(many);
  });
});

describe('the fake HTTP API’s bins (FAKE_API_BINS)', () => {
  it('reads <country>:<count> pairs, and refuses anything else', () => {
    expect(binsPerMarketFrom(undefined)).toEqual({});
    expect(binsPerMarketFrom('')).toEqual({});
    expect(binsPerMarketFrom('fr:10000')).toEqual({ fr: 10_000 });
    expect(binsPerMarketFrom('fr:10000, us:500')).toEqual({ fr: 10_000, us: 500 });
    expect(() => binsPerMarketFrom('gb:10')).toThrow(/FAKE_API_BINS/);
    expect(() => binsPerMarketFrom('fr=10')).toThrow(/FAKE_API_BINS/);
  });

  it('serves 10,000 bins in France when the environment asks for them', async () => {
    const saved = process.env.FAKE_API_BINS;
    process.env.FAKE_API_BINS = 'fr:10000';
    try {
      const api = await createDevApi();
      api.backend.latencyMs = 0;
      const listed = await api.backend.listBins('fr');
      expect(listed.ok && listed.data.length).toBe(10_000);
    } finally {
      if (saved === undefined) delete process.env.FAKE_API_BINS;
      else process.env.FAKE_API_BINS = saved;
    }
  });
});

describe('the demo bins’ reported states (issue 21, point 1)', () => {
  const HOUR = 3_600_000;
  const ageOf = (bin: Bin) => REFERENCE.getTime() - Date.parse(bin.status?.reportedAt ?? '');

  it('are a realistic mix across 10,000 bins: most take returns, about 1 in 7 full or out of order, some stale, some none', async () => {
    const { fr } = await binsOf({ seed: 7, binsPerMarket: { fr: 10_000 } });
    const share = (test: (bin: Bin) => boolean) => fr.filter(test).length / fr.length;
    expect(share((b) => b.status?.state === 'open' && ageOf(b) <= 24 * HOUR)).toBeGreaterThan(0.6);
    expect(share((b) => b.status?.state === 'full' || b.status?.state === 'out_of_order')).toBeCloseTo(1 / 7, 1);
    expect(share((b) => b.status !== undefined && ageOf(b) > 24 * HOUR)).toBeGreaterThan(0.05);
    expect(share((b) => b.status?.state === 'unknown')).toBeGreaterThan(0.01);
    expect(share((b) => b.status === undefined)).toBeGreaterThan(0.02);
  });

  it('were each reported before the world began, to the second', async () => {
    for (const bins of Object.values(await binsOf())) {
      for (const bin of bins.filter((b) => b.status)) {
        expect(ageOf(bin)).toBeGreaterThan(0);
        expect(ageOf(bin) % 1000).toBe(0);
      }
    }
  });

  it('leave every bin where it was, at the same shop, and are the same for the same seed', async () => {
    for (const country of COUNTRY_CODES) {
      const plain = marketBins(country, { seed: 7 });
      const stated = marketBins(country, { seed: 7, statusesAt: REFERENCE });
      expect(stated.map(({ status: _, ...bin }) => bin)).toEqual(plain);
      expect(plain.some((b) => b.status)).toBe(false);
      expect(stated.some((b) => b.status?.state === 'open')).toBe(true);
      expect(marketBins(country, { seed: 7, statusesAt: REFERENCE })).toEqual(stated);
    }
  });
});
