import type { OwnedItemStore } from '../../shared/owned-item-store.port';
import { freshRecord, type RecheckRecord } from '../destination-recheck';

/**
 * One customer's password checks before a new payout destination, and the last destination changed
 * from this device (issue 47 point 4). Storage blocked: nothing is kept, and the password is asked
 * every time.
 */
export type DestinationRecheckStore = OwnedItemStore<RecheckRecord>;

/** This customer's record on the device: a fresh one when none is kept, or it is another customer's. */
export async function recordOf(records: Pick<DestinationRecheckStore, 'read'>, customer: string): Promise<RecheckRecord> {
  const kept = await records.read();
  return kept?.customer === customer ? kept : freshRecord(customer);
}
