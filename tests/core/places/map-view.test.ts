import fc from 'fast-check';
import {
  asksForUnknownBin,
  distanceUnitOf,
  MAP_ZOOM,
  marketOfSharedBin,
  readLocatorQuery,
  writeLocatorQuery,
} from '../../../src/core/places/map-view';

const known = new Set(['bin-1', 'bin 2']);

describe('readLocatorQuery (?id=&zoom=)', () => {
  it.each([
    ['?id=bin-1&zoom=16', { id: 'bin-1', zoom: 16 }],
    ['id=bin%202&zoom=3.5', { id: 'bin 2', zoom: 3.5 }],
    ['?id=nope&zoom=16', { id: null, zoom: 16 }],
    ['?id=bin-1&zoom=abc', { id: 'bin-1', zoom: null }],
    ['?id=bin-1&zoom=', { id: 'bin-1', zoom: null }],
    ['?zoom=99', { id: null, zoom: null }],
    // Deeper than the map shows (19, OpenStreetMap's deepest tiles): the default view, like any out-of-bounds zoom.
    ['?id=bin-1&zoom=20', { id: 'bin-1', zoom: null }],
    ['?id=bin-1&zoom=19', { id: 'bin-1', zoom: 19 }],
    ['?zoom=0', { id: null, zoom: null }],
    ['?zoom=-3', { id: null, zoom: null }],
    ['?zoom=Infinity', { id: null, zoom: null }],
    ['', { id: null, zoom: null }],
  ])('%s → %o', (search, expected) => {
    expect(readLocatorQuery(search, known)).toEqual(expected);
  });

  it('never throws and only ever gives a known bin and a zoom within bounds, whatever the address holds', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const { id, zoom } = readLocatorQuery(search, known);
        if (id !== null) expect(known.has(id)).toBe(true);
        if (zoom !== null) {
          expect(zoom).toBeGreaterThanOrEqual(MAP_ZOOM.min);
          expect(zoom).toBeLessThanOrEqual(MAP_ZOOM.max);
        }
      }),
    );
  });

  it('reads back what writeLocatorQuery wrote, keeping the other parameters', () => {
    fc.assert(
      fc.property(fc.constantFrom(...known), fc.integer({ min: MAP_ZOOM.min, max: MAP_ZOOM.max }), (id, zoom) => {
        const search = writeLocatorQuery('locale=fr-FR', { id, zoom, country: 'fr' });
        expect(readLocatorQuery(search, known)).toEqual({ id, zoom });
        expect(new URLSearchParams(search).get('locale')).toBe('fr-FR');
      }),
    );
    expect(writeLocatorQuery('id=bin-1&zoom=14&country=fr&locale=fr-FR', null)).toBe('locale=fr-FR');
  });

  it('writes the bin’s market with it, so that a link shared to another market can say where the bin is (issue 44, point 7)', () => {
    expect(writeLocatorQuery('', { id: 'bin-1', zoom: 14.4, country: 'uk' })).toBe('id=bin-1&zoom=14&country=uk');
  });
});

describe('distanceUnitOf', () => {
  it('says miles in the United States and the United Kingdom, kilometres in the other markets', () => {
    expect((['us', 'uk', 'ca', 'fr', 'jp'] as const).map(distanceUnitOf)).toEqual(['mile', 'mile', 'kilometer', 'kilometer', 'kilometer']);
  });
});

describe('asksForUnknownBin (issue 20, point 5)', () => {
  const known = new Set(['b1', 'b2']);
  it.each([
    ['?id=b1', false],
    ['?id=gone', true],
    ['?id=jp-shibuya-1&zoom=14', true],
    ['?id=', false],
    ['?zoom=12', false],
    ['', false],
  ])('%s → %s', (search, expected) => {
    expect(asksForUnknownBin(search, known)).toBe(expected);
  });
});

describe('marketOfSharedBin (issue 44, point 7): a link to a bin of another market', () => {
  const known = new Set(['b1']);
  it.each([
    ['?id=f1&zoom=16&country=fr', 'fr-FR', known],
    // Said before this market's bins have answered (null: not read yet).
    ['?id=j1&country=jp', 'ja-JP', null],
    // The spec's country segments name the United Kingdom both ways.
    ['?id=u1&country=gb', 'en-GB', known],
    ['?id=u1&country=UK', 'en-GB', known],
    // This market's own link, a bin it lists, a market the app does not serve, or no market said: no offer.
    ['?id=gone&country=us', null, known],
    ['?id=b1&country=fr', null, known],
    ['?id=x1&country=de', null, known],
    ['?id=x1&country=', null, known],
    ['?id=x1', null, known],
    ['?id=&country=fr', null, known],
    ['?country=fr', null, known],
  ])('%s → %s', (search, expected, ids) => {
    expect(marketOfSharedBin(search, 'us', ids)).toBe(expected);
  });
});
