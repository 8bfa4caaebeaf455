import type { Clock } from '../../shared/clock.port';
import { recheckState, type RecheckState } from '../destination-recheck';
import { recordOf, type DestinationRecheckStore } from '../ports/destination-recheck-store.port';

/**
 * Where the password question before a new payout destination stands for this customer on this
 * device (issue 47 point 4): not needed (given in the last five minutes), asked with the tries left,
 * or locked until a time. ConfirmPassword answers it.
 */
export class ReadPasswordRecheck {
  constructor(
    private readonly records: DestinationRecheckStore,
    private readonly clock: Clock,
  ) {}

  async execute(customer: string): Promise<RecheckState> {
    return recheckState(await recordOf(this.records, customer), this.clock.now().getTime());
  }
}
