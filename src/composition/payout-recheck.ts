import type { RecheckState } from '../core/wallet/destination-recheck';
import type { ConfirmPassword } from '../core/wallet/use-cases/confirm-password';
import { deferredUseCase, loadOnce } from './deferred-port';
import type { Ports } from './tokens';
import { domainError } from '../core/shared/domain-error';
import { err } from '../core/shared/result';

/** What the password's check answers when its code cannot be loaded: nothing was sent. */
const NOT_LOADED = err(domainError('offline'));

/** The tries left while the password step's code is not loaded: not known, so none are said. */
const ASK_UNKNOWN = Number.POSITIVE_INFINITY;

/** The use cases of issue 47 point 4 (a new payout destination needs the password again), declared with the others in use-cases.ts. */
export const PAYOUT_RECHECK_USE_CASES = {
  // A new payout destination needs the password again (issue 47 point 4): the setup dialog's, loaded
  // with it. Unloaded, the password is asked (nothing is known here) and its check answers offline.
  ConfirmPassword: (p: Ports) => {
    const loaded = loadOnce(
      async () =>
        new (await import('../core/wallet/use-cases/confirm-password')).ConfirmPassword(
          p.AuthGateway,
          p.TokenStore,
          p.DestinationRecheckStore,
          p.Clock,
        ),
    );
    return {
      preload: loaded,
      state: (customer) =>
        loaded().then(
          (confirm) => confirm.state(customer),
          (): RecheckState => ({ kind: 'ask', triesLeft: ASK_UNKNOWN }),
        ),
      execute: (input, customer) =>
        loaded().then(
          (confirm) => confirm.execute(input, customer),
          () => NOT_LOADED,
        ),
    } satisfies Pick<ConfirmPassword, 'state' | 'execute'> & { preload: () => Promise<unknown> };
  },
  RecordDestinationChange: (p: Ports) =>
    deferredUseCase(
      async () =>
        new (await import('../core/wallet/use-cases/record-destination-change')).RecordDestinationChange(
          p.WalletGateway,
          p.DestinationRecheckStore,
          p.Clock,
        ),
      undefined,
    ),
  // The account page's notice, loaded with it after the page is shown; unloaded, no notice.
  ReadDestinationNotice: (p: Ports) =>
    deferredUseCase(
      async () =>
        new (await import('../core/wallet/use-cases/read-destination-notice')).ReadDestinationNotice(p.DestinationRecheckStore, p.Clock),
      null,
    ),
};
