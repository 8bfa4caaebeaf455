// @vitest-environment node
import { sameView, toMapCoordinate, toViewState, unwrapX } from '../../../src/adapters/map/view-state';

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
});
