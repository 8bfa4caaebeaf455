import type { OwnedItemStore } from '../../shared/owned-item-store.port';
import type { AccountSnapshot } from '../account-snapshot';

/** The device's copy of one customer's account (account-snapshot.ts), read back only when whole. */
export type AccountSnapshotStore = OwnedItemStore<AccountSnapshot>;
