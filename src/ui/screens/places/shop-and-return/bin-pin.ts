import { pointOf, type Bin } from '../../../../core/places/bin';
import type { MapPin } from '../../../../core/places/ports/map.port';
import type { StatusShown } from './status-words';

/** A bin as the map pins it: named by its shop and address, and its status in words when it has one (the pin's shape and colour say it too). */
export function binPin(bin: Bin, status: StatusShown | null): MapPin {
  const label = `${bin.retailer.name} — ${bin.details}`;
  return status
    ? { id: bin.id, point: pointOf(bin), label: `${label} — ${status.words}`, status: status.state }
    : { id: bin.id, point: pointOf(bin), label };
}
