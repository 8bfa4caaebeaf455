import type { GeoPoint } from '../../core/places/country';
import type { Geolocator } from '../../core/places/ports/geolocator.port';

export class BrowserGeolocator implements Geolocator {
  constructor(private readonly timeoutMs = 8000) {}

  current(): Promise<GeoPoint | null> {
    const geo = globalThis.navigator?.geolocation;
    if (!geo) return Promise.resolve(null);
    return new Promise((resolve) => {
      geo.getCurrentPosition(
        (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
        () => resolve(null),
        { timeout: this.timeoutMs, maximumAge: 60_000 },
      );
    });
  }
}
