import type { AccountSnapshot } from '../../core/wallet/account-snapshot';
import type { AccountSnapshotStore } from '../../core/wallet/ports/account-snapshot-store.port';
import { safeLocalStorage } from './local-storage-locale-store';
import { ACCOUNT_SNAPSHOT_KEY } from './account-snapshot-key';

/**
 * The account's copy in localStorage (docs/decisions/privacy-and-consent.md, "The account's copy on the
 * device is minimal and ends with the session"):
 * one customer's at a time, read back only when whole. Storage blocked or full: nothing is kept.
 */
export class LocalStorageAccountSnapshotStore implements AccountSnapshotStore {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = safeLocalStorage()) {}

  owner(): string | null {
    try {
      const { customer } = (JSON.parse(this.storage?.getItem(ACCOUNT_SNAPSHOT_KEY) ?? 'null') ?? {}) as { customer?: unknown };
      return typeof customer === 'string' ? customer : null;
    } catch {
      return null;
    }
  }

  /** Read back whole, or null: its check (account-snapshot-json.ts) loads with the pages that show the copy. */
  async read(): Promise<AccountSnapshot | null> {
    try {
      const json = this.storage?.getItem(ACCOUNT_SNAPSHOT_KEY) ?? null;
      return (await import('./account-snapshot-json')).snapshotFromJson(json);
    } catch {
      return null;
    }
  }

  write(snapshot: AccountSnapshot): void {
    try {
      this.storage?.setItem(ACCOUNT_SNAPSHOT_KEY, JSON.stringify(snapshot));
    } catch {
      // Private mode or full storage: the next visit shows the balance without a copy, as the first one did.
    }
  }

  wipe(): void {
    try {
      this.storage?.removeItem(ACCOUNT_SNAPSHOT_KEY);
    } catch {
      // Storage blocked: nothing was kept either.
    }
  }
}
