import type { SessionRenewal } from '../../src/adapters/session/session-renewal';
import { payoutSetupRequest } from '../../src/adapters/wire/payout-setup.dto';
import { assumedCall } from '../../src/adapters/wire/server-errors';
import { destinationNotificationBody, withdrawalBody } from '../../src/adapters/wire/wallet.dto';
import type { DestinationChange } from '../../src/core/wallet/destination-recheck';
import { WALLET_ERRORS, type WalletGateway } from '../../src/core/wallet/ports/wallet-gateway.port';
import type { PayoutMethod, PayoutSetup } from '../../src/core/wallet/payout-method';
import type { Transaction, TransactionQuery } from '../../src/core/wallet/transaction';
import type { WithdrawalRequest } from '../../src/core/wallet/withdrawal';
import type { InMemoryBackend } from '../backend/in-memory-backend';
import type { TransactionRecord } from '../backend/records';
import { authenticated } from './authenticated';
import { serve } from './serve';

const optDate = (at: string | null): Date | null => (at === null ? null : new Date(at));
/** A row the server keeps, as the app reads it. */
export const toTransaction = ({ sentAt, settledAt, ...row }: TransactionRecord): Transaction => ({
  ...row,
  createdAt: new Date(row.createdAt),
  ...(sentAt === undefined ? {} : { sentAt: optDate(sentAt) }),
  ...(settledAt === undefined ? {} : { settledAt: optDate(settledAt) }),
});

type Answer<K extends keyof WalletGateway> = ReturnType<WalletGateway[K]>;

export class FakeWalletGateway implements WalletGateway {
  constructor(
    private readonly backend: InMemoryBackend,
    private readonly session: SessionRenewal,
  ) {}

  balance(): Answer<'balance'> {
    return authenticated(this.session, (token) => serve(this.backend, () => this.backend.balance(token)), WALLET_ERRORS.balance);
  }

  transactions(query?: TransactionQuery): Answer<'transactions'> {
    const rows = (token: string | null) =>
      serve(
        this.backend,
        () => this.backend.transactions(token, query),
        (records) => records.map(toTransaction),
      );
    return authenticated(this.session, rows, WALLET_ERRORS.transactions);
  }

  payoutMethods(): Answer<'payoutMethods'> {
    return authenticated(
      this.session,
      (token) => serve(this.backend, () => this.backend.payoutMethods(token)),
      WALLET_ERRORS.payoutMethods,
    );
  }

  setDefaultPayoutMethod(method: PayoutMethod): Answer<'setDefaultPayoutMethod'> {
    const send = (token: string | null) => serve(this.backend, () => this.backend.setDefaultPayoutMethod(token, method));
    return authenticated(this.session, send, WALLET_ERRORS.setDefaultPayoutMethod);
  }

  removePayoutMethod(method: PayoutMethod): Answer<'removePayoutMethod'> {
    const send = (token: string | null) => assumedCall(serve(this.backend, () => this.backend.removePayoutMethod(token, method)));
    return authenticated(this.session, send, WALLET_ERRORS.removePayoutMethod);
  }

  notifyDestinationChange(method: PayoutMethod, change: DestinationChange): Answer<'notifyDestinationChange'> {
    const body = destinationNotificationBody(method, change);
    const send = (token: string | null) =>
      assumedCall(serve(this.backend, () => this.backend.notifyDestinationChange(token, body.withdraw_type, body.event)));
    return authenticated(this.session, send, WALLET_ERRORS.notifyDestinationChange);
  }

  withdrawalTerms(): Answer<'withdrawalTerms'> {
    const send = (token: string | null) => assumedCall(serve(this.backend, () => this.backend.withdrawalTerms(token)));
    return authenticated(this.session, send, WALLET_ERRORS.withdrawalTerms);
  }

  /** The same body the HTTP adapter sends (built by its mapping), handed to the server in-process. */
  savePayoutMethod(setup: PayoutSetup): Answer<'savePayoutMethod'> {
    const { body } = payoutSetupRequest(setup);
    const send = (token: string | null) => serve(this.backend, () => this.backend.savePayoutMethod(token, setup.method, body));
    return authenticated(this.session, send, WALLET_ERRORS.savePayoutMethod);
  }

  withdraw(request: WithdrawalRequest): Answer<'withdraw'> {
    const body = withdrawalBody(request);
    const send = (token: string | null) =>
      serve(
        this.backend,
        () => this.backend.withdraw(token, body, request.idempotencyKey),
        (answer) => ({ id: answer.id, balance: answer.balance }),
      );
    return authenticated(this.session, send, WALLET_ERRORS.withdraw);
  }
}
