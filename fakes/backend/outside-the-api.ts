import { money } from '../../src/core/shared/money';
import { randomToken } from './password-hash';
import type { TransactionRecord, UserRecord } from './records';
import type { World } from './world';

// What happens to a customer's money outside the API, played by tests and the demo's tools
// (ServerControls): a payout provider settling a withdrawal, the cleaning facility crediting a return.

/**
 * The payout provider's answer to the customer's oldest pending withdrawal: `completed`, or `failed`
 * with its amount back in the balance; handed to the provider first if it was not yet, and settled
 * now. False when there is none.
 */
export function settleWithdrawal(world: World, user: UserRecord, outcome: 'completed' | 'failed'): boolean {
  // Newest first, as new rows are put in front: on a tie of times (a fixed clock), the later row is the older one.
  const oldest = user.transactions
    .filter((t) => t.category === 'WITHDRAWAL' && t.status === 'PENDING')
    .reduce<TransactionRecord | null>((first, t) => (!first || t.createdAt <= first.createdAt ? t : first), null);
  if (!oldest) return false;
  const now = new Date(world.now()).toISOString();
  const status = outcome === 'completed' ? 'COMPLETED' : 'FAILED';
  const settled: TransactionRecord = { ...oldest, status, sentAt: oldest.sentAt ?? now, settledAt: now };
  const transactions = user.transactions.map((t) => (t === oldest ? settled : t));
  const balance = outcome === 'failed' ? money(user.balance.amount + Math.abs(oldest.amount.amount), user.balance.currency) : user.balance;
  world.update(user, { transactions, balance });
  return true;
}

/**
 * The cleaning facility's count (spec §9: within 32 days): the customer's oldest pending return is
 * credited, its amount added to the balance. With none pending, a return is scanned and credited at
 * once, with the items of their latest (so the demo can show a credit again and again). False when
 * they have never returned anything.
 */
export function creditReturn(world: World, user: UserRecord): boolean {
  const scans = user.transactions.filter((t) => t.category === 'SCAN');
  const pending = scans.filter((t) => t.status === 'PENDING').sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1))[0];
  const latest = scans.find((t) => t.status === 'COMPLETED');
  const credited: TransactionRecord | null = pending
    ? { ...pending, status: 'COMPLETED' }
    : latest
      ? { ...latest, id: randomToken(8), createdAt: new Date(world.now()).toISOString(), comment: null }
      : null;
  if (!credited) return false;
  const transactions = pending ? user.transactions.map((t) => (t === pending ? credited : t)) : [credited, ...user.transactions];
  world.update(user, { transactions, balance: money(user.balance.amount + credited.amount.amount, user.balance.currency) });
  return true;
}
