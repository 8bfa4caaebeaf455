import type { Money } from '../../shared/money';
import type { OwnedItemStore } from '../../shared/owned-item-store.port';

/**
 * A withdrawal confirmed and held before it is sent (issue 47 point 3), noted on the device so that
 * the next visit can say it was not sent if the page was left during the hold: whose, and how much.
 * Nothing else (no destination, no key).
 */
export interface HeldWithdrawalNote {
  readonly customer: string;
  readonly amount: Money;
}

/** At most one note, of one customer. */
export type HeldWithdrawalStore = OwnedItemStore<HeldWithdrawalNote>;

/** One hold at a time across the tabs of this browser (Web Locks): a tab reads the note only once no other is holding. */
export interface HoldLock {
  runExclusive<T>(task: () => Promise<T>): Promise<T>;
}
