import type { Money } from '../shared/money';
import type { PayoutMethod } from './payout-method';
import type { Transaction } from './transaction';
import { maskAccountNumber } from './account-number-mask';
import type { LastSeen } from './since-last-visit';

/**
 * What this device keeps of a customer's account between visits (issue 44 point 4, issue 46 point 1;
 * docs/decisions/privacy-and-consent.md, "The account's copy on the device is minimal and ends with
 * the session"): the balance last read from the server, whose it is and when it was read, and the
 * first screen of the history last read, and the default payout method's name. Never a token, never
 * where a payout goes, never anything the server did not say.
 */
export interface AccountSnapshot {
  readonly customer: string;
  readonly balance: Money;
  /** When the server's answer arrived, in ms since the epoch. */
  readonly readAt: number;
  /** The history's first screen as last read, unfiltered, newest first (absent until read once). */
  readonly history?: HistoryCopy;
  /** The default payout method as last read (null: none set up; absent until read once): its name, not where it pays. */
  readonly payoutMethod?: PayoutMethod | null;
  /** The customer's last look at their account here (issue 47 point 1): when, and what was pending (absent before the first). */
  readonly seen?: LastSeen;
}

/** The history's first rows as the device keeps them: no item's image, no account number but its last 4. */
export interface HistoryCopy {
  readonly transactions: readonly Transaction[];
  /** When the server's answer arrived, in ms since the epoch. */
  readonly readAt: number;
}

/** A copy not refreshed for this long is the copy of an account nobody uses here any more: wiped. */
export const SNAPSHOT_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** The history's rows a copy keeps: the first screen of a phone, not the history. */
export const COPIED_TRANSACTIONS = 20;

/** When the copy was last refreshed: its newest part. */
const lastRead = (copy: AccountSnapshot): number => Math.max(copy.readAt, copy.history?.readAt ?? Number.NEGATIVE_INFINITY);

/**
 * The copy `customer` may be shown now: theirs, and refreshed within the last 30 days (not in the
 * future either: a clock set back must not keep a copy for ever). Null for anything else — another
 * customer's, too old, or none — which is then wiped, never shown.
 */
export function snapshotFor(stored: AccountSnapshot | null, customer: string | null | undefined, now: number): AccountSnapshot | null {
  if (!stored || !customer || stored.customer !== customer) return null;
  const age = now - lastRead(stored);
  return age >= 0 && age <= SNAPSHOT_KEPT_MS && stored.readAt <= now ? stored : null;
}

/**
 * The history's first rows as a copy keeps them (issue 46 point 1): at most 20, each item without its
 * image (an address the device does not need to show a row), each account number masked but for its
 * last 4 characters (the way the history shows it: `maskAccountNumber`).
 */
export function historyCopy(transactions: readonly Transaction[], readAt: number): HistoryCopy {
  return {
    readAt,
    transactions: transactions.slice(0, COPIED_TRANSACTIONS).map((tx) => ({
      ...tx,
      items: tx.items.map((item) => ({ ...item, imageUrl: '' })),
      accountNumber: tx.accountNumber === null ? null : maskAccountNumber(tx.accountNumber),
    })),
  };
}
