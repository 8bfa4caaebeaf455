import { deferredUseCase, NOT_LOADED } from './deferred-port';
import type { Ports } from './tokens';

/** Their code: one chunk for the three (payout-recheck-use-cases.ts), loaded with the payout dialog or the account's notice. */
const loadRecheck = () => import('./payout-recheck-use-cases');

/**
 * The use cases of issue 47 point 4 (a new payout destination needs the password again), declared with
 * the others in use-cases.ts. Unloaded, where the question stands is not known (null: the password is asked, no tries said), the
 * password's check answers offline, and there is no notice.
 */
export const PAYOUT_RECHECK_USE_CASES = {
  ReadPasswordRecheck: (p: Ports) =>
    deferredUseCase(async () => new (await loadRecheck()).ReadPasswordRecheck(p.DestinationRecheckStore, p.Clock), null),
  ConfirmPassword: (p: Ports) =>
    deferredUseCase(
      async () => new (await loadRecheck()).ConfirmPassword(p.AuthGateway, p.TokenStore, p.DestinationRecheckStore, p.Clock),
      NOT_LOADED,
    ),
  ReadDestinationNotice: (p: Ports) =>
    deferredUseCase(async () => new (await loadRecheck()).ReadDestinationNotice(p.DestinationRecheckStore, p.Clock), null),
};
