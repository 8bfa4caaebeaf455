import type { DomainError, SessionErrorCode, TransportErrorCode } from '../../shared/domain-error';
import type { Money } from '../../shared/money';
import type { Result } from '../../shared/result';
import type { BankData, PayoutMethod } from '../payout-method';
import type { Transaction, TransactionQuery } from '../transaction';

/** The codes each call can end in besides the transport and session ones (every call needs a session). */
export const WALLET_ERRORS = {
  balance: [],
  transactions: [],
  payoutMethods: [],
  setDefaultPayoutMethod: ['invalid_input'],
  savePayoutMethod: ['invalid_input'],
  withdraw: ['invalid_input'],
} as const;

type WalletError<K extends keyof typeof WALLET_ERRORS> = DomainError<
  (typeof WALLET_ERRORS)[K][number] | SessionErrorCode | TransportErrorCode
>;

/** The customer's money (spec §7). Every call needs a session. */
export interface WalletGateway {
  /** GET /api/v2/user/balance. */
  balance(): Promise<Result<Money, WalletError<'balance'>>>;
  /** GET /api/v2/merged_transactions, newest first unless `sortBy` says otherwise. */
  transactions(query?: TransactionQuery): Promise<Result<readonly Transaction[], WalletError<'transactions'>>>;
  /** GET /api/v2/payment_methods. */
  payoutMethods(): Promise<Result<BankData, WalletError<'payoutMethods'>>>;
  /** PUT /api/v2/payment_methods with `withdraw_type`. */
  setDefaultPayoutMethod(method: PayoutMethod): Promise<Result<BankData, WalletError<'setDefaultPayoutMethod'>>>;
  /** POST /api/v2/payment_methods/{method} with the method's fields. */
  savePayoutMethod(
    method: PayoutMethod,
    fields: Readonly<Record<string, string>>,
  ): Promise<Result<BankData, WalletError<'savePayoutMethod'>>>;
  /**
   * POST /api/v2/withdrawals. Moves money: never retried blindly. The key lets the
   * server recognise a repeated submission of the same request.
   */
  withdraw(amount: Money, idempotencyKey: string): Promise<Result<Money, WalletError<'withdraw'>>>;
}
