import type { GeoPoint } from '../../core/places/country';
import type { GeolocationFailure, GeolocationPermission, Geolocator } from '../../core/places/ports/geolocator.port';
import { err, ok, type Result } from '../../core/shared/result';

/** GeolocationPositionError.PERMISSION_DENIED (jsdom and old browsers have no constant to read). */
const PERMISSION_DENIED = 1;

export class BrowserGeolocator implements Geolocator {
  constructor(private readonly timeoutMs = 8000) {}

  current(): Promise<Result<GeoPoint, GeolocationFailure>> {
    const geo = globalThis.navigator?.geolocation;
    if (!geo) return Promise.resolve(err('unavailable'));
    return new Promise((resolve) => {
      try {
        geo.getCurrentPosition(
          (p) => resolve(ok({ lat: p.coords.latitude, lng: p.coords.longitude })),
          (e) => resolve(err(e.code === PERMISSION_DENIED ? 'denied' : 'unavailable')),
          { timeout: this.timeoutMs, maximumAge: 60_000 },
        );
      } catch {
        // Some embedded browsers throw instead of calling back (e.g. a blocked permissions policy).
        resolve(err('unavailable'));
      }
    });
  }

  async permission(): Promise<GeolocationPermission> {
    try {
      const status = await globalThis.navigator?.permissions?.query({ name: 'geolocation' });
      return status ? status.state : 'unknown';
    } catch {
      // Safari before 16 and some webviews know no 'geolocation' permission name.
      return 'unknown';
    }
  }
}
