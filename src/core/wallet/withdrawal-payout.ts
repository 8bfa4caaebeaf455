import { money, type Money } from '../shared/money';
import type { Transaction } from './transaction';
import { isReturnedWithdrawal } from './transaction-view';

/**
 * What a withdrawal in the history says of its fee and what the payout method receives (issue 44
 * point 1), on the screen and in the CSV alike:
 * - `none`: not a withdrawal, or the server gave no fee (never guessed);
 * - `split`: the fee and the amount less the fee — `when` says whether it is to be received (pending),
 *   was received (paid), or was to be (not paid out: the whole amount is back in the balance);
 * - `unreadable`: the fee the server gave cannot be true of this withdrawal (above the amount, below
 *   zero, or in another currency): said so, never shown as a negative amount received.
 */
export type WithdrawalPayout =
  | { readonly kind: 'none' }
  | { readonly kind: 'split'; readonly when: 'pending' | 'paid' | 'returned'; readonly fee: Money; readonly net: Money }
  | { readonly kind: 'unreadable' };

export function withdrawalPayout(tx: Pick<Transaction, 'category' | 'status' | 'amount' | 'fee'>): WithdrawalPayout {
  if (tx.category !== 'WITHDRAWAL' || !tx.fee) return { kind: 'none' };
  const asked = Math.abs(tx.amount.amount);
  const { fee } = tx;
  if (fee.currency !== tx.amount.currency || fee.amount < 0 || fee.amount > asked) return { kind: 'unreadable' };
  const when = isReturnedWithdrawal(tx) ? 'returned' : tx.status === 'COMPLETED' ? 'paid' : 'pending';
  return { kind: 'split', when, fee, net: money(asked - fee.amount, tx.amount.currency) };
}
