import type { HeldWithdrawalNote, HeldWithdrawalStore } from '../../core/wallet/ports/held-withdrawal-store.port';
import { safeLocalStorage } from './local-storage-locale-store';
import { LocalStorageOwnedItem } from './local-storage-owned-item';

/** Its key in localStorage. */
export const HELD_WITHDRAWAL_KEY = 'withdrawal-held';

/**
 * The held withdrawal's note in localStorage (docs/decisions/money-and-withdrawals.md, "A moment to
 * undo"): whose, and how much; wiped with the session. Storage blocked or full: nothing is kept, and
 * the next visit has nothing to say. Read back whole by its check (held-withdrawal-json.ts), which
 * loads with the withdraw page; when it cannot load (offline), nothing to say, as the account's copy does.
 */
export class LocalStorageHeldWithdrawalStore extends LocalStorageOwnedItem<HeldWithdrawalNote> implements HeldWithdrawalStore {
  constructor(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = safeLocalStorage()) {
    super(HELD_WITHDRAWAL_KEY, async () => (await import('./held-withdrawal-json')).heldNoteFromJson, storage);
  }
}
