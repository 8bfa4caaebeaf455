import type { Money } from '../../shared/money';
import type { Result } from '../../shared/result';
import type { BankData, PayoutMethod } from '../payout-method';
import type { Transaction, TransactionQuery } from '../transaction';

/**
 * The customer's money (spec §7). Every call needs a session; every call can fail with
 * `unauthorized`, `something_went_wrong`, `network_error`, `timeout` or `invalid_response`.
 */
export interface WalletGateway {
  /** GET /api/v2/user/balance. */
  balance(): Promise<Result<Money>>;
  /** GET /api/v2/merged_transactions, newest first unless `sortBy` says otherwise. */
  transactions(query?: TransactionQuery): Promise<Result<readonly Transaction[]>>;
  /** GET /api/v2/payment_methods. */
  payoutMethods(): Promise<Result<BankData>>;
  /** PUT /api/v2/payment_methods with `withdraw_type`. */
  setDefaultPayoutMethod(method: PayoutMethod): Promise<Result<BankData>>;
  /** POST /api/v2/payment_methods/{method} with the method's fields. */
  savePayoutMethod(method: PayoutMethod, fields: Readonly<Record<string, string>>): Promise<Result<BankData>>;
  /**
   * POST /api/v2/withdrawals. Moves money: never retried blindly. The key lets the
   * server recognise a repeated submission of the same request.
   */
  withdraw(amount: Money, idempotencyKey: string): Promise<Result<Money>>;
}
