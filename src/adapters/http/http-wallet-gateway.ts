import { PAYOUT_PATHS, WALLET_PATHS, type SetDefaultPayoutBody } from '../../contract/wallet.contract';
import { SESSION_ERROR_CODES } from '../../core/shared/domain-error';
import { WALLET_ERRORS, type WalletGateway } from '../../core/wallet/ports/wallet-gateway.port';
import type { PayoutMethod, PayoutSetup } from '../../core/wallet/payout-method';
import type { TransactionQuery } from '../../core/wallet/transaction';
import type { WithdrawalRequest } from '../../core/wallet/withdrawal';
import type { ApiClient } from './api-client';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/envelope.contract';
import { toMoney } from '../wire/money.dto';
import { payoutSetupRequest } from '../wire/payout-setup.dto';
import { dataOf, list } from '../wire/read';
import { assumedCall } from '../wire/server-errors';
import {
  destinationNotificationBody,
  toBankData,
  toTransaction,
  toWithdrawalReceipt,
  toWithdrawalTerms,
  withdrawalBody,
} from '../wire/wallet.dto';
import type { DestinationChange } from '../../core/wallet/destination-recheck';
import { parsed } from './parse';
import { transactionsParams } from './transactions-params';

type Answer<K extends keyof WalletGateway> = ReturnType<WalletGateway[K]>;
const expected = <K extends keyof typeof WALLET_ERRORS>(call: K) => [...WALLET_ERRORS[call], ...SESSION_ERROR_CODES];

export class HttpWalletGateway implements WalletGateway {
  constructor(private readonly api: ApiClient) {}

  balance(): Answer<'balance'> {
    return parsed(this.api.request('GET', WALLET_PATHS.balance), (body) => toMoney(dataOf(body)), expected('balance'));
  }

  transactions(query: TransactionQuery = {}): Answer<'transactions'> {
    return parsed(
      this.api.request('GET', WALLET_PATHS.transactions, { query: transactionsParams(query) }),
      (body) => list(dataOf(body), 'transactions').map(toTransaction),
      expected('transactions'),
    );
  }

  payoutMethods(): Answer<'payoutMethods'> {
    return parsed(this.api.request('GET', WALLET_PATHS.paymentMethods), (body) => toBankData(dataOf(body)), expected('payoutMethods'));
  }

  setDefaultPayoutMethod(method: PayoutMethod): Answer<'setDefaultPayoutMethod'> {
    return parsed(
      this.api.request('PUT', WALLET_PATHS.paymentMethods, { body: { withdraw_type: method } satisfies SetDefaultPayoutBody }),
      (body) => toBankData(dataOf(body)),
      expected('setDefaultPayoutMethod'),
    );
  }

  removePayoutMethod(method: PayoutMethod): Answer<'removePayoutMethod'> {
    return parsed(
      assumedCall(this.api.request('DELETE', `${WALLET_PATHS.paymentMethods}/${PAYOUT_PATHS[method]}`)),
      (body) => toBankData(dataOf(body)),
      expected('removePayoutMethod'),
    );
  }

  notifyDestinationChange(method: PayoutMethod, change: DestinationChange): Answer<'notifyDestinationChange'> {
    return parsed(
      assumedCall(this.api.request('POST', WALLET_PATHS.destinationNotifications, { body: destinationNotificationBody(method, change) })),
      () => undefined,
      expected('notifyDestinationChange'),
    );
  }

  withdrawalTerms(): Answer<'withdrawalTerms'> {
    return parsed(
      assumedCall(this.api.request('GET', WALLET_PATHS.withdrawalTerms)),
      (body) => toWithdrawalTerms(dataOf(body)),
      expected('withdrawalTerms'),
    );
  }

  savePayoutMethod(setup: PayoutSetup): Answer<'savePayoutMethod'> {
    const { path, body } = payoutSetupRequest(setup);
    return parsed(
      this.api.request('POST', `${WALLET_PATHS.paymentMethods}/${path}`, { body }),
      (raw) => toBankData(dataOf(raw)),
      expected('savePayoutMethod'),
    );
  }

  /** Sent once (the client retries only GETs); a retry by the customer sends the same key, so the server moves money once. */
  withdraw(request: WithdrawalRequest): Answer<'withdraw'> {
    return parsed(
      this.api.request('POST', WALLET_PATHS.withdrawals, {
        body: withdrawalBody(request),
        headers: { [IDEMPOTENCY_KEY_HEADER]: request.idempotencyKey },
      }),
      (raw) => toWithdrawalReceipt(dataOf(raw), request),
      expected('withdraw'),
    );
  }
}
