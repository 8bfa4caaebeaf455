import type { DestinationNotificationBody } from '../../src/contract/wallet.contract';
import { isPayoutMethod } from '../../src/core/wallet/payout-method';
import type { UserRecord } from './records';
import { answer, invalidFields, type ServerResult } from './server-result';
import type { World } from './world';

const EVENTS: readonly string[] = ['destination_added', 'destination_changed'] satisfies DestinationNotificationBody['event'][];

/**
 * POST /payment_methods/notifications (assumed, issue 47 point 4): a payout destination of a method
 * the customer has set up was added or changed. The server keeps when (GET /payment_methods shows it
 * back, so every device can say it) and emails the customer a security notice (here: the outbox,
 * which the demo's inbox shows).
 */
export function destinationChanged(world: World, user: UserRecord, method: string, event: string): ServerResult<void> {
  const invalid = invalidFields({
    withdraw_type: isPayoutMethod(method) && user.payout.methods[method] ? undefined : 'payout_method_not_set_up',
    event: EVENTS.includes(event) ? undefined : 'field_required',
  });
  if (invalid) return invalid;
  world.update(user, { payout: { ...user.payout, changedAt: world.now() } });
  world.send({ to: user.email, country: user.country, kind: 'destination_changed', payload: `${method}:${event}` });
  return answer(undefined);
}
