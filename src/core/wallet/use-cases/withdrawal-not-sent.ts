import type { Money } from '../../shared/money';
import type { HeldWithdrawalNote, HeldWithdrawalStore, HoldLock } from '../ports/held-withdrawal-store.port';

/**
 * Remembers a withdrawal held before it is sent (issue 47 point 3), for the next visit to say it was
 * not sent when the page was left during the hold — another page opened, the tab reloaded or closed.
 * The note is written as the hold starts, and the hold keeps a lock shared by the browser's tabs until
 * it ends: sent or undone, the note is wiped before the lock is let go; left, it stays. A tab reads
 * the note only with that lock, so never while another tab is still holding the withdrawal (which may
 * yet send it); a closed tab's lock is let go by the browser.
 */
export class WithdrawalNotSent {
  constructor(
    private readonly notes: HeldWithdrawalStore,
    private readonly lock: HoldLock,
  ) {}

  /** A hold starts; `ending` settles when it ends: true when the page was left (nothing sent, said later). */
  held(customer: string, amount: Money, ending: Promise<boolean>): void {
    this.notes.write({ customer, amount });
    void this.lock.runExclusive(async () => {
      if (!(await ending)) this.notes.wipe();
    });
  }

  /** The customer's withdrawal that was held and never sent, read once (then forgotten); null when there is none, or it is another's. */
  take(customer: string): Promise<HeldWithdrawalNote | null> {
    return this.lock.runExclusive(async () => {
      const note = await this.notes.read();
      if (!note || note.customer !== customer) return null;
      this.notes.wipe();
      return note;
    });
  }
}
