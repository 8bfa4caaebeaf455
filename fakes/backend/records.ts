import type { CountryCode } from '../../src/core/content/locale';
import type { Money } from '../../src/core/shared/money';
import type { Bin } from '../../src/core/places/bin';
import type { User } from '../../src/core/profile/user';
import type { BankAccount } from '../../src/core/wallet/bank-account';
import type { PayoutMethod } from '../../src/core/wallet/payout-method';
import type { Transaction } from '../../src/core/wallet/transaction';

/** A transaction as stored: dates as ISO strings, so the world serialises as JSON. */
export type TransactionRecord = Omit<Transaction, 'createdAt' | 'sentAt' | 'settledAt'> & {
  readonly createdAt: string;
  /** A withdrawal's times (assumed, issue 47 point 2): null while not yet; absent in rows that predate them. */
  readonly sentAt?: string | null;
  readonly settledAt?: string | null;
};

/** A customer as the server keeps them: the public record plus secrets and money. */
export interface UserRecord extends User {
  readonly passwordHash: string;
  readonly salt: string;
  readonly balance: Money;
  readonly transactions: readonly TransactionRecord[];
  /** The payout methods set up in the customer's market, as validated and kept by the server. */
  readonly payout: PayoutRecord;
}

/**
 * What the server keeps of each payout method: all the details (the bank account's holder names the
 * withdrawals), of which `GET /payment_methods` shows back only what docs/api-contract.md lists.
 */
export interface PayoutRecord {
  readonly methods: {
    readonly PAYPAL?: { readonly email: string };
    readonly TRANSFERWISE?: BankAccount;
    readonly LINE?: { readonly referenceNo: string };
  };
  readonly default: PayoutMethod | null;
  /** When the server was last told a destination was added or changed (epoch ms; the assumed notification, issue 47 point 4). */
  readonly changedAt?: number;
}

export const NO_PAYOUT: PayoutRecord = { methods: {}, default: null };

/**
 * A withdrawal's answer kept under its idempotency key (per customer): a repeat of the same body gets
 * it again, another body under the same key is refused. Kept with the world, as a real server's store.
 */
export interface IdempotencyRecord {
  readonly userId: string;
  readonly key: string;
  /** The request body as the server read it, to tell a repeat from a different request. */
  readonly fingerprint: string;
  readonly answer: WithdrawalAnswer;
}

/** `201` of POST /withdrawals (docs/api-contract.md). */
export interface WithdrawalAnswer {
  readonly id: string;
  readonly status: 'PENDING';
  readonly amount: Money;
  readonly fee: Money;
  readonly net: Money;
  readonly withdrawType: PayoutMethod;
  readonly balance: Money;
}

export interface TokenRecord {
  readonly userId: string;
  readonly kind: 'access' | 'refresh';
  /** Epoch milliseconds. */
  readonly expiresAt: number;
  /** Every token issued from one login (and the refreshes that follow it) shares the family. */
  readonly family: string;
  /** A refresh token already traded: kept until it expires, so that its replay is recognised. */
  readonly used?: boolean;
}

/** A message the server "sent": how tests and the demo read recovery links and codes. */
export interface OutboxMessage {
  readonly to: string;
  readonly country: CountryCode;
  /** `destination_changed`: the security notice of a payout destination added or changed (assumed, issue 47 point 4). */
  readonly kind: 'reset_password' | 'verification_code' | 'destination_changed';
  readonly payload: string;
  readonly sentAt: number;
}

/** A contact message or data-subject request received by customer care. */
export interface SupportRecord {
  readonly kind: 'contact' | 'dsar';
  readonly country: CountryCode;
  readonly payload: Readonly<Record<string, string>>;
  readonly receivedAt: number;
}

export interface WorldState {
  readonly users: readonly UserRecord[];
  readonly support: readonly SupportRecord[];
  /** Reset-link tokens that have been used once. */
  readonly spentResetTokens: readonly string[];
  readonly bins: Readonly<Partial<Record<CountryCode, readonly Bin[]>>>;
  readonly tokens: Readonly<Record<string, TokenRecord>>;
  readonly outbox: readonly OutboxMessage[];
  /** Wrong-password times (epoch ms) per account key, for the login rate limit. */
  readonly loginFailures: Readonly<Record<string, readonly number[]>>;
  /** Withdrawals' answers by idempotency key. */
  readonly idempotency: readonly IdempotencyRecord[];
  /** Reports of problems with bins (absent in worlds saved before issue 21). */
  readonly binReports?: readonly BinReportRecord[];
}

/** A customer's report of a problem with a bin (issue 21, assumed call). */
export interface BinReportRecord {
  readonly id: string;
  readonly userId: string;
  readonly binId: string;
  readonly reason: string;
  readonly note?: string;
  /** When it was received (epoch ms). */
  readonly at: number;
}
