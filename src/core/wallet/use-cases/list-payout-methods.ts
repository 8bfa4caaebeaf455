import type { Result } from '../../shared/result';
import type { BankData } from '../payout-method';
import type { WalletError, WalletGateway } from '../ports/wallet-gateway.port';

/** The customer's saved payout methods and the default one (spec §2: the payout method buttons). */
export class ListPayoutMethods {
  constructor(private readonly wallet: WalletGateway) {}

  execute(): Promise<Result<BankData, WalletError<'payoutMethods'>>> {
    return this.wallet.payoutMethods();
  }
}
