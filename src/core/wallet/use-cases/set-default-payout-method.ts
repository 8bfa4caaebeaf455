import type { TokenStore } from '../../auth/ports/token-store.port';
import { notPreparedFor } from '../../auth/signed-in-customer';
import type { DomainError } from '../../shared/domain-error';
import { err, type Result } from '../../shared/result';
import type { BankData, PayoutMethod } from '../payout-method';
import type { WalletError, WalletGateway } from '../ports/wallet-gateway.port';

/** Makes a method that is set up the default one (PUT /payment_methods with withdraw_type). */
export class SetDefaultPayoutMethod {
  constructor(
    private readonly wallet: WalletGateway,
    private readonly tokens: TokenStore,
  ) {}

  /** `customer`: whose page asked (issue 42): sent only while they are the one signed in. */
  async execute(
    method: PayoutMethod,
    customer: string,
  ): Promise<Result<BankData, WalletError<'setDefaultPayoutMethod'> | DomainError<'another_customer'>>> {
    const refused = notPreparedFor(this.tokens, customer);
    return refused ? err(refused) : this.wallet.setDefaultPayoutMethod(method);
  }
}
