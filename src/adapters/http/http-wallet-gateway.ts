import { toMajorString, type Money } from '../../core/shared/money';
import type { Result } from '../../core/shared/result';
import type { WalletGateway } from '../../core/wallet/ports/wallet-gateway.port';
import type { BankData, PayoutMethod } from '../../core/wallet/payout-method';
import { DEFAULT_PAGE_SIZE, type Transaction, type TransactionQuery } from '../../core/wallet/transaction';
import type { ApiClient } from './api-client';
import { dataOf, list, toBankData, toMoney, toTransaction } from './dto';
import { parsed } from './parse';

export class HttpWalletGateway implements WalletGateway {
  constructor(private readonly api: ApiClient) {}

  balance(): Promise<Result<Money>> {
    return parsed(this.api.request('GET', '/api/v2/user/balance'), (body) => toMoney(dataOf(body)));
  }

  transactions(query: TransactionQuery = {}): Promise<Result<readonly Transaction[]>> {
    const params = {
      items_per_page: query.itemsPerPage ?? DEFAULT_PAGE_SIZE,
      page: query.page ?? 1,
      type: query.type,
      status: query.status,
      sort_by: query.sortBy,
    };
    return parsed(this.api.request('GET', '/api/v2/merged_transactions', { query: params }), (body) =>
      list(dataOf(body), 'transactions').map(toTransaction),
    );
  }

  payoutMethods(): Promise<Result<BankData>> {
    return parsed(this.api.request('GET', '/api/v2/payment_methods'), (body) => toBankData(dataOf(body)));
  }

  setDefaultPayoutMethod(method: PayoutMethod): Promise<Result<BankData>> {
    return parsed(this.api.request('PUT', '/api/v2/payment_methods', { body: { withdraw_type: method } }), (body) =>
      toBankData(dataOf(body)),
    );
  }

  savePayoutMethod(method: PayoutMethod, fields: Readonly<Record<string, string>>): Promise<Result<BankData>> {
    const path = `/api/v2/payment_methods/${encodeURIComponent(method.toLowerCase())}`;
    return parsed(this.api.request('POST', path, { body: fields }), (body) => toBankData(dataOf(body)));
  }

  withdraw(amount: Money, idempotencyKey: string): Promise<Result<Money>> {
    const body = { amount: { value: toMajorString(amount), currency: amount.currency } };
    return parsed(this.api.request('POST', '/api/v2/withdrawals', { body, headers: { 'Idempotency-Key': idempotencyKey } }), (raw) =>
      toMoney(dataOf(raw)),
    );
  }
}
