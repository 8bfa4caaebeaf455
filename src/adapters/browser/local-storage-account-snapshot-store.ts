import type { AccountSnapshot } from '../../core/wallet/account-snapshot';
import type { AccountSnapshotStore } from '../../core/wallet/ports/account-snapshot-store.port';
import { ACCOUNT_SNAPSHOT_KEY } from './account-snapshot-key';
import { safeLocalStorage } from './local-storage-locale-store';
import { LocalStorageOwnedItem } from './local-storage-owned-item';

/**
 * The account's copy in localStorage (docs/decisions/privacy-and-consent.md, "The account's copy on the
 * device is minimal and ends with the session"): one customer's at a time, read back only when whole
 * (account-snapshot-json.ts, loaded with the pages that show the copy). Storage blocked or full: nothing
 * is kept, and the next visit shows the balance without a copy.
 */
export class LocalStorageAccountSnapshotStore extends LocalStorageOwnedItem<AccountSnapshot> implements AccountSnapshotStore {
  constructor(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = safeLocalStorage()) {
    super(ACCOUNT_SNAPSHOT_KEY, async () => (await import('./account-snapshot-json')).snapshotFromJson, storage);
  }
}
