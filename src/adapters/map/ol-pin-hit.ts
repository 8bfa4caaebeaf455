import type Feature from 'ol/Feature';
import type View from 'ol/View';
import { boundingExtent, getHeight, getWidth, type Extent } from 'ol/extent';
import type OlMap from 'ol/Map';
import type Point from 'ol/geom/Point';
import type { Coordinate } from 'ol/coordinate';
import type VectorSource from 'ol/source/Vector';
import { clusterClick, clusterRadius, discAt, MAX_CLUSTER_RADIUS, PIN_RADIUS, SELECTED_RING_RADIUS } from './map-look';
import { groupOf } from './ol-pin-source';
import { STATUS_PIN_SIZE } from './pin-status';
import { unwrapX } from './view-state';

/** How far beside a pin a tap still counts, in pixels (fingers are wide). */
const HIT_TOLERANCE_PX = 6;

export type PinHit = { readonly kind: 'selected' } | { readonly kind: 'cluster'; readonly feature: Feature } | null;

/**
 * The selected pin or the cluster under a pixel. Computed from the pins' positions and sizes, not
 * with OpenLayers' hit detection, whose first use blocks the page for about 150 ms to benchmark
 * canvas reads — the first tap on the map would be late.
 */
export function pinAt(
  map: OlMap,
  layers: { readonly selected: VectorSource<Feature<Point>>; readonly clusters: VectorSource<Feature<Point>> },
  pixel: number[],
): PinHit {
  const coordinate = map.getCoordinateFromPixel(pixel);
  const resolution = map.getView().getResolution();
  if (!coordinate || !resolution) return null;
  const x = unwrapX(coordinate[0] ?? 0);
  const y = coordinate[1] ?? 0;
  const centre = (feature: Feature<Point>) => feature.getGeometry()?.getCoordinates() ?? [NaN, NaN];
  const selected = layers.selected.getFeatures()[0];
  if (selected) {
    const [sx = NaN, sy = NaN] = centre(selected);
    const hit = discAt([{ x: sx, y: sy, radius: SELECTED_RING_RADIUS, item: 'selected' as const }], x, y, resolution, HIT_TOLERANCE_PX);
    if (hit) return { kind: 'selected' };
  }
  const reach = (MAX_CLUSTER_RADIUS + HIT_TOLERANCE_PX) * resolution;
  const clusters = layers.clusters.getFeaturesInExtent([x - reach, y - reach, x + reach, y + reach]);
  const discs = clusters.map((feature) => {
    const [cx = NaN, cy = NaN] = centre(feature);
    const group = groupOf(feature);
    const members = group?.members.length ?? 1;
    const pin = group?.status ? STATUS_PIN_SIZE / 2 : PIN_RADIUS;
    return { x: cx, y: cy, radius: members > 1 ? clusterRadius(members) : pin, item: feature };
  });
  const feature = discAt(discs, x, y, resolution, HIT_TOLERANCE_PX);
  return feature ? { kind: 'cluster', feature } : null;
}

/** What a tap on a cluster does (`clusterClick`): opens a bin (one pin, one address, or no closer zoom left), else zooms in on its pins. */
export function clusterTapped(
  members: { readonly ids: readonly string[]; readonly places: readonly Coordinate[] },
  view: View,
): { readonly kind: 'select'; readonly id: string } | { readonly kind: 'zoom'; readonly extent: Extent } {
  const extent = boundingExtent(members.places as Coordinate[]);
  const samePlace = getWidth(extent) < 1 && getHeight(extent) < 1;
  const action = clusterClick(members.ids, samePlace, view.getZoom() ?? 0, view.getMaxZoom());
  return action.kind === 'select' ? action : { kind: 'zoom', extent };
}
