import type { Money } from '../shared/money';

/**
 * What this device keeps of a customer's account between visits: the balance last read from the
 * server, whose it is and when it was read (issue 44 point 4; docs/decisions/privacy-and-consent.md, "The
 * account's copy on the device is minimal and ends with the session"). Never a token, never anything the server did not say.
 */
export interface AccountSnapshot {
  readonly customer: string;
  readonly balance: Money;
  /** When the server's answer arrived, in ms since the epoch. */
  readonly readAt: number;
}

/** A copy not refreshed for this long is the copy of an account nobody uses here any more: wiped. */
export const SNAPSHOT_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The copy `customer` may be shown now: theirs, and read within the last 30 days (not in the
 * future either: a clock set back must not keep a copy for ever). Null for anything else — another
 * customer's, too old, or none — which is then wiped, never shown.
 */
export function snapshotFor(stored: AccountSnapshot | null, customer: string, now: number): AccountSnapshot | null {
  if (!stored || stored.customer !== customer) return null;
  const age = now - stored.readAt;
  return age >= 0 && age <= SNAPSHOT_KEPT_MS ? stored : null;
}
