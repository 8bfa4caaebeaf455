import { binsFound, isOnEarth, type Bin, type BinsFound } from '../../core/places/bin';
import type { BinDto } from '../../contract/places.contract';
import { fail, fieldsOf, list, num, optStr, orNull, rec, str } from './read';

export function toBin(v: unknown): Bin {
  const o = fieldsOf<BinDto>(v, 'bin');
  const retailer = rec(o.retailer, 'retailer');
  const lat = num(o.lat, 'lat');
  const lng = num(o.lng, 'lng');
  if (!isOnEarth(lat, lng)) fail('coordinates');
  // Assumed fields: read when they are text, else the bin is as the specification shows it.
  const city = optStr(o.city)?.trim();
  const reading = optStr(o.reading)?.trim();
  return {
    id: String(o.id ?? fail('id')),
    lat,
    lng,
    details: optStr(o.details) ?? '',
    retailer: { id: String(retailer.id ?? fail('retailer id')), name: str(retailer.name, 'retailer name') },
    ...(city ? { city } : {}),
    ...(reading ? { reading } : {}),
  };
}

/** GET /bins' `data`: a list (else the whole answer is unusable), whose unreadable entries are dropped and counted. */
export function toBins(v: unknown): BinsFound {
  return binsFound(list(v, 'bins').map((entry) => orNull(() => toBin(entry))));
}
