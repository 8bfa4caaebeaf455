import type { HeldWithdrawalNote, HeldWithdrawalStore } from '../../core/wallet/ports/held-withdrawal-store.port';
import { LocalStorageCustomerNote } from './local-storage-customer-note';

/** Its key in localStorage. */
export const HELD_WITHDRAWAL_KEY = 'withdrawal-held';

/**
 * The held withdrawal's note in localStorage (docs/decisions/money-and-withdrawals.md, "A moment to
 * undo"): whose, and how much; wiped with the session. Storage blocked or full: nothing is kept, and
 * the next visit has nothing to say. Read back whole by its check (held-withdrawal-json.ts), which
 * loads with the withdraw page.
 */
export class LocalStorageHeldWithdrawalStore extends LocalStorageCustomerNote<HeldWithdrawalNote> implements HeldWithdrawalStore {
  constructor(storage?: ConstructorParameters<typeof LocalStorageCustomerNote>[2]) {
    super(HELD_WITHDRAWAL_KEY, () => import('./held-withdrawal-json').then((m) => m.heldNoteFromJson), storage);
  }
}
