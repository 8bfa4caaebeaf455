import type { Clock } from '../../shared/clock.port';
import { destinationNoticeSince } from '../destination-recheck';
import type { BankData } from '../payout-method';
import { recordOf, type DestinationRecheckStore } from '../ports/destination-recheck-store.port';

/**
 * When the account's notice says a payout destination was added (issue 47 point 4), or null for no
 * notice: the server's time of the last change when it gives one (every device then shows it), else
 * the last change made from this device (the specification's server keeps none); for seven days.
 */
export class ReadDestinationNotice {
  constructor(
    private readonly records: DestinationRecheckStore,
    private readonly clock: Clock,
  ) {}

  async execute(methods: BankData, customer: string): Promise<number | null> {
    const now = this.clock.now().getTime();
    if (methods.destinationChangedAt !== undefined) return destinationNoticeSince(methods.destinationChangedAt, now);
    return destinationNoticeSince((await recordOf(this.records, customer)).changedAt, now);
  }
}
