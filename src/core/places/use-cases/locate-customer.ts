import { isOnEarth } from '../bin';
import type { GeoPoint } from '../country';
import type { GeolocationFailure, Geolocator } from '../ports/geolocator.port';
import { err, type Result } from '../../shared/result';

/**
 * The customer's position, asked for only when they ask (spec §2: "use my position"). Never rejects;
 * a position no place on Earth has (a broken device or browser) is `unavailable`, like no position.
 */
export class LocateCustomer {
  constructor(private readonly geolocator: Geolocator) {}

  async execute(): Promise<Result<GeoPoint, GeolocationFailure>> {
    const found = await this.geolocator.current();
    if (found.ok && !isOnEarth(found.value.lat, found.value.lng)) return err('unavailable');
    return found;
  }
}
