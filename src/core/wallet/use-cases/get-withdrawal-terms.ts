import { err, ok, type Result } from '../../shared/result';
import { askInMarket, type CustomerSoon } from '../market-currency';
import type { WalletError, WalletGateway } from '../ports/wallet-gateway.port';
import { announcedTerms, serverTerms, type AppliedTerms } from '../applied-terms';

/**
 * The minimum and the fee of the customer's market, as the server states them; when the server has
 * no terms call, the specification's announced fee and no minimum of the app's own (the server's
 * refusal then says it).
 */
export class GetWithdrawalTerms {
  constructor(private readonly wallet: WalletGateway) {}

  /** `customer`: the signed-in customer (or the one a restore under way finds), whose market the terms must be in (else `invalid_response`). */
  async execute(customer: CustomerSoon): Promise<Result<AppliedTerms, WalletError<'withdrawalTerms'>>> {
    const terms = await askInMarket(
      customer,
      () => this.wallet.withdrawalTerms(),
      (t) => [t.minimum, t.fee, ...(t.feeWaivedFrom ? [t.feeWaivedFrom] : [])],
    );
    if (terms.ok) return ok(serverTerms(terms.value));
    // The terms call is ours, not the specification's: a server without it gets the announced rule.
    const found = await customer;
    if (terms.error.code === 'not_available' && found) return ok(announcedTerms(found.country));
    return err(terms.error);
  }
}
