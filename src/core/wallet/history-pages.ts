import type { Transaction } from './transaction';

// The history in pages (issue 42 point 3). The server answers `items_per_page` rows of page `page`
// (spec §7: 1000 and 1 by default) and gives no count: a page shorter than the page size is the last
// one, and a full page may have another after it (an empty one when the history ends on a full page).

/** Some pages of the history, first to last as read, and the page to ask for next. */
export interface TransactionPages {
  readonly transactions: readonly Transaction[];
  /** The page after the last one read; null when that one was the last (shorter than the page size). */
  readonly next: number | null;
}

/** The page after `page`, or null when `page`, answered with `rows` rows, was the last. */
export const pageAfter = (page: number, rows: number, pageSize: number): number | null => (rows < pageSize ? null : page + 1);

/**
 * The pages read so far and the next one. A row already held is not added twice: a transaction made
 * since the first page was read pushes every later row one place down, so a row at the end of a page
 * comes again at the start of the next.
 */
export function withPage(read: TransactionPages, page: TransactionPages): TransactionPages {
  const held = new Set(read.transactions.map((tx) => tx.id));
  const added = page.transactions.filter((tx) => !held.has(tx.id));
  return { transactions: added.length > 0 ? [...read.transactions, ...added] : read.transactions, next: page.next };
}

/** Impact (issue 8 point 3): containers returned and credited — the items of completed scans. */
export function returnedContainers(txs: readonly Transaction[]): number {
  return txs.reduce(
    (n, tx) => (tx.category === 'SCAN' && tx.status === 'COMPLETED' ? n + tx.items.reduce((k, item) => k + item.quantity, 0) : n),
    0,
  );
}

/** The containers returned as far as the history was read: `complete` when every page was. */
export interface ReturnedCount {
  readonly containers: number;
  /** The completed scans counted. */
  readonly returns: number;
  /** Every page was read: the count is the customer's total; else it covers their latest `returns` returns. */
  readonly complete: boolean;
}
