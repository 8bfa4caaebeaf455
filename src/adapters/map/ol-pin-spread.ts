import type Feature from 'ol/Feature';
import { unByKey } from 'ol/Observable';
import type View from 'ol/View';
import type { Coordinate } from 'ol/coordinate';
import type Point from 'ol/geom/Point';
import type VectorSource from 'ol/source/Vector';
import { PIN_RADIUS, SELECTED_RING_RADIUS } from './map-look';
import { spreadApart } from './pin-spread';

/** Centre to centre, in pixels: the selected pin's ring beside a pin, with a finger's room between. */
export const SPREAD_GAP_PX = SELECTED_RING_RADIUS + PIN_RADIUS + 13;

/** The feature property keeping a spread pin's true place (its geometry is where it is drawn). */
const TRUE_PLACE = 'truePlace';

/** Where a pin really is: its true place if it was spread, else its geometry. */
export function truePlace(feature: Feature<Point>): Coordinate {
  const kept = feature.get(TRUE_PLACE) as Coordinate | undefined;
  return kept ?? feature.getGeometry()?.getCoordinates() ?? [NaN, NaN];
}

/** Draws the pins where none is within `SPREAD_GAP_PX` of another at this resolution (metres per pixel), each keeping its true place. */
export function spreadPins(features: readonly Feature<Point>[], resolution: number): void {
  const places = features.map((feature) => {
    const place = truePlace(feature);
    feature.set(TRUE_PLACE, place, true);
    return place;
  });
  const drawn = spreadApart(
    places.map(([x = NaN, y = NaN]) => ({ x: x / resolution, y: y / resolution })),
    SPREAD_GAP_PX,
  );
  features.forEach((feature, i) => {
    const at = drawn[i];
    if (at) feature.getGeometry()?.setCoordinates([at.x * resolution, at.y * resolution]);
  });
}

/** Keeps a map's pins spread apart: `spread` now (new pins), and again by itself at every zoom, then `moved` (the selected pin follows). */
export function keepPinsSpread(view: View, pins: VectorSource<Feature<Point>>, moved: () => void): { spread(): void; stop(): void } {
  const spread = () => {
    const resolution = view.getResolution();
    if (resolution) spreadPins(pins.getFeatures(), resolution);
  };
  const key = view.on('change:resolution', () => {
    spread();
    moved();
  });
  return { spread, stop: () => unByKey(key) };
}
