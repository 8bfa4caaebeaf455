import type { Clock } from '../../shared/clock.port';
import type { Money } from '../../shared/money';
import { snapshotFor } from '../account-snapshot';
import type { AccountSnapshotStore } from '../ports/account-snapshot-store.port';

/**
 * A fresh balance has been read for `customer`: the device's copy becomes it, and the answer is the
 * balance this customer saw last on this device (null the first time, or when the copy was another
 * customer's or older than 30 days), from which the account's counter rolls (issue 44 point 4).
 */
export class RecordBalanceSeen {
  constructor(
    private readonly snapshots: AccountSnapshotStore,
    private readonly clock: Clock,
  ) {}

  async execute(customer: string, balance: Money): Promise<Money | null> {
    const now = this.clock.now().getTime();
    const before = snapshotFor(await this.snapshots.read(), customer, now);
    // The history's copy, when there is one of theirs, stays beside the new balance.
    this.snapshots.write({ ...before, customer, balance, readAt: now });
    return before && before.balance.currency === balance.currency ? before.balance : null;
  }
}
