import { assumedCall } from './server-errors';
import { SESSION_ERROR_CODES } from '../../core/shared/domain-error';
import { WALLET_ERRORS, type WalletGateway } from '../../core/wallet/ports/wallet-gateway.port';
import type { PayoutMethod, PayoutSetup } from '../../core/wallet/payout-method';
import { DEFAULT_PAGE_SIZE, type TransactionQuery } from '../../core/wallet/transaction';
import type { WithdrawalRequest } from '../../core/wallet/withdrawal';
import type { ApiClient } from './api-client';
import {
  dataOf,
  list,
  payoutSetupRequest,
  toBankData,
  toMoney,
  toTransaction,
  toWithdrawalReceipt,
  toWithdrawalTerms,
  withdrawalBody,
} from './dto';
import { parsed } from './parse';

type Answer<K extends keyof WalletGateway> = ReturnType<WalletGateway[K]>;
const expected = <K extends keyof typeof WALLET_ERRORS>(call: K) => [...WALLET_ERRORS[call], ...SESSION_ERROR_CODES];

export class HttpWalletGateway implements WalletGateway {
  constructor(private readonly api: ApiClient) {}

  balance(): Answer<'balance'> {
    return parsed(this.api.request('GET', '/api/v2/user/balance'), (body) => toMoney(dataOf(body)), expected('balance'));
  }

  transactions(query: TransactionQuery = {}): Answer<'transactions'> {
    const params = {
      items_per_page: query.itemsPerPage ?? DEFAULT_PAGE_SIZE,
      page: query.page ?? 1,
      type: query.type,
      status: query.status,
      sort_by: query.sortBy,
    };
    return parsed(
      this.api.request('GET', '/api/v2/merged_transactions', { query: params }),
      (body) => list(dataOf(body), 'transactions').map(toTransaction),
      expected('transactions'),
    );
  }

  payoutMethods(): Answer<'payoutMethods'> {
    return parsed(this.api.request('GET', '/api/v2/payment_methods'), (body) => toBankData(dataOf(body)), expected('payoutMethods'));
  }

  setDefaultPayoutMethod(method: PayoutMethod): Answer<'setDefaultPayoutMethod'> {
    return parsed(
      this.api.request('PUT', '/api/v2/payment_methods', { body: { withdraw_type: method } }),
      (body) => toBankData(dataOf(body)),
      expected('setDefaultPayoutMethod'),
    );
  }

  withdrawalTerms(): Answer<'withdrawalTerms'> {
    return parsed(
      assumedCall(this.api.request('GET', '/api/v2/withdrawals/terms')),
      (body) => toWithdrawalTerms(dataOf(body)),
      expected('withdrawalTerms'),
    );
  }

  savePayoutMethod(setup: PayoutSetup): Answer<'savePayoutMethod'> {
    const { path, body } = payoutSetupRequest(setup);
    return parsed(
      this.api.request('POST', `/api/v2/payment_methods/${path}`, { body }),
      (raw) => toBankData(dataOf(raw)),
      expected('savePayoutMethod'),
    );
  }

  /** Sent once (the client retries only GETs); a retry by the customer sends the same key, so the server moves money once. */
  withdraw(request: WithdrawalRequest): Answer<'withdraw'> {
    return parsed(
      this.api.request('POST', '/api/v2/withdrawals', {
        body: withdrawalBody(request),
        headers: { 'Idempotency-Key': request.idempotencyKey },
      }),
      (raw) => toWithdrawalReceipt(dataOf(raw), request),
      expected('withdraw'),
    );
  }
}
