import type OlMap from 'ol/Map';
import View from 'ol/View';
import { fromLonLat } from 'ol/proj';
import type { MapPin } from '../../../src/core/places/ports/map.port';
import { PinFeatures } from '../../../src/adapters/map/ol-pin-source';
import { groupOf } from '../../../src/adapters/map/ol-pin-source';

const pin = (id: string, lat: number, lng: number, status?: MapPin['status']): MapPin => ({
  id,
  label: id,
  point: { lat, lng },
  ...(status ? { status } : {}),
});
// Two bins a street apart in Lyon, one in Paris.
const PINS = [pin('a', 45.76, 4.835, 'full'), pin('b', 45.7601, 4.8351, 'open'), pin('c', 48.8566, 2.3522, 'out_of_order')];

describe("the pins layer's features", () => {
  // The map as the pins see it: its view, and no size yet (not drawn on screen).
  const view = new View({ center: fromLonLat([3, 47]), zoom: 5 });
  const map = (size?: number[]) => () => ({ getView: () => view, getSize: () => size }) as unknown as OlMap;

  it.each([
    ['has no size yet', undefined],
    ['is hidden (no width or height)', [0, 0]],
  ])('groups every pin into clusters while the map %s, each pin counted once', (_, size) => {
    const pins = new PinFeatures(map(size), 'cluster');
    pins.setPins(PINS);
    const features = pins.source.getFeatures();
    expect(features).toHaveLength(2);
    const lyon = features.find((f) => groupOf(f)?.members.length === 2);
    if (!lyon) throw new Error('no cluster for Lyon');
    expect(groupOf(lyon)?.unavailable).toBe(1);
    expect(pins.members(lyon).ids.sort()).toEqual(['a', 'b']);
    // A lone pin keeps its id and status: the selected pin and the tap find it.
    expect(pins.source.getFeatureById('c')).not.toBeNull();
    expect(pins.statusOf('c')).toBe('out_of_order');
  });

  it("gives the selected pin's place whether it is drawn alone or inside a cluster, and none for a pin not given", () => {
    const pins = new PinFeatures(map([390, 500]), 'cluster');
    pins.setPins(PINS);
    const [x = NaN, y = NaN] = fromLonLat([4.835, 45.76]);
    const [px = NaN, py = NaN] = pins.positionOf('a') ?? [];
    expect(px).toBeCloseTo(x, 3);
    expect(py).toBeCloseTo(y, 3);
    expect(pins.positionOf('nope')).toBeNull();
    pins.setPins([]);
    expect(pins.source.getFeatures()).toHaveLength(0);
    expect(pins.positionOf('a')).toBeNull();
  });

  it('keeps every pin its own feature where pins are spread (the countries map)', () => {
    const pins = new PinFeatures(map(), 'spread');
    pins.setPins(PINS.map(({ status: _, ...plain }) => plain));
    expect(
      pins.source
        .getFeatures()
        .map((f) => f.getId())
        .sort(),
    ).toEqual(['a', 'b', 'c']);
  });
});
