import fc from 'fast-check';
import type { Bin } from '../../../src/core/places/bin';
import { indexBins, keysOf } from '../../../src/core/places/bin-index';
import { distanceKm, keptBins, retailersOf, searchBins, type BinQuery } from '../../../src/core/places/bin-search';
import type { GeoPoint } from '../../../src/core/places/country';

const point: fc.Arbitrary<GeoPoint> = fc.record({
  lat: fc.double({ min: -85, max: 85, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

const RETAILERS = [
  { id: 'r-b', name: 'Bravo Market' },
  { id: 'r-a', name: 'Alpha Foods' },
  { id: 'r-c', name: 'Épicerie Centrale' },
];

const bins: fc.Arbitrary<Bin[]> = fc.uniqueArray(
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 6 }),
    lat: fc.double({ min: -85, max: 85, noNaN: true }),
    lng: fc.double({ min: -180, max: 180, noNaN: true }),
    details: fc.string({ maxLength: 12 }),
    retailer: fc.constantFrom(...RETAILERS),
  }),
  { selector: (b) => b.id, maxLength: 40 },
);

const bin = (id: string, lat: number, lng: number, retailer = RETAILERS[0]!, details = `Bin ${id}`): Bin => ({
  id,
  lat,
  lng,
  details,
  retailer,
});

/** The list for a query, the market's index made as the locator makes it (with an index, there is always a list). */
const search = (list: readonly Bin[], query: BinQuery, locale: string) => searchBins(list, query, indexBins(keysOf(list), locale))!;

describe('distanceKm (haversine)', () => {
  it('knows real distances within 2 km: Paris–London 344 km, Washington–New York 328 km, Tokyo–Osaka 393 km', () => {
    const within2 = (km: number, expected: number) => expect(Math.abs(km - expected)).toBeLessThan(2);
    within2(distanceKm({ lat: 48.8566, lng: 2.3522 }, { lat: 51.5072, lng: -0.1276 }), 344);
    within2(distanceKm({ lat: 38.9072, lng: -77.0369 }, { lat: 40.7128, lng: -74.006 }), 328);
    within2(distanceKm({ lat: 35.6762, lng: 139.6503 }, { lat: 34.6937, lng: 135.5023 }), 393);
  });

  it('stays exact near the antipodes (a seed CI met: the haversine broke the triangle inequality there)', () => {
    const [a, b, c] = [
      { lat: 0, lng: 179.99999790869023 },
      { lat: 6.037091348628667e-7, lng: 0 },
      { lat: 0, lng: 0 },
    ];
    expect(distanceKm(a, c)).toBeLessThanOrEqual(distanceKm(a, b) + distanceKm(b, c) + 1e-6);
  });

  it('is zero to itself, symmetric, never more than half the way round the Earth, and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(distanceKm(a, a)).toBeCloseTo(0, 9);
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6);
        expect(distanceKm(a, b)).toBeLessThanOrEqual(Math.PI * 6371.0088 + 1e-6);
        expect(distanceKm(a, c)).toBeLessThanOrEqual(distanceKm(a, b) + distanceKm(b, c) + 1e-6);
      }),
    );
  });
});

describe('retailersOf', () => {
  it('gives each retailer once, by name in the language (É sorts with E)', () => {
    const list = [bin('1', 0, 0, RETAILERS[2]), bin('2', 0, 0, RETAILERS[0]), bin('3', 0, 0, RETAILERS[2]), bin('4', 0, 0, RETAILERS[1])];
    expect(retailersOf(list, 'fr-FR').map((r) => r.name)).toEqual(['Alpha Foods', 'Bravo Market', 'Épicerie Centrale']);
    expect(retailersOf([], 'fr-FR')).toEqual([]);
  });
});

describe('searchBins', () => {
  it('keeps exactly one retailer’s bins when asked, all of them otherwise, each once', () => {
    fc.assert(
      fc.property(
        bins,
        fc.option(fc.constantFrom(...RETAILERS.map((r) => r.id)), { nil: null }),
        fc.option(point, { nil: null }),
        (list, retailerId, origin) => {
          const found = search(list, { retailerId, origin }, 'en-US').map((m) => m.bin);
          const expected = retailerId === null ? list : list.filter((b) => b.retailer.id === retailerId);
          expect([...found].sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual([...expected].sort((a, b) => (a.id < b.id ? -1 : 1)));
        },
      ),
    );
  });

  it('puts the nearest first when the position is known, with each distance', () => {
    fc.assert(
      fc.property(bins, point, (list, origin) => {
        const found = search(list, { retailerId: null, origin }, 'en-US');
        found.forEach((m, i) => {
          expect(m.distanceKm).toBeCloseTo(distanceKm(origin, m.bin), 9);
          if (i > 0) expect(m.distanceKm!).toBeGreaterThanOrEqual(found[i - 1]!.distanceKm!);
        });
      }),
    );
  });

  it('without a position, orders by retailer then details, with no distance, whatever order the server sent', () => {
    fc.assert(
      fc.property(bins, (list) => {
        const found = search(list, { retailerId: null, origin: null }, 'en-US');
        const shuffled = search([...list].reverse(), { retailerId: null, origin: null }, 'en-US');
        expect(shuffled).toEqual(found);
        const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
        found.forEach((m, i) => {
          expect(m.distanceKm).toBeNull();
          const previous = found[i - 1];
          if (previous) expect(collator.compare(previous.bin.retailer.name, m.bin.retailer.name)).toBeLessThanOrEqual(0);
        });
      }),
    );
  });

  it('without a position, orders by city when the server names it (issue 20, point 5), then by retailer; a bin without one last', () => {
    const inCity = (id: string, city: string | undefined, retailer = RETAILERS[0]!): Bin => ({
      ...bin(id, 0, 0, retailer),
      ...(city ? { city } : {}),
    });
    const list = [
      inCity('1', 'Paris', RETAILERS[1]),
      inCity('2', undefined, RETAILERS[1]),
      inCity('3', 'Lyon'),
      inCity('4', 'Évry'),
      inCity('5', 'Paris', RETAILERS[0]),
      inCity('6', 'Bordeaux'),
    ];
    expect(search(list, { retailerId: null, origin: null }, 'fr-FR').map((m) => m.bin.id)).toEqual(['6', '4', '3', '1', '5', '2']);
    // Known, the position still comes first.
    const near = search(list, { retailerId: null, origin: { lat: 0, lng: 0 } }, 'fr-FR');
    expect(near.every((m) => m.distanceKm === 0)).toBe(true);
  });

  it('orders Japanese bins by how their city is read, where the server gives the reading (kana order, which kanji do not follow)', () => {
    const ja = (id: string, city: string, reading: string): Bin => ({ ...bin(id, 0, 0), city, reading });
    const list = [
      ja('chuo', '大阪府大阪市中央区', 'おおさかふ おおさかし ちゅうおうく なんば'),
      ja('shibuya', '東京都渋谷区', 'とうきょうと しぶやく じんぐうまえ'),
      ja('kita', '大阪府大阪市北区', 'おおさかふ おおさかし きたく うめだ'),
      ja('abeno', '大阪府大阪市阿倍野区', 'おおさかふ おおさかし あべのく あべのすじ'),
      ja('setagaya', '東京都世田谷区', 'とうきょうと せたがやく さんげんぢゃや'),
    ];
    expect(search(list, { retailerId: null, origin: null }, 'ja-JP').map((m) => m.bin.id)).toEqual([
      'abeno',
      'kita',
      'chuo',
      'shibuya',
      'setagaya',
    ]);
  });

  it('sorts details as people read numbers (2 before 10)', () => {
    const list = [
      bin('a', 0, 0, RETAILERS[1], 'Store 10'),
      bin('b', 0, 0, RETAILERS[1], 'Store 2'),
      bin('c', 0, 0, RETAILERS[0], 'Store 1'),
    ];
    expect(search(list, { retailerId: null, origin: null }, 'en-US').map((m) => m.bin.details)).toEqual(['Store 2', 'Store 10', 'Store 1']);
  });
});

describe('searchBins: words', () => {
  const list = [
    bin('1', 0, 0, RETAILERS[2], '12 rue de la Gaîté, Paris'),
    bin('2', 0, 0, RETAILERS[0], '3 Main Street, Springfield'),
    bin('3', 0, 0, RETAILERS[1], '東京都渋谷区神南１丁目'),
    bin('4', 0, 0, RETAILERS[1], '大阪府大阪市北区梅田３丁目'),
  ];
  const found = (text: string) => search(list, { retailerId: null, origin: null, text }, 'fr-FR').map((m) => m.bin.id);

  it('finds a town, a street or a shop in any case and accent, every word having to match', () => {
    expect(found('gaite')).toEqual(['1']);
    expect(found('EPICERIE paris')).toEqual(['1']);
    expect(found('main springfield')).toEqual(['2']);
    expect(found('main paris')).toEqual([]);
    expect(found('渋谷')).toEqual(['3']);
    expect(found('1丁目')).toEqual(['3']);
    expect(found('   ').sort()).toEqual(['1', '2', '3', '4']);
  });

  it('finds a Japanese address by its kana, its romaji and its post code when the server gives its reading (issue 20, point 5)', () => {
    const shibuya: Bin = {
      ...bin('jp1', 35.67, 139.7, RETAILERS[1], '〒150-0001 東京都渋谷区神宮前1丁目2-3（レジ付近）'),
      city: '東京都渋谷区',
      reading: 'とうきょうと しぶやく じんぐうまえ',
    };
    const osaka: Bin = {
      ...bin('jp2', 34.7, 135.5, RETAILERS[1], '〒530-0001 大阪府大阪市北区梅田3丁目1-1'),
      reading: 'おおさかふ おおさかし きたく うめだ',
    };
    const found = (text: string) => search([shibuya, osaka], { retailerId: null, origin: null, text }, 'ja-JP').map((m) => m.bin.id);
    for (const text of [
      'しぶや',
      'シブヤ',
      'ｼﾌﾞﾔ',
      'shibuya',
      'Shibuya',
      'SHIBUYA',
      'tokyo shibuya',
      'toukyou',
      'jingumae',
      '1500001',
      '150-0001',
      '１５００００１',
      '渋谷',
    ])
      expect(found(text), text).toEqual(['jp1']);
    for (const text of ['osaka', 'おおさか', 'umeda', '5300001']) expect(found(text), text).toEqual(['jp2']);
    expect(found('shibuya osaka')).toEqual([]);
  });

  it('without a reading from the server, finds kanji and post codes, never a guessed kana', () => {
    const plain = bin('jp1', 35.67, 139.7, RETAILERS[1], '〒150-0001 東京都渋谷区神宮前1丁目2-3');
    const found = (text: string) => search([plain], { retailerId: null, origin: null, text }, 'ja-JP').length;
    expect(found('渋谷')).toBe(1);
    expect(found('1500001')).toBe(1);
    expect(found('しぶや')).toBe(0);
    expect(found('shibuya')).toBe(0);
  });

  it('keeps only bins holding every word, and all of them for blank text', () => {
    fc.assert(
      fc.property(bins, fc.string({ maxLength: 4 }), (all, text) => {
        const words = text.toLowerCase().split(/\s+/).filter(Boolean);
        const kept = search(all, { retailerId: null, origin: null, text }, 'en-US').map((m) => m.bin);
        if (words.length === 0) expect(kept).toHaveLength(all.length);
        // Whatever the folding, a bin whose own text holds the words as typed is never left out.
        for (const b of all) {
          const own = `${b.retailer.name} ${b.details}`.toLowerCase();
          if (words.every((w) => own.includes(w)) && /^[\x20-\x7e]*$/.test(text)) expect(kept).toContain(b);
        }
      }),
    );
  });
});

describe('searchBins: accepting returns now (issue 21, point 2)', () => {
  const NOW = new Date('2026-11-27T14:05:00Z');
  const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString();
  const stated = (id: string, state: NonNullable<Bin['status']>['state'], hoursAgo: number | null): Bin => ({
    ...bin(id, 48.85, 2.35),
    status: { state, reportedAt: hoursAgo === null ? null : at(hoursAgo) },
  });
  const market = [
    stated('open', 'open', 1),
    stated('full', 'full', 0.3),
    stated('broken', 'out_of_order', 5),
    stated('full-long-ago', 'full', 30),
    stated('unknown', 'unknown', 2),
    stated('undated-full', 'full', null),
    bin('no-status', 48.86, 2.35),
  ];
  const ids = (acceptingAt: Date | null) =>
    search(market, { retailerId: null, origin: null, acceptingAt }, 'fr-FR')
      .map((m) => m.bin.id)
      .sort();

  it('hides the bins full or out of order now, and keeps those nothing says are not taking returns', () => {
    expect(ids(NOW)).toEqual(['full-long-ago', 'no-status', 'open', 'undated-full', 'unknown']);
  });

  it('hides nothing when not asked', () => {
    expect(ids(null)).toHaveLength(market.length);
  });

  it('goes by the time asked: a day later, the full bin’s report is too old to hide it', () => {
    expect(ids(new Date(NOW.getTime() + 25 * 3_600_000))).toEqual(market.map((b) => b.id).sort());
  });

  it('applies with the other filters', () => {
    const found = search(market, { retailerId: null, origin: { lat: 48.85, lng: 2.35 }, text: 'broken', acceptingAt: NOW }, 'fr-FR');
    expect(found.map((m) => m.bin.id)).toEqual([]);
    const anyState = search(market, { retailerId: null, origin: { lat: 48.85, lng: 2.35 }, text: 'broken' }, 'fr-FR');
    expect(anyState.map((m) => m.bin.id)).toEqual(['broken']);
    const open = search(market, { retailerId: RETAILERS[0]!.id, origin: null, text: 'open', acceptingAt: NOW }, 'fr-FR');
    expect(open.map((m) => m.bin.id)).toEqual(['open']);
  });
});

describe('searchBins: a market of 50,000 bins (issue 21, point 6)', () => {
  const market = Array.from({ length: 300 }, (_, i) => bin(`b${i}`, 48 + i / 1000, 2, RETAILERS[i % 3], `${(i * 7919) % 300} rue Neuve`));

  it('searches the order the index holds: no text is compared again, and a narrower search keeps that order', () => {
    const index = indexBins(keysOf(market), 'fr-FR');
    const collators = vi.spyOn(Intl, 'Collator');
    const first = searchBins(market, { retailerId: null, origin: null, text: '' }, index)!;
    const narrowed = searchBins(market, { retailerId: null, origin: null, text: '1' }, index)!;
    searchBins(market, { retailerId: 'r-a', origin: null, text: 'rue' }, index);
    expect(collators).not.toHaveBeenCalled();
    collators.mockRestore();
    expect(narrowed.map((m) => m.bin)).toEqual(first.map((m) => m.bin).filter((b) => /1/.test(b.details) || /1/.test(b.retailer.name)));
  });

  it('gives no list without a position until the index is made; the pins’ filter needs none', () => {
    const query = { retailerId: 'r-a', origin: null, text: '1' };
    expect(searchBins(market, query, null)).toBeNull();
    expect(searchBins(market, { ...query, origin: { lat: 48, lng: 2 } }, null)).toHaveLength(keptCount(keptBins(market, query)));
    // Folded here or by the index (in a worker), the same bins are kept.
    expect(keptBins(market, query)).toEqual(keptBins(market, query, indexBins(keysOf(market), 'fr-FR').texts));
    expect(keptBins(market, { retailerId: null, text: ' ' })).toBeNull();
  });
});

const keptCount = (kept: Uint8Array | null) => (kept ? kept.reduce((n, k) => n + k, 0) : NaN);
