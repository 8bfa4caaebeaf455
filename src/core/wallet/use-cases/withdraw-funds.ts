import type { TokenStore } from '../../auth/ports/token-store.port';
import { notPreparedFor } from '../../auth/signed-in-customer';
import type { DomainError } from '../../shared/domain-error';
import { err, type Result } from '../../shared/result';
import type { WalletError, WalletGateway } from '../ports/wallet-gateway.port';
import type { WithdrawalQuote, WithdrawalReceipt, WithdrawalRequest } from '../withdrawal';

type Sent = Result<WithdrawalReceipt, WalletError<'withdraw'> | DomainError<'another_customer'>>;

/**
 * Sends a reviewed withdrawal, exactly once. `prepare` gives the reviewed quote its idempotency key
 * (one per review); `execute` sends it — a second call with the same request while the first is
 * under way shares the first's answer, and a retry after a timeout or a network error sends the same
 * key again, so the server can never move the money twice. A request goes only while the customer
 * it was reviewed by is the one signed in on this browser (issue 42): else nothing is sent.
 */
export class WithdrawFunds {
  private readonly inFlight = new Map<string, Promise<Sent>>();

  constructor(
    private readonly wallet: WalletGateway,
    private readonly newKey: () => string,
    private readonly tokens: TokenStore,
  ) {}

  /** The request for a reviewed quote, by `customer`, to `destination` (`payoutDestination` of the methods reviewed). */
  prepare(quote: WithdrawalQuote, { customer, destination }: Pick<WithdrawalRequest, 'customer' | 'destination'>): WithdrawalRequest {
    return { amount: quote.amount, fee: quote.fee, method: quote.method, idempotencyKey: this.newKey(), customer, destination };
  }

  execute(request: WithdrawalRequest): Promise<Sent> {
    const running = this.inFlight.get(request.idempotencyKey);
    if (running) return running;
    const refused = notPreparedFor(this.tokens, request.customer);
    if (refused) return Promise.resolve(err(refused));
    const sent = this.wallet.withdraw(request).finally(() => this.inFlight.delete(request.idempotencyKey));
    this.inFlight.set(request.idempotencyKey, sent);
    return sent;
  }
}
