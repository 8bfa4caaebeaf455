import type { DomainError, SessionErrorCode, TransportErrorCode } from '../../shared/domain-error';
import type { Money } from '../../shared/money';
import type { Result } from '../../shared/result';
import { askInMarket, type CustomerSoon } from '../market-currency';
import type { WalletGateway } from '../ports/wallet-gateway.port';

/**
 * The customer's current balance, in their market's currency; a balance in another currency is
 * `invalid_response` (docs/decisions.md, "Issue 17 — answers about money").
 */
export class GetBalance {
  constructor(private readonly wallet: WalletGateway) {}

  /** `customer`: the signed-in customer, or the one a restore under way finds (`null` when there is none: `unauthorized`, nothing is asked). */
  execute(customer: CustomerSoon): Promise<Result<Money, DomainError<SessionErrorCode | TransportErrorCode>>> {
    return askInMarket(
      customer,
      () => this.wallet.balance(),
      (balance) => [balance],
    );
  }
}
