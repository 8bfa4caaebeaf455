import type { Result } from '../../shared/result';
import type { GeoPoint } from '../country';
import type { GeolocationFailure, Geolocator } from '../ports/geolocator.port';
import { LocateCustomer } from './locate-customer';

/**
 * The customer's position when the browser gives it without asking (spec §2: "the map centres on the
 * user's geolocation if permitted"): only when the permission is already granted, so opening the
 * locator never brings up a prompt. Null when it is not granted (or the browser cannot tell).
 */
export class LocateIfAllowed {
  private readonly locate: LocateCustomer;

  constructor(private readonly geolocator: Geolocator) {
    this.locate = new LocateCustomer(geolocator);
  }

  async execute(): Promise<Result<GeoPoint, GeolocationFailure> | null> {
    if ((await this.geolocator.permission()) !== 'granted') return null;
    return this.locate.execute();
  }
}
