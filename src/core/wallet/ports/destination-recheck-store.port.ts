import { freshRecord, type RecheckRecord } from '../destination-recheck';

/**
 * One customer's password checks before a new payout destination, and the last destination changed
 * from this device (issue 47 point 4): kept on the device, wiped with the session (copiesEndWithSession).
 * `read` answers it whole, or null — asynchronously, so that its check loads with the page that reads
 * it. Storage may be blocked: then nothing is kept (the password is asked every time).
 */
export interface DestinationRecheckStore {
  owner(): string | null;
  read(): Promise<RecheckRecord | null>;
  write(record: RecheckRecord): void;
  wipe(): void;
}

/** This customer's record on the device: a fresh one when none is kept, or it is another customer's. */
export async function recordOf(records: Pick<DestinationRecheckStore, 'read'>, customer: string): Promise<RecheckRecord> {
  const kept = await records.read();
  return kept?.customer === customer ? kept : freshRecord(customer);
}
