import { isCurrency } from '../../core/shared/money';
import type { HeldWithdrawalNote } from '../../core/wallet/ports/held-withdrawal-store.port';

/** A held withdrawal's note read back whole (local-storage-held-withdrawal-store.ts), or null: loaded with the page that reads it. */
export function heldNoteFromJson(json: string | null): HeldWithdrawalNote | null {
  try {
    const note = JSON.parse(json ?? 'null') as Partial<HeldWithdrawalNote> | null;
    const amount = note?.amount;
    if (typeof note?.customer !== 'string' || !amount) return null;
    if (!Number.isSafeInteger(amount.amount) || !isCurrency(amount.currency)) return null;
    return { customer: note.customer, amount: { amount: amount.amount, currency: amount.currency } };
  } catch {
    return null;
  }
}
