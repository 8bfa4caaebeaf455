import type { BinStatus } from './bin-status';
import type { GeoPoint } from './country';

/** A pick-up bin at a shop (spec §3). */
export interface Bin {
  readonly id: string;
  readonly lat: number;
  readonly lng: number;
  readonly details: string;
  readonly retailer: { readonly id: string; readonly name: string };
  /** Its shop's postal address, when the server gives it (assumed `address`, issue 44): where directions lead. */
  readonly address?: string;
  /** Its town or city, when the server names it (assumed `city`): the list's order while the customer's position is unknown. */
  readonly city?: string;
  /** How its address is read, in kana, when the server gives it (assumed `reading`, Japan): found by kana and romaji. */
  readonly reading?: string;
  /** Its state as last reported, when the server gives it (assumed `status`, issue 21): read through `shownStatus`. */
  readonly status?: BinStatus;
}

/** Where a bin stands, as a map takes a point (its coordinates alone). */
export const pointOf = (bin: Bin): GeoPoint => ({ lat: bin.lat, lng: bin.lng });

/**
 * A market's bins as the server gave them: those that can be shown, and how many entries could not be
 * (unreadable, or at coordinates no place on Earth has). One bad entry never hides the others.
 */
export interface BinsFound {
  readonly bins: readonly Bin[];
  readonly dropped: number;
  /** When the server gave this answer (issue 21): just now, or earlier for a kept copy. */
  readonly receivedAt?: Date;
  /**
   * The answer is the copy this device kept of an earlier one, given because the server could not be
   * reached (offline): the bins as they were at `receivedAt` (docs/decisions/places-and-map.md).
   */
  readonly kept?: boolean;
}

/** A latitude within −90..90 and a longitude within −180..180, both finite. */
export const isOnEarth = (lat: number, lng: number): boolean =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** Keeps the bins that can be shown (read, and on Earth) and counts the others; `null` is an entry that could not be read. */
export function binsFound(entries: readonly (Bin | null)[]): BinsFound {
  const bins = entries.filter((bin): bin is Bin => bin !== null && isOnEarth(bin.lat, bin.lng));
  return { bins, dropped: entries.length - bins.length };
}
