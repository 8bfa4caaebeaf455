import type { Clock } from '../shared/clock.port';
import { afterDestinationChange, type DestinationChange } from './destination-recheck';
import type { PayoutMethod } from './payout-method';
import { recordOf, type DestinationRecheckStore } from './ports/destination-recheck-store.port';
import type { WalletGateway } from './ports/wallet-gateway.port';

/**
 * After a payout destination is saved (issue 47 point 4): the server is told (an assumed call, not
 * waited for by the save: it stands whatever the answer), and this device notes when, for the
 * account's notice on a server that keeps no time of its own. Without the call nothing more is
 * said: the app never claims the customer was emailed. Settles once both are done.
 */
export async function noteDestinationChange(
  ports: { readonly wallet: WalletGateway; readonly records: DestinationRecheckStore; readonly clock: Clock },
  method: PayoutMethod,
  change: DestinationChange,
  customer: string,
): Promise<void> {
  const told = ports.wallet.notifyDestinationChange(method, change);
  ports.records.write(afterDestinationChange(await recordOf(ports.records, customer), ports.clock.now().getTime()));
  await told;
}
