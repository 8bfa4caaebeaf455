import { money, type Money } from '../shared/money';
import type { Transaction } from './transaction';

/** How long a returned container may take to reach the cleaning facility and be credited (spec §9). */
export const PENDING_PROCESSING_DAYS = 32;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What an item's header says, as data for the screen to translate (spec §4):
 * a completed scan is "returned items" with the summed quantity; a pending, rejected, cancelled
 * (or failed) scan is the item text with `number_of_scans`; an adjustment is "adjustment";
 * a withdrawal is a withdrawal, a pending withdrawal, or a cancelled one (cancelled, failed, rejected).
 */
export type TransactionTitle =
  | { readonly kind: 'returnedItems'; readonly count: number }
  | { readonly kind: 'scannedItems'; readonly count: number }
  | { readonly kind: 'adjustment' }
  | { readonly kind: 'withdrawal' }
  | { readonly kind: 'pendingWithdrawal' }
  | { readonly kind: 'cancelledWithdrawal' };

/** Sum of the item quantities. */
export const itemCount = (tx: Pick<Transaction, 'items'>): number => tx.items.reduce((n, item) => n + item.quantity, 0);

export function transactionTitle(tx: Transaction): TransactionTitle {
  switch (tx.category) {
    case 'SCAN':
      return tx.status === 'COMPLETED'
        ? { kind: 'returnedItems', count: itemCount(tx) }
        : { kind: 'scannedItems', count: tx.numberOfScans };
    case 'ADJUSTMENT':
      return { kind: 'adjustment' };
    case 'WITHDRAWAL':
      if (tx.status === 'COMPLETED') return { kind: 'withdrawal' };
      if (tx.status === 'PENDING') return { kind: 'pendingWithdrawal' };
      return { kind: 'cancelledWithdrawal' };
  }
}

/** The title's colour (spec §4): orange while pending, black once voided, the brand colour when settled. */
export type TransactionTone = 'settled' | 'pending' | 'void';

export function transactionTone(tx: Pick<Transaction, 'status'>): TransactionTone {
  if (tx.status === 'PENDING') return 'pending';
  if (tx.status === 'COMPLETED') return 'settled';
  return 'void';
}

/**
 * A withdrawal that was not paid out (cancelled, failed, or rejected): its amount is back in the
 * balance (issue 17) — it is money that did not leave, not money out.
 */
export const isReturnedWithdrawal = (tx: Pick<Transaction, 'category' | 'status'>): boolean =>
  tx.category === 'WITHDRAWAL' && (tx.status === 'CANCELLED' || tx.status === 'FAILED' || tx.status === 'REJECTED');

/**
 * How the amount is shown:
 * - `hidden` for a scan not completed — pending or rejected (spec §2), cancelled or failed too:
 *   nothing was credited, and a bare amount would read as a credit;
 * - `returned` for a withdrawal that was not paid out: the amount back in the balance, unsigned
 *   whatever sign the server gave it, never as money out;
 * - `moved` otherwise: the signed amount, money in or out.
 */
export type AmountShown =
  { readonly kind: 'hidden' } | { readonly kind: 'moved'; readonly amount: Money } | { readonly kind: 'returned'; readonly amount: Money };

export function amountShown(tx: Pick<Transaction, 'category' | 'status' | 'amount'>): AmountShown {
  if (tx.category === 'SCAN' && tx.status !== 'COMPLETED') return { kind: 'hidden' };
  if (isReturnedWithdrawal(tx)) return { kind: 'returned', amount: money(Math.abs(tx.amount.amount), tx.amount.currency) };
  return { kind: 'moved', amount: tx.amount };
}

/**
 * How a withdrawal names its account: "paid to" once paid, "to be paid to" while pending, "was to be
 * paid to" when it was not paid out (the customer may need to check the details). Null when there is
 * no account to name, or for anything but a withdrawal.
 */
export type Payee = 'paidTo' | 'toBePaidTo' | 'wasToBePaidTo';

export function payee(tx: Pick<Transaction, 'category' | 'status' | 'accountName' | 'accountNumber'>): Payee | null {
  if (tx.category !== 'WITHDRAWAL' || !(tx.accountName || tx.accountNumber)) return null;
  if (tx.status === 'COMPLETED') return 'paidTo';
  if (tx.status === 'PENDING') return 'toBePaidTo';
  return 'wasToBePaidTo';
}

/** Items and their images show only for completed or rejected scans (spec §4). */
export const showsItems = (tx: Pick<Transaction, 'category' | 'status'>): boolean =>
  tx.category === 'SCAN' && (tx.status === 'COMPLETED' || tx.status === 'REJECTED');

/** A return can be reported as wrong: every scan, whatever its status. */
export const canReportProblem = (tx: Pick<Transaction, 'category'>): boolean => tx.category === 'SCAN';

/** The day by which a pending scan should be credited (created + 32 days); null for anything not pending. */
export function creditDueDate(tx: Pick<Transaction, 'category' | 'status' | 'createdAt'>): Date | null {
  if (tx.category !== 'SCAN' || tx.status !== 'PENDING') return null;
  return new Date(tx.createdAt.getTime() + PENDING_PROCESSING_DAYS * DAY_MS);
}

/** The year is shown only for dates before the previous calendar year (spec §2), in the given time zone's calendar. */
export function showsYear(date: Date, now: Date, yearOf: (d: Date) => number = (d) => d.getFullYear()): boolean {
  return yearOf(date) < yearOf(now) - 1;
}

/** Account numbers masked (account-number-mask.ts: the withdraw page needs it without the rest of this file). */
export { MASK, maskAccountNumber } from './account-number-mask';

/** Impact (issue 8 point 3), counted where the history's pages are read. */
export { returnedContainers } from './history-pages';
