import type { DomainError, SessionErrorCode, TransportErrorCode } from '../../shared/domain-error';
import type { Money } from '../../shared/money';
import type { Result } from '../../shared/result';
import type { WalletGateway } from '../ports/wallet-gateway.port';

/** The customer's current balance, in their market's currency. */
export class GetBalance {
  constructor(private readonly wallet: WalletGateway) {}

  execute(): Promise<Result<Money, DomainError<SessionErrorCode | TransportErrorCode>>> {
    return this.wallet.balance();
  }
}
