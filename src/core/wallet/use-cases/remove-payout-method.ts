import type { TokenStore } from '../../auth/ports/token-store.port';
import { notPreparedFor } from '../../auth/signed-in-customer';
import { sendOutcome, type SendOutcome } from '../../shared/send-outcome';
import type { BankData, PayoutMethod } from '../payout-method';
import type { WalletGateway } from '../ports/wallet-gateway.port';

/**
 * How removing a payout method ended — what the customer can truthfully be told (issue 20):
 * - `done`: the server forgot it; `bankData` is what it holds now (the default may have passed on).
 * - `refused`: nothing was removed — `payout_method_in_use` (a pending withdrawal is paid to it;
 *   `removalOffer` says so first where the history tells), `not_available` (the server has no such
 *   call), or the session's codes.
 * - `unknown`: no usable answer; it may have been removed. Sending it again is safe: removing a
 *   method that is already gone answers the methods as they are.
 * - `offline`: nothing left the device.
 */
export type PayoutRemoval = { readonly kind: 'done'; readonly bankData: BankData } | SendOutcome;

/** Forgets a saved payout method (DELETE /api/v2/payment_methods/{method}, assumed). */
export class RemovePayoutMethod {
  constructor(
    private readonly wallet: WalletGateway,
    private readonly tokens: TokenStore,
  ) {}

  /** `customer`: whose page asked (issue 42): sent only while they are the one signed in. */
  async execute(method: PayoutMethod, customer: string): Promise<PayoutRemoval> {
    const refused = notPreparedFor(this.tokens, customer);
    if (refused) return sendOutcome(refused);
    const result = await this.wallet.removePayoutMethod(method);
    return result.ok ? { kind: 'done', bankData: result.value } : sendOutcome(result.error);
  }
}
