import type { SessionRenewal } from '../../src/adapters/session/session-renewal';
import type { Money } from '../../src/core/shared/money';
import { WALLET_ERRORS, type WalletGateway } from '../../src/core/wallet/ports/wallet-gateway.port';
import type { PayoutDetails, PayoutMethod } from '../../src/core/wallet/payout-method';
import type { Transaction, TransactionQuery } from '../../src/core/wallet/transaction';
import type { InMemoryBackend } from '../backend/in-memory-backend';
import type { TransactionRecord } from '../backend/records';
import { authenticated } from './authenticated';
import { serve } from './serve';

const toTransaction = (row: TransactionRecord): Transaction => ({ ...row, createdAt: new Date(row.createdAt) });

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

  savePayoutMethod(method: PayoutMethod, fields: Readonly<Record<string, string>>): Answer<'savePayoutMethod'> {
    const details = fields as unknown as PayoutDetails[PayoutMethod];
    const send = (token: string | null) => serve(this.backend, () => this.backend.savePayoutMethod(token, method, details));
    return authenticated(this.session, send, WALLET_ERRORS.savePayoutMethod);
  }

  withdraw(amount: Money, idempotencyKey: string): Answer<'withdraw'> {
    const send = (token: string | null) => serve(this.backend, () => this.backend.withdraw(token, amount, idempotencyKey));
    return authenticated(this.session, send, WALLET_ERRORS.withdraw);
  }
}
