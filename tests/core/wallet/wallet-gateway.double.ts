import { money } from '../../../src/core/shared/money';
import { err, ok } from '../../../src/core/shared/result';
import type { WalletGateway } from '../../../src/core/wallet/ports/wallet-gateway.port';

/**
 * A minimal hand-written WalletGateway for the use-case tests: the calls a test cares about are given,
 * the others answer something harmless (and a withdrawal, never expected, fails).
 */
export const walletGatewayDouble = (calls: Partial<WalletGateway>): WalletGateway => ({
  balance: () => Promise.resolve(ok(money(0, 'EUR'))),
  transactions: () => Promise.resolve(ok([])),
  payoutMethods: () => Promise.resolve(ok({ types: {}, default: null })),
  withdrawalTerms: () => Promise.resolve(ok({ minimum: money(500, 'EUR'), fee: money(0, 'EUR'), feeWaivedFrom: null })),
  setDefaultPayoutMethod: () => Promise.resolve(err({ code: 'payout_method_not_set_up' })),
  savePayoutMethod: () => Promise.resolve(err({ code: 'something_went_wrong' })),
  removePayoutMethod: () => Promise.resolve(err({ code: 'something_went_wrong' })),
  notifyDestinationChange: () => Promise.resolve(err({ code: 'not_available' })),
  withdraw: () => Promise.resolve(err({ code: 'something_went_wrong' })),
  ...calls,
});
