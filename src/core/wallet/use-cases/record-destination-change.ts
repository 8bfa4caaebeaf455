import type { Clock } from '../../shared/clock.port';
import { afterDestinationChange, freshRecord, type DestinationChange } from '../destination-recheck';
import type { PayoutMethod } from '../payout-method';
import type { DestinationRecheckStore } from '../ports/destination-recheck-store.port';
import type { WalletGateway } from '../ports/wallet-gateway.port';

/**
 * After a payout destination is saved (issue 47 point 4): this device notes when, for the account's
 * notice on a server that keeps no time of its own, and the server is told (an assumed call, sent
 * without waiting: the save stands whatever it answers). Without the call nothing more is said: the
 * app never claims the customer was emailed.
 */
export class RecordDestinationChange {
  constructor(
    private readonly wallet: WalletGateway,
    private readonly records: DestinationRecheckStore,
    private readonly clock: Clock,
  ) {}

  async execute(method: PayoutMethod, change: DestinationChange, customer: string): Promise<void> {
    const told = this.wallet.notifyDestinationChange(method, change);
    const kept = await this.records.read();
    this.records.write(afterDestinationChange(kept?.customer === customer ? kept : freshRecord(customer), this.clock.now().getTime()));
    await told;
  }
}
