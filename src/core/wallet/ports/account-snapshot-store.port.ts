import type { AccountSnapshot } from '../account-snapshot';

/**
 * The device's copy of one customer's account (account-snapshot.ts): at most one customer's at a
 * time. `read` answers null for a copy it cannot read whole; storage may be blocked, then nothing is
 * kept and nothing is read.
 */
export interface AccountSnapshotStore {
  read(): AccountSnapshot | null;
  write(snapshot: AccountSnapshot): void;
  wipe(): void;
}
