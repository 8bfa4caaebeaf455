import type { Bin } from './bin';

/**
 * Google Maps' documented cross-platform directions address: no key, the Google Maps app where it is
 * installed (Android, iOS), the website elsewhere (docs/decisions/places-and-map.md).
 */
const DIRECTIONS = 'https://www.google.com/maps/dir/';

/**
 * Directions to a bin (issue 44, point 7): to its shop by the shop's name and address when the server
 * gives the address, so that the customer's maps open the shop as a place they can recognise, not a
 * dropped pin; to the bin's coordinates when it does not. The URL takes one destination — a place or
 * a point, not both — so the coordinates are the fallback, never a second guess beside the address.
 */
export function directionsUrl(bin: Pick<Bin, 'lat' | 'lng' | 'retailer' | 'address'>): string {
  const address = bin.address?.trim();
  const destination = address ? `${bin.retailer.name}, ${address}` : `${bin.lat},${bin.lng}`;
  const query = new URLSearchParams();
  query.set('api', '1');
  query.set('destination', destination);
  return `${DIRECTIONS}?${query.toString()}`;
}
