import type { AccountSnapshot, HistoryCopy } from '../../core/wallet/account-snapshot';
import type { LastSeen } from '../../core/wallet/since-last-visit';
import { isCurrency, type Money } from '../../core/shared/money';
import { isPayoutMethod } from '../../core/wallet/payout-method';
import { TRANSACTION_CATEGORIES, TRANSACTION_STATUSES, type Item, type Transaction } from '../../core/wallet/transaction';

// The device's copy of an account read back from its JSON (dates as ISO strings): only when whole — a copy written by
// an older app, cut short or changed by hand is not shown (null), and the next fresh read replaces it.

type Json = Record<string, unknown>;

const record = (value: unknown): Json | null => (typeof value === 'object' && value !== null ? (value as Json) : null);
const text = (value: unknown): value is string => typeof value === 'string';
const textOrNull = (value: unknown): value is string | null => value === null || text(value);
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value);

function moneyOf(value: unknown): Money | null {
  const { amount, currency } = record(value) ?? {};
  return Number.isSafeInteger(amount) && isCurrency(currency) ? { amount: amount as number, currency } : null;
}

function itemOf(value: unknown): Item | null {
  const { name, quantity, price, productId } = record(value) ?? {};
  const cost = moneyOf(price);
  if (!text(name) || !Number.isSafeInteger(quantity) || !cost || (productId !== undefined && !text(productId))) return null;
  return { imageUrl: '', name, quantity: quantity as number, price: cost, ...(productId === undefined ? {} : { productId }) };
}

function transactionOf(value: unknown): Transaction | null {
  const tx = record(value) ?? {};
  const amount = moneyOf(tx.amount);
  const fee = tx.fee === undefined ? undefined : moneyOf(tx.fee);
  const createdAt = text(tx.createdAt) ? new Date(tx.createdAt) : null;
  const items = Array.isArray(tx.items) ? tx.items.map(itemOf) : null;
  if (
    !text(tx.id) ||
    !oneOf(TRANSACTION_CATEGORIES, tx.category) ||
    !oneOf(TRANSACTION_STATUSES, tx.status) ||
    createdAt === null ||
    Number.isNaN(createdAt.getTime()) ||
    amount === null ||
    fee === null ||
    !textOrNull(tx.comment) ||
    items === null ||
    items.some((item) => item === null) ||
    !Number.isSafeInteger(tx.numberOfScans) ||
    !textOrNull(tx.accountName) ||
    !textOrNull(tx.accountNumber)
  )
    return null;
  return {
    id: tx.id,
    category: tx.category,
    status: tx.status,
    createdAt,
    amount,
    comment: tx.comment,
    items: items as Item[],
    numberOfScans: tx.numberOfScans as number,
    accountName: tx.accountName,
    accountNumber: tx.accountNumber,
    ...(fee ? { fee } : {}),
  };
}

function historyOf(value: unknown): HistoryCopy | null | undefined {
  if (value === undefined) return undefined;
  const { readAt, transactions } = record(value) ?? {};
  const rows = Array.isArray(transactions) ? transactions.map(transactionOf) : null;
  if (typeof readAt !== 'number' || !rows || rows.some((tx) => tx === null)) return null;
  return { readAt, transactions: rows as Transaction[] };
}

/** The last look's mark (since-last-visit.ts): absent, whole, or null when not whole. */
function seenOf(value: unknown): LastSeen | null | undefined {
  if (value === undefined) return undefined;
  const { at, pending } = record(value) ?? {};
  if (typeof at !== 'number' || !Array.isArray(pending) || !pending.every(text)) return null;
  return { at, pending };
}

/** The copy read back from its JSON text, or null when it is not whole. */
export function snapshotFromJson(json: string | null): AccountSnapshot | null {
  try {
    const { customer, balance, readAt, history, payoutMethod, seen } = record(JSON.parse(json ?? 'null')) ?? {};
    const amount = moneyOf(balance);
    const rows = historyOf(history);
    const mark = seenOf(seen);
    const method = payoutMethod === undefined || payoutMethod === null || isPayoutMethod(payoutMethod);
    if (!text(customer) || typeof readAt !== 'number' || !amount || rows === null || mark === null || !method) return null;
    return {
      customer,
      balance: amount,
      readAt,
      ...(rows ? { history: rows } : {}),
      ...(mark ? { seen: mark } : {}),
      ...(payoutMethod === undefined ? {} : { payoutMethod: payoutMethod as AccountSnapshot['payoutMethod'] }),
    };
  } catch {
    return null;
  }
}
