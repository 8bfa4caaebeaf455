import type { BankField } from '../core/wallet/bank-account';
import type { PayoutMethod } from '../core/wallet/payout-method';
import type { TransactionCategory, TransactionStatus } from '../core/wallet/transaction';
import { API_ROOT } from './envelope.contract';

/** Balance, history, payout methods and withdrawals (docs/api-contract.md). */

export const WALLET_PATHS = {
  balance: `${API_ROOT}/user/balance`,
  transactions: `${API_ROOT}/merged_transactions`,
  /** GET the methods, PUT the default; POST to `{paymentMethods}/{PAYOUT_PATHS[method]}` sets one up. */
  paymentMethods: `${API_ROOT}/payment_methods`,
  withdrawalTerms: `${API_ROOT}/withdrawals/terms`,
  /** POST: a payout destination was added or changed (assumed, issue 47 point 4). */
  destinationNotifications: `${API_ROOT}/payment_methods/notifications`,
  withdrawals: `${API_ROOT}/withdrawals`,
} as const;

/** Money on the wire: a decimal text in the currency's major unit (`"12.50"`, yen `"1200"`). Clients also accept a JSON number. */
export interface WireMoney {
  readonly value: string;
  readonly currency: string;
}

/** GET /merged_transactions' query (a type, not an interface: a query is any record of its values). */
export type TransactionsQueryParams = {
  readonly items_per_page?: number;
  readonly page?: number;
  readonly type?: TransactionCategory;
  readonly status?: TransactionStatus;
  /** `created_at` (oldest first) or `-created_at` (newest first, the default). */
  readonly sort_by?: string;
};

export interface ItemDto {
  readonly image_url: string;
  readonly name: string;
  readonly quantity: number;
  readonly price: WireMoney;
  /** The catalogue product (assumed, issue 20): the app names it in the customer's language. */
  readonly product_id?: string | null;
}

/** One entry of GET /merged_transactions' `data`. */
export interface TransactionDto {
  readonly id: string;
  readonly category: TransactionCategory;
  readonly status: TransactionStatus;
  readonly created_at: string;
  readonly amount: WireMoney;
  readonly comment: string | null;
  readonly items: readonly ItemDto[];
  readonly number_of_scans: number;
  readonly account_name: string | null;
  readonly account_number: string | null;
  /** A withdrawal's fee (assumed, issue 20): the payout is the amount less it. */
  readonly fee?: WireMoney | null;
  /** A withdrawal's method (assumed, issue 47 point 2). */
  readonly withdraw_type?: PayoutMethod;
  /** When a withdrawal was handed to the payout provider, null while not yet (assumed, issue 47 point 2). */
  readonly sent_at?: string | null;
  /** When a withdrawal was paid or failed, null while pending (assumed, issue 47 point 2). */
  readonly settled_at?: string | null;
}

/** The key of each payout method's details in GET /payment_methods' `types` (spec §3). */
export const BANK_DATA_KEYS = {
  LINE: 'lineData',
  PAYPAL: 'paypalWithdrawData',
  TRANSFERWISE: 'transfer_wise_data',
} as const satisfies Record<PayoutMethod, string>;

/** GET /payment_methods' `data` (and the answer of every call that changes them). */
export interface BankDataDto {
  readonly types: {
    readonly lineData?: { readonly referenceNo: string };
    readonly paypalWithdrawData?: { readonly email: string };
    /** The numbers (spec §3), and the rest of the account under the body's names if the server shows it back (assumed). */
    readonly transfer_wise_data?: { readonly account_number: string; readonly iban: string } & PayoutBody<'TRANSFERWISE'>;
  };
  readonly default: PayoutMethod | null;
  /** ISO 8601: when a destination was last added or changed (assumed, issue 47 point 4); absent before any. */
  readonly destination_changed_at?: string | null;
}

/** POST /payment_methods/notifications (assumed): which method's destination was added or changed. */
export interface DestinationNotificationBody {
  readonly withdraw_type: PayoutMethod;
  readonly event: 'destination_added' | 'destination_changed';
}

/** PUT /payment_methods: which method is the default. */
export interface SetDefaultPayoutBody {
  readonly withdraw_type: PayoutMethod;
}

/** POST /payment_methods/{path}: each method's path. */
export const PAYOUT_PATHS = { PAYPAL: 'paypal', LINE: 'line', TRANSFERWISE: 'transferwise' } as const satisfies Record<
  PayoutMethod,
  string
>;

export type PayoutPath = (typeof PAYOUT_PATHS)[PayoutMethod];

/**
 * The fields each method's body may carry, all strings: the bank account's are its market's own
 * fields in snake_case, with the market as `country_code`. The server reads these and ignores others.
 */
export const PAYOUT_BODY_FIELDS = {
  PAYPAL: ['email'],
  LINE: ['referenceNo'],
  TRANSFERWISE: [
    'country_code',
    'account_name',
    'abartn',
    'sort_code',
    'transit_number',
    'institution_number',
    'iban',
    'bank_code',
    'branch_code',
    'account_type',
    'account_number',
    'address',
    'city',
    'state',
    'post_code',
  ],
} as const satisfies Record<PayoutMethod, readonly string[]>;

/** A payout method's body: some of its fields, as text. */
export type PayoutBody<M extends PayoutMethod = PayoutMethod> = Readonly<Partial<Record<(typeof PAYOUT_BODY_FIELDS)[M][number], string>>>;

/**
 * The saved bank account's fields besides its numbers, under the names the body sends them by: what
 * GET /payment_methods' `transfer_wise_data` may show back (assumed), so an edit starts from them.
 */
export const BANK_DETAIL_WIRE_NAMES = {
  accountName: 'account_name',
  abartn: 'abartn',
  sortCode: 'sort_code',
  transitNumber: 'transit_number',
  institutionNumber: 'institution_number',
  bankCode: 'bank_code',
  branchCode: 'branch_code',
  accountType: 'account_type',
  address: 'address',
  city: 'city',
  state: 'state',
  postCode: 'post_code',
} as const satisfies Record<Exclude<BankField, 'accountNumber' | 'iban'>, (typeof PAYOUT_BODY_FIELDS)['TRANSFERWISE'][number]>;

/** GET /withdrawals/terms' `data` (assumed): the market's minimum and fee, and from where the fee is waived. */
export interface WithdrawalTermsDto {
  readonly minimum: WireMoney;
  readonly fee: WireMoney;
  readonly fee_waived_from: WireMoney | null;
}

/** POST /withdrawals' body; the idempotency key goes in its header (envelope.contract.ts). */
export interface WithdrawalBody {
  readonly amount: WireMoney;
  readonly fee: WireMoney;
  readonly withdraw_type: string;
  /**
   * Where the customer saw it would be paid (assumed, issue 42: `payoutDestination` in
   * src/core/wallet/payout-destination.ts): a server refuses another destination with 409 WD_0007.
   */
  readonly payout_destination?: string;
}

/** POST /withdrawals' 201 `data`: the new withdrawal, pending, and the balance after it. */
export interface WithdrawalDto {
  readonly id: string;
  readonly status: 'PENDING';
  readonly amount: WireMoney;
  readonly fee: WireMoney;
  readonly net: WireMoney;
  readonly withdraw_type: PayoutMethod;
  readonly balance: WireMoney;
}
