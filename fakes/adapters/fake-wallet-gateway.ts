import type { SessionRenewal } from '../../src/adapters/session/session-renewal';
import type { Money } from '../../src/core/shared/money';
import type { Result } from '../../src/core/shared/result';
import type { WalletGateway } from '../../src/core/wallet/ports/wallet-gateway.port';
import type { BankData, PayoutDetails, PayoutMethod } from '../../src/core/wallet/payout-method';
import type { Transaction, TransactionQuery } from '../../src/core/wallet/transaction';
import type { InMemoryBackend } from '../backend/in-memory-backend';
import type { TransactionRecord } from '../backend/records';
import { serve } from './serve';

const toTransaction = (row: TransactionRecord): Transaction => ({ ...row, createdAt: new Date(row.createdAt) });

export class FakeWalletGateway implements WalletGateway {
  constructor(
    private readonly backend: InMemoryBackend,
    private readonly session: SessionRenewal,
  ) {}

  balance(): Promise<Result<Money>> {
    return this.session.call((token) => serve(this.backend, () => this.backend.balance(token)));
  }

  transactions(query?: TransactionQuery): Promise<Result<readonly Transaction[]>> {
    return this.session.call((token) =>
      serve(
        this.backend,
        () => this.backend.transactions(token, query),
        (rows) => rows.map(toTransaction),
      ),
    );
  }

  payoutMethods(): Promise<Result<BankData>> {
    return this.session.call((token) => serve(this.backend, () => this.backend.payoutMethods(token)));
  }

  setDefaultPayoutMethod(method: PayoutMethod): Promise<Result<BankData>> {
    return this.session.call((token) => serve(this.backend, () => this.backend.setDefaultPayoutMethod(token, method)));
  }

  savePayoutMethod(method: PayoutMethod, fields: Readonly<Record<string, string>>): Promise<Result<BankData>> {
    const details = fields as unknown as PayoutDetails[PayoutMethod];
    return this.session.call((token) => serve(this.backend, () => this.backend.savePayoutMethod(token, method, details)));
  }

  withdraw(amount: Money, idempotencyKey: string): Promise<Result<Money>> {
    return this.session.call((token) => serve(this.backend, () => this.backend.withdraw(token, amount, idempotencyKey)));
  }
}
