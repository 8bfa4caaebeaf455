import { binsFound, isOnEarth, type Bin, type BinsFound } from '../../core/places/bin';
import { isBinState, type BinStatus } from '../../core/places/bin-status';
import type { BinDto, BinReportDto } from '../../contract/places.contract';
import { fail, fieldsOf, list, num, optStr, orNull, rec, str, type Untrusted } from './read';

/**
 * The assumed `status` and `status_updated_at` (issue 21): none when `status` is absent or not text;
 * a state the app does not know is `unknown` (the server says something the app cannot tell); a time
 * that cannot be read is no time (shown as unknown, never as the state).
 */
function toStatus(o: Untrusted<BinDto>): BinStatus | undefined {
  const state = optStr(o.status)?.trim();
  if (!state) return undefined;
  const at = optStr(o.status_updated_at);
  const reportedAt = at !== null && !Number.isNaN(Date.parse(at)) ? at : null;
  return { state: isBinState(state) ? state : 'unknown', reportedAt };
}

export function toBin(v: unknown): Bin {
  const o = fieldsOf<BinDto>(v, 'bin');
  const retailer = rec(o.retailer, 'retailer');
  const lat = num(o.lat, 'lat');
  const lng = num(o.lng, 'lng');
  if (!isOnEarth(lat, lng)) fail('coordinates');
  // Assumed fields: read when they are text, else the bin is as the specification shows it.
  const address = optStr(o.address)?.trim();
  const city = optStr(o.city)?.trim();
  const reading = optStr(o.reading)?.trim();
  const status = toStatus(o);
  return {
    id: String(o.id ?? fail('id')),
    lat,
    lng,
    details: optStr(o.details) ?? '',
    retailer: { id: String(retailer.id ?? fail('retailer id')), name: str(retailer.name, 'retailer name') },
    ...(address ? { address } : {}),
    ...(city ? { city } : {}),
    ...(reading ? { reading } : {}),
    ...(status ? { status } : {}),
  };
}

/** POST /bins/{id}/reports' `data`: when the report was received (a time that cannot be read is not an answer). */
export function toReportReceipt(v: unknown): { readonly reportedAt: string } {
  const o = fieldsOf<BinReportDto>(v, 'report');
  const at = str(o.created_at, 'created_at');
  return Number.isNaN(Date.parse(at)) ? fail('created_at') : { reportedAt: at };
}

/** GET /bins' `data`: a list (else the whole answer is unusable), whose unreadable entries are dropped and counted. */
export function toBins(v: unknown): BinsFound {
  return binsFound(list(v, 'bins').map((entry) => orNull(() => toBin(entry))));
}
