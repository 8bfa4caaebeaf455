import type { Money } from '../shared/money';
import type { Transaction } from '../wallet/transaction';

/** Why an account cannot be deleted now (spec §5, §8). */
export type DeletionBlock = 'positive_balance' | 'pending_request';

/**
 * Whether the customer may delete their account: not while a withdrawal or a scan is pending (a
 * pending scan will still credit the balance, a pending withdrawal still pays out), and not while
 * the balance is above zero. A pending request wins over a positive balance, because withdrawing
 * would not unblock the deletion then: the customer has to wait for it or contact Customer Service.
 */
export function deletionBlock(balance: Money, transactions: readonly Pick<Transaction, 'status' | 'category'>[]): DeletionBlock | null {
  const pending = transactions.some((t) => t.status === 'PENDING' && (t.category === 'SCAN' || t.category === 'WITHDRAWAL'));
  if (pending) return 'pending_request';
  return balance.amount > 0 ? 'positive_balance' : null;
}

/** The domain error that tells the customer why deletion is refused: the one statement of the pair. */
export const DELETION_BLOCK_ERRORS = {
  positive_balance: 'delete_blocked_balance',
  pending_request: 'delete_blocked_pending',
} as const satisfies Record<DeletionBlock, string>;

export type DeletionBlockError = (typeof DELETION_BLOCK_ERRORS)[DeletionBlock];

/** The block a refusal's error code names, or null when the code is not a block's. */
export const deletionBlockOf = (code: string): DeletionBlock | null =>
  (Object.keys(DELETION_BLOCK_ERRORS) as DeletionBlock[]).find((block) => DELETION_BLOCK_ERRORS[block] === code) ?? null;
