import { fromLonLat, toLonLat } from 'ol/proj';
import type { Coordinate } from 'ol/coordinate';
import type { GeoPoint } from '../../core/places/country';
import type { MapViewState } from '../../core/places/ports/map.port';

/** WGS 84 (lat, lng) to the map's Web Mercator coordinates. */
export const toMapCoordinate = (point: GeoPoint): Coordinate => fromLonLat([point.lng, point.lat]);

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
