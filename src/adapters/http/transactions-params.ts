import type { TransactionsQueryParams } from '../../contract/wallet.contract';
import { DEFAULT_PAGE_SIZE, type TransactionQuery } from '../../core/wallet/transaction';

/** GET /merged_transactions's query for a page of the history (spec §7: 1000 a page, from page 1). */
export function transactionsParams(query: TransactionQuery = {}): TransactionsQueryParams {
  return {
    items_per_page: query.itemsPerPage ?? DEFAULT_PAGE_SIZE,
    page: query.page ?? 1,
    type: query.type,
    status: query.status,
    sort_by: query.sortBy,
  };
}
