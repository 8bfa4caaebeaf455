import type { AccountSnapshot } from '../../core/wallet/account-snapshot';
import type { AccountSnapshotStore } from '../../core/wallet/ports/account-snapshot-store.port';
import { isCurrency } from '../../core/shared/money';
import { safeLocalStorage } from './local-storage-locale-store';

const KEY = 'account-snapshot';

/**
 * The account's copy in localStorage (docs/decisions/privacy-and-consent.md, "The account's copy on the
 * device is minimal and ends with the session"):
 * one customer's at a time, read back only when whole. Storage blocked or full: nothing is kept.
 */
export class LocalStorageAccountSnapshotStore implements AccountSnapshotStore {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = safeLocalStorage()) {}

  read(): AccountSnapshot | null {
    try {
      return whole(JSON.parse(this.storage?.getItem(KEY) ?? 'null'));
    } catch {
      return null;
    }
  }

  write(snapshot: AccountSnapshot): void {
    try {
      this.storage?.setItem(KEY, JSON.stringify(snapshot));
    } catch {
      // Private mode or full storage: the next visit shows the balance without a copy, as the first one did.
    }
  }

  wipe(): void {
    try {
      this.storage?.removeItem(KEY);
    } catch {
      // Storage blocked: nothing was kept either.
    }
  }
}

function whole(value: unknown): AccountSnapshot | null {
  const { customer, balance, readAt } = (value ?? {}) as Partial<Record<keyof AccountSnapshot, unknown>>;
  const { amount, currency } = (balance ?? {}) as Record<string, unknown>;
  if (typeof customer !== 'string' || typeof readAt !== 'number' || !Number.isSafeInteger(amount) || !isCurrency(currency)) return null;
  return { customer, balance: { amount: amount as number, currency }, readAt };
}
