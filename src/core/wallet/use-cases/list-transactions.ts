import { domainError, type DomainError, type SessionErrorCode, type TransportErrorCode } from '../../shared/domain-error';
import { err, type Result } from '../../shared/result';
import type { WalletGateway } from '../ports/wallet-gateway.port';
import {
  DEFAULT_PAGE_SIZE,
  TRANSACTION_CATEGORIES,
  TRANSACTION_STATUSES,
  type Transaction,
  type TransactionCategory,
  type TransactionStatus,
} from '../transaction';
import { HISTORY_SORTS, SORT_BY, type HistoryFilters } from '../history-query';

export type ListTransactionsError = DomainError<'invalid_input' | SessionErrorCode | TransportErrorCode>;

const known = <T extends string>(values: readonly T[], value: unknown): boolean =>
  value === undefined || (values as readonly unknown[]).includes(value);

/**
 * The customer's history (spec §2, §7): one page of 1000, filtered by type and status, in the
 * chosen order. A filter the API does not know is refused before anything is sent.
 */
export class ListTransactions {
  constructor(private readonly wallet: WalletGateway) {}

  async execute(filters: HistoryFilters = { sort: 'newest' }): Promise<Result<readonly Transaction[], ListTransactionsError>> {
    const fields: Record<string, 'field_required'> = {};
    if (!known<TransactionCategory>(TRANSACTION_CATEGORIES, filters.type)) fields.type = 'field_required';
    if (!known<TransactionStatus>(TRANSACTION_STATUSES, filters.status)) fields.status = 'field_required';
    if (!known(HISTORY_SORTS, filters.sort)) fields.sort = 'field_required';
    if (Object.keys(fields).length > 0) return err({ ...domainError('invalid_input'), fields });
    return this.wallet.transactions({
      itemsPerPage: DEFAULT_PAGE_SIZE,
      page: 1,
      ...(filters.type ? { type: filters.type } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      sortBy: SORT_BY[filters.sort],
    });
  }
}
