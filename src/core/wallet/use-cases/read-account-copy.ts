import type { TokenStore } from '../../auth/ports/token-store.port';
import type { Clock } from '../../shared/clock.port';
import { snapshotFor, type AccountSnapshot } from '../account-snapshot';
import type { AccountSnapshotStore } from '../ports/account-snapshot-store.port';

/**
 * The device's copy of the account of the customer whose session is saved here (issue 46 point 2):
 * what the account page paints at once, marked with its age, while the fresh figures are read —
 * also while the saved session is being restored, and when the network is gone. Null when there is
 * no session, no copy, or the copy may not be shown (another customer's, older than 30 days): such
 * a copy is wiped, never shown.
 */
export class ReadAccountCopy {
  constructor(
    private readonly snapshots: AccountSnapshotStore,
    private readonly tokens: Pick<TokenStore, 'load'>,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<AccountSnapshot | null> {
    const stored = await this.snapshots.read();
    const copy = snapshotFor(stored, this.tokens.load()?.owner, this.clock.now().getTime());
    if (stored && !copy) this.snapshots.wipe();
    return copy;
  }
}
