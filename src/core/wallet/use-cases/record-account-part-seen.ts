import type { Clock } from '../../shared/clock.port';
import { historyCopy, snapshotFor, type AccountSnapshot } from '../account-snapshot';
import { defaultMethodOf, type BankData } from '../payout-method';
import type { AccountSnapshotStore } from '../ports/account-snapshot-store.port';
import type { Transaction } from '../transaction';

/**
 * A part of the account read afresh: the history's first page (unfiltered, newest first), or the
 * payout methods — of which the copy keeps the default one's name only, never where it pays.
 */
export type AccountPart = { readonly history: readonly Transaction[] } | { readonly payoutMethods: BankData };

/** The part as the copy keeps it. */
function copied(part: AccountPart, now: number): Partial<AccountSnapshot> {
  if ('history' in part) return { history: historyCopy(part.history, now) };
  return { payoutMethod: defaultMethodOf(part.payoutMethods) };
}

/**
 * A part of `customer`'s account has been read afresh: it joins the device's copy of their account
 * (issue 46 point 1). The copy is born of a balance read (RecordBalanceSeen): with none of theirs,
 * nothing is written (the account's copy store asks again once the balance is read:
 * src/ui/state/account-copy-store.ts). True when the part was written.
 */
export class RecordAccountPartSeen {
  constructor(
    private readonly snapshots: AccountSnapshotStore,
    private readonly clock: Clock,
  ) {}

  async execute(customer: string, part: AccountPart): Promise<boolean> {
    const now = this.clock.now().getTime();
    const copy = snapshotFor(await this.snapshots.read(), customer, now);
    if (!copy) return false;
    this.snapshots.write({ ...copy, ...copied(part, now) });
    return true;
  }
}
