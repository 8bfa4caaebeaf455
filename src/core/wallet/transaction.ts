import type { Money } from '../shared/money';
import type { PayoutMethod } from './payout-method';

export const TRANSACTION_CATEGORIES = ['SCAN', 'ADJUSTMENT', 'WITHDRAWAL'] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

export const TRANSACTION_STATUSES = ['COMPLETED', 'PENDING', 'REJECTED', 'CANCELLED', 'FAILED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export interface Item {
  readonly imageUrl: string;
  /** The server's name for it, shown when the catalogue does not know the product. */
  readonly name: string;
  readonly quantity: number;
  readonly price: Money;
  /**
   * The server's catalogue id, when it says (assumed `product_id`): a product our catalogue knows is
   * named in the customer's language; another keeps the server's name.
   */
  readonly productId?: string;
}

/** One line of the balance history (spec §3). */
export interface Transaction {
  readonly id: string;
  readonly category: TransactionCategory;
  readonly status: TransactionStatus;
  readonly createdAt: Date;
  readonly amount: Money;
  readonly comment: string | null;
  readonly items: readonly Item[];
  readonly numberOfScans: number;
  readonly accountName: string | null;
  readonly accountNumber: string | null;
  /**
   * A withdrawal's fee, kept by the payout (assumed field, docs/api-contract.md): the customer is
   * paid the amount less the fee. Absent when the server does not say — never guessed.
   */
  readonly fee?: Money;
  /**
   * Where a withdrawal is (assumed fields, docs/api-contract.md; issue 47 point 2): the method it is
   * paid by (`withdraw_type`), when it was handed to the payout provider (`sent_at`) and when it was
   * paid or failed (`settled_at`). Absent (undefined) when the server does not say — never guessed;
   * null when it says "not yet".
   */
  readonly method?: PayoutMethod;
  readonly sentAt?: Date | null;
  readonly settledAt?: Date | null;
}

export interface TransactionQuery {
  readonly itemsPerPage?: number;
  readonly page?: number;
  readonly type?: TransactionCategory;
  readonly status?: TransactionStatus;
  readonly sortBy?: string;
}

/** Page size the spec fixes as default (§9). */
export const DEFAULT_PAGE_SIZE = 1000;
