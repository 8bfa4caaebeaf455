// @vitest-environment node
import { boundingExtent } from 'ol/extent';
import { cornersOf, joinAcrossAntimeridian, sameView, toMapCoordinate, toViewState, unwrapX } from '../../../src/adapters/map/view-state';

describe('map views in the port’s terms', () => {
  it('round-trips a place through the map’s coordinates', () => {
    const paris = { lat: 48.8566, lng: 2.3522 };
    const [x = 0, y = 0] = toMapCoordinate(paris);
    expect(x).toBeCloseTo(261_845.7, 0);
    expect(y).toBeCloseTo(6_250_564.3, 0);
    expect(toViewState([x, y], 4)).toEqual({ centre: paris, zoom: 4 });
  });

  it('wraps a longitude panned past the antimeridian back into −180…180', () => {
    const [x = 0, y = 0] = toMapCoordinate({ lat: 35.6762, lng: 139.6503 });
    const worldWidth = 2 * 20_037_508.342789244;
    expect(toViewState([x + worldWidth, y], 2.5).centre).toEqual({ lat: 35.6762, lng: 139.6503 });
  });

  it('tells the map’s own move from a different view', () => {
    const view = { centre: { lat: 51.5072, lng: -0.1276 }, zoom: 14 };
    expect(sameView(view, { centre: { lat: 51.507201, lng: -0.127601 }, zoom: 14 })).toBe(true);
    expect(sameView(view, { ...view, zoom: 13 })).toBe(false);
    expect(sameView(view, { ...view, centre: { lat: 51.51, lng: -0.1276 } })).toBe(false);
  });

  it('brings a point of a repeated world back onto the first one', () => {
    const world = 2 * 20_037_508.342789244;
    expect(unwrapX(1000)).toBeCloseTo(1000);
    expect(unwrapX(1000 + world)).toBeCloseTo(1000);
    expect(unwrapX(-1000 - 2 * world)).toBeCloseTo(-1000);
  });

  it('keeps a country that crosses the antimeridian in one piece instead of a stripe across the map', () => {
    const x = (lng: number) => toMapCoordinate({ lat: 0, lng })[0] ?? 0;
    const world = 2 * 20_037_508.342789244;
    // Chukotka: from 178° E over the antimeridian to 170° W and back
    const ring = [178, -180, -170, -180, 179.9, 178].map((lng) => [x(lng), lng]);
    const joined = joinAcrossAntimeridian(ring);
    expect(joined.map(([mx = 0]) => Math.round(mx - (joined[0]?.[0] ?? 0)))).toEqual(
      [0, x(180) - x(178), x(190) - x(178), x(180) - x(178), x(179.9) - x(178), 0].map(Math.round),
    );
    // no edge of the joined ring is longer than half the world
    joined.forEach(([mx = 0], i) => i > 0 && expect(Math.abs(mx - (joined[i - 1]?.[0] ?? 0))).toBeLessThan(world / 2));
  });

  it('leaves a ring that goes round the whole globe (Antarctica) as it is', () => {
    const x = (lng: number) => toMapCoordinate({ lat: 0, lng })[0] ?? 0;
    const ring = [-180, -90, 0, 90, 180, -180].map((lng, i) => [x(lng), i]);
    expect(joinAcrossAntimeridian(ring)).toEqual(ring);
  });
});

describe('cornersOf (the box a fit shows, issue 21 point 6)', () => {
  it('projects to the same extent as every point projected, on both sides of the meridian', () => {
    const points = [
      { lat: 48.85, lng: 2.35 },
      { lat: 43.3, lng: 5.37 },
      { lat: 51.5, lng: -0.12 },
      { lat: -33.9, lng: 151.2 },
    ];
    expect(boundingExtent(cornersOf(points).map(toMapCoordinate))).toEqual(boundingExtent(points.map(toMapCoordinate)));
    expect(cornersOf([])).toEqual([]);
    expect(cornersOf([{ lat: 1, lng: 2 }])).toEqual([
      { lat: 1, lng: 2 },
      { lat: 1, lng: 2 },
    ]);
  });
});
