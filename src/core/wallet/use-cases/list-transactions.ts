import { domainError, type DomainError, type SessionErrorCode, type TransportErrorCode } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import type { WalletGateway } from '../ports/wallet-gateway.port';
import {
  DEFAULT_PAGE_SIZE,
  TRANSACTION_CATEGORIES,
  TRANSACTION_STATUSES,
  type TransactionCategory,
  type TransactionQuery,
  type TransactionStatus,
} from '../transaction';
import { HISTORY_SORTS, SORT_BY, type HistoryFilters } from '../history-query';
import { pageAfter, type TransactionPages } from '../history-pages';

export type ListTransactionsError = DomainError<'invalid_input' | SessionErrorCode | TransportErrorCode>;

const known = <T extends string>(values: readonly T[], value: unknown): boolean =>
  value === undefined || (values as readonly unknown[]).includes(value);

/** What the server is asked for page `page` of the history with `filters`: 1000 a page (spec §7). */
export function historyPageQuery(filters: HistoryFilters, page: number): TransactionQuery {
  return {
    itemsPerPage: DEFAULT_PAGE_SIZE,
    page,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    sortBy: SORT_BY[filters.sort],
  };
}

/**
 * One page of the customer's history (spec §2, §7): page `page` (from 1) of 1000, filtered by type and
 * status, in the chosen order, and the page after it unless this one was the last (shorter than 1000:
 * the server gives no count, docs/decisions/history-and-account.md). A filter the API does not know, or
 * a page that is not a whole number from 1, is refused before anything is sent.
 */
export class ListTransactions {
  constructor(private readonly wallet: WalletGateway) {}

  async execute(filters: HistoryFilters = { sort: 'newest' }, page = 1): Promise<Result<TransactionPages, ListTransactionsError>> {
    const fields: Record<string, 'field_required'> = {};
    if (!known<TransactionCategory>(TRANSACTION_CATEGORIES, filters.type)) fields.type = 'field_required';
    if (!known<TransactionStatus>(TRANSACTION_STATUSES, filters.status)) fields.status = 'field_required';
    if (!known(HISTORY_SORTS, filters.sort)) fields.sort = 'field_required';
    if (!Number.isInteger(page) || page < 1) fields.page = 'field_required';
    if (Object.keys(fields).length > 0) return err({ ...domainError('invalid_input'), fields });
    const answer = await this.wallet.transactions(historyPageQuery(filters, page));
    return answer.ok ? ok({ transactions: answer.value, next: pageAfter(page, answer.value.length, DEFAULT_PAGE_SIZE) }) : answer;
  }
}
