import { isReturnedWithdrawal } from './transaction-view';
import type { Transaction } from './transaction';

/**
 * What the device keeps of the customer's last look at their account (issue 47 point 1), in the
 * account's copy (account-snapshot.ts), wiped with it: when they looked, and which transactions were
 * pending then — ids only. The history's answer has no time of change, only of creation: a row that
 * was pending at the last look and is settled now changed since, as does one created since and
 * already settled.
 */
export interface LastSeen {
  /** When the customer last looked, in ms since the epoch. */
  readonly at: number;
  readonly pending: readonly string[];
}

/** What the account tells of: a return credited or rejected, a payout paid or failed (its money back). */
export type ChangeKind = 'credited' | 'rejected' | 'paid' | 'failed';

export interface Change {
  readonly kind: ChangeKind;
  readonly tx: Transaction;
}

/** What a settled row tells, or null for one the summary does not mention (pending, or an adjustment). */
function kindOf(tx: Transaction): ChangeKind | null {
  if (tx.status === 'PENDING') return null;
  if (tx.category === 'SCAN') return tx.status === 'COMPLETED' ? 'credited' : 'rejected';
  if (tx.category === 'WITHDRAWAL') return isReturnedWithdrawal(tx) ? 'failed' : 'paid';
  return null;
}

/**
 * What changed since the last look, in the history's order (newest first). Nothing on a first look:
 * with no mark there is nothing to compare with, and the whole history is not news.
 */
export function changesSince(seen: LastSeen | undefined, transactions: readonly Transaction[]): readonly Change[] {
  if (!seen) return [];
  const wasPending = new Set(seen.pending);
  return transactions.flatMap((tx) => {
    const kind = kindOf(tx);
    const changed = wasPending.has(tx.id) || tx.createdAt.getTime() > seen.at;
    return kind && changed ? [{ kind, tx }] : [];
  });
}

/** The mark a look at these rows leaves. */
export const lastSeenOf = (transactions: readonly Transaction[], at: number): LastSeen => ({
  at,
  pending: transactions.filter((tx) => tx.status === 'PENDING').map((tx) => tx.id),
});
