import type { Clock } from '../../shared/clock.port';
import { historyCopy, snapshotFor } from '../account-snapshot';
import type { AccountSnapshotStore } from '../ports/account-snapshot-store.port';
import type { Transaction } from '../transaction';

/**
 * The history's first page has been read afresh for `customer`, unfiltered, newest first: its first
 * rows join the device's copy of their account (issue 46 point 1). The copy is born of a balance
 * read (RecordBalanceSeen): with none of theirs, nothing is written (the account's copy store asks
 * again once the balance is read: src/ui/state/account-copy-store.ts). True when the rows were written.
 */
export class RecordHistorySeen {
  constructor(
    private readonly snapshots: AccountSnapshotStore,
    private readonly clock: Clock,
  ) {}

  async execute(customer: string, transactions: readonly Transaction[]): Promise<boolean> {
    const now = this.clock.now().getTime();
    const copy = snapshotFor(await this.snapshots.read(), customer, now);
    if (!copy) return false;
    this.snapshots.write({ ...copy, history: historyCopy(transactions, now) });
    return true;
  }
}
