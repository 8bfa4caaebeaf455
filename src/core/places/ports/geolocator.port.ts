import type { Result } from '../../shared/result';
import type { GeoPoint } from '../country';

/**
 * Why the device's position is not known: the customer (or the browser's settings) refused it, or
 * the device could not find it in time. The screen says which, so the customer knows what to do.
 */
export type GeolocationFailure = 'denied' | 'unavailable';

/**
 * Whether the browser would give the position without asking the customer (the Permissions API's
 * state for geolocation); `unknown` where the browser cannot tell.
 */
export type GeolocationPermission = 'granted' | 'denied' | 'prompt' | 'unknown';

/** The device's position, when the customer allows it. */
export interface Geolocator {
  /** Asks for the position (the browser may ask the customer); never rejects. */
  current(): Promise<Result<GeoPoint, GeolocationFailure>>;
  /** Reads the permission without asking anything; never rejects. */
  permission(): Promise<GeolocationPermission>;
}
