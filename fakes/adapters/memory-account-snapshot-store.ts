import type { AccountSnapshot } from '../../src/core/wallet/account-snapshot';
import type { AccountSnapshotStore } from '../../src/core/wallet/ports/account-snapshot-store.port';

/** The device's copy of an account, held in memory: what a use case wrote is in `kept`. */
export class MemoryAccountSnapshotStore implements AccountSnapshotStore {
  kept: AccountSnapshot | null = null;
  owner = () => this.kept?.customer ?? null;
  read = async () => this.kept;
  write = (snapshot: AccountSnapshot) => void (this.kept = snapshot);
  wipe = () => void (this.kept = null);
}
