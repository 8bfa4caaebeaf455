import type { DomainError, SessionErrorCode, TransportErrorCode } from '../../shared/domain-error';
import type { Money } from '../../shared/money';
import type { Result } from '../../shared/result';
import type { BankData, PayoutMethod, PayoutSetup } from '../payout-method';
import type { DestinationChange } from '../destination-recheck';
import type { Transaction, TransactionQuery } from '../transaction';
import type { WithdrawalReceipt, WithdrawalRequest, WithdrawalTerms } from '../withdrawal';

/** The codes each call can end in besides the transport and session ones (every call needs a session). */
export const WALLET_ERRORS = {
  balance: [],
  transactions: [],
  payoutMethods: [],
  /** The server has no terms call (it is assumed, docs/api-contract.md): the announced rule applies. */
  withdrawalTerms: ['not_available'],
  setDefaultPayoutMethod: ['payout_method_not_set_up'],
  savePayoutMethod: ['invalid_input'],
  /** An assumed call (docs/api-contract.md): a server without it answers 404, read as not_available. */
  removePayoutMethod: ['not_available', 'payout_method_in_use'],
  /** An assumed call (docs/api-contract.md): a server without it answers 404, read as not_available. */
  notifyDestinationChange: ['not_available'],
  withdraw: [
    'invalid_input',
    'email_not_verified',
    'amount_invalid',
    'amount_above_balance',
    'amount_below_minimum',
    'payout_method_not_set_up',
    'withdrawal_terms_changed',
    /** The destination the request names is no longer the one the server would pay (an assumed check, issue 42). */
    'payout_method_changed',
  ],
} as const;

export type WalletError<K extends keyof typeof WALLET_ERRORS> = DomainError<
  (typeof WALLET_ERRORS)[K][number] | SessionErrorCode | TransportErrorCode
>;

/** The customer's money (spec §7, docs/api-contract.md). Every call needs a session. */
export interface WalletGateway {
  /** GET /api/v2/user/balance. */
  balance(): Promise<Result<Money, WalletError<'balance'>>>;
  /** GET /api/v2/merged_transactions, newest first unless `sortBy` says otherwise. */
  transactions(query?: TransactionQuery): Promise<Result<readonly Transaction[], WalletError<'transactions'>>>;
  /** GET /api/v2/payment_methods. */
  payoutMethods(): Promise<Result<BankData, WalletError<'payoutMethods'>>>;
  /** GET /api/v2/withdrawals/terms: the minimum and the fee for the customer's market. */
  withdrawalTerms(): Promise<Result<WithdrawalTerms, WalletError<'withdrawalTerms'>>>;
  /** PUT /api/v2/payment_methods with `withdraw_type`: only a method that is set up. */
  setDefaultPayoutMethod(method: PayoutMethod): Promise<Result<BankData, WalletError<'setDefaultPayoutMethod'>>>;
  /** POST /api/v2/payment_methods/{method} with the method's documented body, built from the validated setup. */
  savePayoutMethod(setup: PayoutSetup): Promise<Result<BankData, WalletError<'savePayoutMethod'>>>;
  /**
   * DELETE /api/v2/payment_methods/{method} (assumed): forgets a saved method. Idempotent: a method
   * already gone answers the methods as they are. The default one is refused while a withdrawal is pending.
   */
  removePayoutMethod(method: PayoutMethod): Promise<Result<BankData, WalletError<'removePayoutMethod'>>>;
  /**
   * POST /api/v2/payment_methods/notifications (assumed, issue 47 point 4): a payout destination was
   * added or changed; the server keeps when (`BankData.destinationChangedAt`) and may email the customer.
   */
  notifyDestinationChange(method: PayoutMethod, change: DestinationChange): Promise<Result<void, WalletError<'notifyDestinationChange'>>>;
  /**
   * POST /api/v2/withdrawals. Moves money: never retried by the adapter. The request's idempotency key
   * lets the server recognise a repeat of the same request (a retry after a timeout) and move money once.
   */
  withdraw(request: WithdrawalRequest): Promise<Result<WithdrawalReceipt, WalletError<'withdraw'>>>;
}
