import type { Result } from '../../shared/result';
import type { BankData, PayoutMethod } from '../payout-method';
import type { WalletError, WalletGateway } from '../ports/wallet-gateway.port';

/** Makes a method that is set up the default one (PUT /payment_methods with withdraw_type). */
export class SetDefaultPayoutMethod {
  constructor(private readonly wallet: WalletGateway) {}

  execute(method: PayoutMethod): Promise<Result<BankData, WalletError<'setDefaultPayoutMethod'>>> {
    return this.wallet.setDefaultPayoutMethod(method);
  }
}
