import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import type { Coordinate } from 'ol/coordinate';
import { buffer } from 'ol/extent';
import Point from 'ol/geom/Point';
import VectorSource from 'ol/source/Vector';
import type { BinState } from '../../core/places/bin-status';
import type { MapPin } from '../../core/places/ports/map.port';
import { gridClusters, pinSet, singles, type PinGroup, type PinSet } from './pin-grid';
import { fromEPSG4326 } from 'ol/proj/epsg3857';

/** Longitudes and latitudes to Web Mercator, in place (what `fromLonLat` does to one point). */
const project = (lngLat: number[]) => void fromEPSG4326(lngLat, lngLat, 2);

/** Pins closer than this on screen are drawn as one cluster showing their count. */
export const CLUSTER_DISTANCE_PX = 44;

/** The feature property holding a mark's pins (a `PinGroup`). */
const GROUP = 'group';

/** The western edge of the Web Mercator world, in metres. */
const WEST = -20_037_508.342789244;

/**
 * The pins layer's features: one per cluster around the view (`cluster`), recomputed when a move
 * ends, or one per pin (`spread`, the countries map, each kept apart by ol-pin-spread.ts). The pins
 * themselves are kept as flat arrays (pin-grid.ts): with 50,000 bins, building 50,000 features and
 * OpenLayers' Cluster source over them took seconds of the main thread (docs/benchmarks.md).
 */
export class PinFeatures {
  readonly source = new VectorSource<Feature<Point>>();
  private set: PinSet = pinSet([], project);

  constructor(
    private readonly mapOf: () => OlMap,
    private readonly crowded: 'cluster' | 'spread',
  ) {}

  setPins(pins: readonly MapPin[]): void {
    this.set = pinSet(pins, project);
    this.refresh();
  }

  /** The marks again for the view as it is now (a move ended): clusters change with the zoom and the place shown. */
  refresh(): void {
    const groups = this.crowded === 'spread' ? singles(this.set) : this.clustersAround();
    const features = groups.map((group) => {
      const feature = new Feature({ geometry: new Point([group.x, group.y]) });
      feature.set(GROUP, group, true);
      const only = group.members.length === 1 ? group.members[0] : undefined;
      if (only !== undefined) feature.setId(this.set.ids[only]);
      return feature;
    });
    this.source.clear(true);
    this.source.addFeatures(features);
  }

  /** The clusters within the view and a view's width and height around it (a pan shows them before it ends). */
  private clustersAround(): PinGroup[] {
    const map = this.mapOf();
    const view = map.getView();
    const resolution = view.getResolution();
    const size = map.getSize();
    if (!resolution) return [];
    const [west, east] = [WEST, -WEST];
    // Not on screen yet (no size, or hidden): every pin; drawn, its size's change groups them again.
    const [minX = 0, minY = 0, maxX = 0, maxY = 0] =
      size?.[0] && size[1]
        ? buffer(view.calculateExtent(size), Math.max(size[0] ?? 0, size[1] ?? 0) * resolution)
        : [west, -Infinity, east, Infinity];
    // Near the antimeridian, or zoomed out past a world: every pin across (they all sit on the first world).
    const across = minX < west || maxX > east;
    const extent = [across ? west : minX, minY, across ? east : maxX, maxY] as const;
    return gridClusters(this.set, extent, CLUSTER_DISTANCE_PX * resolution);
  }

  /** Where a pin is drawn (spread: apart from its neighbours), or null for a pin not shown. */
  positionOf(id: string): Coordinate | null {
    const drawn = this.source.getFeatureById(id)?.getGeometry()?.getCoordinates();
    if (drawn) return drawn;
    const i = this.set.index.get(id);
    return i === undefined ? null : [this.set.xs[i] ?? NaN, this.set.ys[i] ?? NaN];
  }

  statusOf(id: string): BinState | undefined {
    const i = this.set.index.get(id);
    return i === undefined ? undefined : this.set.statuses[i];
  }

  /** A mark's pins: their ids and places, in the order given; its status when it is one pin. */
  members(feature: Feature): { readonly ids: string[]; readonly places: Coordinate[] } {
    const group = feature.get(GROUP) as PinGroup | undefined;
    const members = group?.members ?? [];
    return {
      ids: members.map((i) => this.set.ids[i] ?? ''),
      places: members.map((i) => [this.set.xs[i] ?? NaN, this.set.ys[i] ?? NaN]),
    };
  }
}

/** A mark's group of pins (for its style and its size on screen). */
export const groupOf = (feature: { get(key: string): unknown }): PinGroup | undefined => feature.get(GROUP) as PinGroup | undefined;
