import type { Clock } from '../../shared/clock.port';
import { snapshotFor } from '../account-snapshot';
import type { AccountSnapshotStore } from '../ports/account-snapshot-store.port';
import { changesSince, lastSeenOf, type Change } from '../since-last-visit';
import type { Transaction } from '../transaction';

/**
 * How the account's news is asked for: `see` when the customer is shown it (the account page) — their
 * look is then marked, and the next one starts from it; `peek` to count it without marking (the
 * installed app's icon, issue 47 point 1).
 */
export type NewsLook = 'see' | 'peek';

/**
 * What changed in `customer`'s account since their last look on this device (since-last-visit.ts),
 * from the history's first page as just read. The mark lives in the account's copy, so it is theirs
 * only and ends with their session here; with no copy of theirs (the copy is born of a balance read)
 * there is nothing to compare with and nothing is marked.
 */
export class AccountNews {
  constructor(
    private readonly snapshots: AccountSnapshotStore,
    private readonly clock: Clock,
  ) {}

  async execute(customer: string, transactions: readonly Transaction[], look: NewsLook): Promise<readonly Change[]> {
    const now = this.clock.now().getTime();
    const copy = snapshotFor(await this.snapshots.read(), customer, now);
    if (!copy) return [];
    if (look === 'see') this.snapshots.write({ ...copy, seen: lastSeenOf(transactions, now) });
    return changesSince(copy.seen, transactions);
  }
}
