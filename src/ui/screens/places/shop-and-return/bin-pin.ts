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

/**
 * Each bin's pin, made once for a given way of saying statuses (`statusOf` changes with the minute and
 * the language): a search among 50,000 bins reuses the pins it made, rather than making them again.
 */
export function pinMaker(statusOf: (bin: Bin) => StatusShown | null): (bin: Bin) => MapPin {
  const made = new WeakMap<Bin, MapPin>();
  return (bin) => {
    let pin = made.get(bin);
    if (!pin) made.set(bin, (pin = binPin(bin, statusOf(bin))));
    return pin;
  };
}
