import { err, ok, type Result } from '../../shared/result';
import { askInMarket, type MarketCustomer } from '../market-currency';
import type { WalletError, WalletGateway } from '../ports/wallet-gateway.port';
import type { WithdrawalQuote, WithdrawalReceipt, WithdrawalRequest } from '../withdrawal';
import { announcedTerms, serverTerms, type AppliedTerms } from '../applied-terms';

/**
 * The minimum and the fee of the customer's market, as the server states them; when the server has
 * no terms call, the specification's announced fee and no minimum of the app's own (the server's
 * refusal then says it).
 */
export class GetWithdrawalTerms {
  constructor(private readonly wallet: WalletGateway) {}

  /** `customer`: the signed-in customer, whose market the terms must be in (else `invalid_response`). */
  async execute(customer: MarketCustomer | null): Promise<Result<AppliedTerms, WalletError<'withdrawalTerms'>>> {
    const terms = await askInMarket(
      customer,
      () => this.wallet.withdrawalTerms(),
      (t) => [t.minimum, t.fee, ...(t.feeWaivedFrom ? [t.feeWaivedFrom] : [])],
    );
    if (terms.ok) return ok(serverTerms(terms.value));
    // The terms call is ours, not the specification's: a server without it gets the announced rule.
    if (terms.error.code === 'not_available' && customer) return ok(announcedTerms(customer.country));
    return err(terms.error);
  }
}

/**
 * Sends a reviewed withdrawal, exactly once. `prepare` gives the reviewed quote its idempotency key
 * (one per review); `execute` sends it — a second call with the same request while the first is
 * under way shares the first's answer, and a retry after a timeout or a network error sends the same
 * key again, so the server can never move the money twice.
 */
export class WithdrawFunds {
  private readonly inFlight = new Map<string, Promise<Result<WithdrawalReceipt, WalletError<'withdraw'>>>>();

  constructor(
    private readonly wallet: WalletGateway,
    private readonly newKey: () => string,
  ) {}

  prepare(quote: WithdrawalQuote): WithdrawalRequest {
    return { amount: quote.amount, fee: quote.fee, method: quote.method, idempotencyKey: this.newKey() };
  }

  execute(request: WithdrawalRequest): Promise<Result<WithdrawalReceipt, WalletError<'withdraw'>>> {
    const running = this.inFlight.get(request.idempotencyKey);
    if (running) return running;
    const sent = this.wallet.withdraw(request).finally(() => this.inFlight.delete(request.idempotencyKey));
    this.inFlight.set(request.idempotencyKey, sent);
    return sent;
  }
}
