import type { GeoPoint } from '../country';

/** The device's position, when the customer allows it. */
export interface Geolocator {
  /** Resolves null when permission is refused, unavailable or too slow; never rejects. */
  current(): Promise<GeoPoint | null>;
}
