import type { Money } from '../../shared/money';

/**
 * A withdrawal confirmed and held before it is sent (issue 47 point 3), noted on the device so that
 * the next visit can say it was not sent if the page was left during the hold: whose, and how much.
 * Nothing else (no destination, no key).
 */
export interface HeldWithdrawalNote {
  readonly customer: string;
  readonly amount: Money;
}

/**
 * At most one note, of one customer. `read` answers it whole, or null — asynchronously, so that its
 * check loads with the page that reads it. Storage may be blocked: then nothing is kept, and nothing read.
 */
export interface HeldWithdrawalStore {
  owner(): string | null;
  read(): Promise<HeldWithdrawalNote | null>;
  write(note: HeldWithdrawalNote): void;
  wipe(): void;
}

/** One hold at a time across the tabs of this browser (Web Locks): a tab reads the note only once no other is holding. */
export interface HoldLock {
  runExclusive<T>(task: () => Promise<T>): Promise<T>;
}
