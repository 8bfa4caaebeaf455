import { fromLonLat, toLonLat } from 'ol/proj';
import type { Coordinate } from 'ol/coordinate';
import type { GeoPoint } from '../../core/places/country';
import type { MapViewState } from '../../core/places/ports/map.port';

/** WGS 84 (lat, lng) to the map's Web Mercator coordinates. */
export const toMapCoordinate = (point: GeoPoint): Coordinate => fromLonLat([point.lng, point.lat]);

/** The south-west and north-east corners of the box holding every point (none for no point). */
export function cornersOf(points: readonly GeoPoint[]): GeoPoint[] {
  if (points.length === 0) return [];
  let [south, west, north, east] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { lat, lng } of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return [
    { lat: south, lng: west },
    { lat: north, lng: east },
  ];
}

/** The map's centre and zoom as the port speaks them: longitude wrapped into −180…180, six decimals (≈ 10 cm). */
export function toViewState(centre: Coordinate, zoom: number): MapViewState {
  const [lng = 0, lat = 0] = toLonLat(centre);
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return { centre: { lat: round(lat), lng: round(lng) }, zoom: Math.round(zoom * 100) / 100 };
}

/** Whether two views are the same place on screen (a move the map made itself, not the customer). */
export function sameView(a: MapViewState, b: MapViewState): boolean {
  return Math.abs(a.zoom - b.zoom) < 0.01 && Math.abs(a.centre.lat - b.centre.lat) < 1e-5 && Math.abs(a.centre.lng - b.centre.lng) < 1e-5;
}

/** Half the width of the Web Mercator world, in metres. */
const HALF_WORLD = 20_037_508.342789244;

/** An x the map has wrapped around the world (panned past the antimeridian) brought back onto the first world. */
export function unwrapX(x: number): number {
  return ((((x + HALF_WORLD) % (2 * HALF_WORLD)) + 2 * HALF_WORLD) % (2 * HALF_WORLD)) - HALF_WORLD;
}

/**
 * A ring of the world map (Web Mercator) that crosses the antimeridian jumps from one edge of the
 * world to the other (Russia's Chukotka, Fiji): drawn as is, it is a stripe across the whole map.
 * Shifts the vertices after each jump by a world's width so that the ring stays in one piece
 * (OpenLayers draws what lies past the edge on the next copy of the world). A ring that goes round
 * the whole globe (Antarctica, closed along the pole) is left as it is.
 */
export function joinAcrossAntimeridian(ring: readonly (readonly number[])[]): number[][] {
  const world = 2 * HALF_WORLD;
  let shift = 0;
  const joined = ring.map((vertex, i) => {
    const [x = 0, y = 0] = vertex;
    const previous = ring[i - 1];
    if (previous) {
      const jump = x - (previous[0] ?? 0);
      if (jump > HALF_WORLD) shift -= world;
      else if (jump < -HALF_WORLD) shift += world;
    }
    return [x + shift, y];
  });
  return shift === 0 ? joined : ring.map((vertex) => [...vertex]);
}
