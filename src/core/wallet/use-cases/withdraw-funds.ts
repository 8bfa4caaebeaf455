import type { Result } from '../../shared/result';
import type { WalletError, WalletGateway } from '../ports/wallet-gateway.port';
import type { WithdrawalQuote, WithdrawalReceipt, WithdrawalRequest } from '../withdrawal';

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
