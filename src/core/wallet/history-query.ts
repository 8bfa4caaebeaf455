import type { TransactionCategory, TransactionStatus } from './transaction';

// The history's filters and sort order (kept in the URL, sent as `type`, `status`, `sort_by`). Apart
// from the history's view rules, so that the use case that lists it (loaded with the app) carries
// only these.

export const HISTORY_SORTS = ['newest', 'oldest'] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];

/** `sort_by` as the API reads it: a field, descending when prefixed by `-`. */
export const SORT_BY: Readonly<Record<HistorySort, string>> = { newest: '-created_at', oldest: 'created_at' };

export interface HistoryFilters {
  readonly type?: TransactionCategory;
  readonly status?: TransactionStatus;
  readonly sort: HistorySort;
}

/**
 * The pending returns and withdrawals, newest first: one question, so one answer the screens share
 * (what blocks a deletion; the withdrawals a payout method is in use for, issue 44 point 6).
 */
export const PENDING_HISTORY: HistoryFilters = { status: 'PENDING', sort: 'newest' };

/** The whole history, newest first: the account's list unfiltered, the device's copy of it, and what changed since the last look. */
export const WHOLE_HISTORY: HistoryFilters = { sort: 'newest' };

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | undefined =>
  value != null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Reads filters from a query string; unknown values are dropped (a shared link never breaks the page). */
export function filtersFromQuery(
  search: string,
  categories: readonly TransactionCategory[],
  statuses: readonly TransactionStatus[],
): HistoryFilters {
  const params = new URLSearchParams(search);
  const type = oneOf(categories, params.get('type'));
  const status = oneOf(statuses, params.get('status'));
  return { ...(type ? { type } : {}), ...(status ? { status } : {}), sort: oneOf(HISTORY_SORTS, params.get('sort')) ?? 'newest' };
}

/** Writes filters into an existing query string, keeping its other parameters; the defaults are left out. */
export function filtersToQuery(filters: HistoryFilters, search = ''): string {
  const params = new URLSearchParams(search);
  for (const key of ['type', 'status', 'sort'] as const) params.delete(key);
  if (filters.type) params.set('type', filters.type);
  if (filters.status) params.set('status', filters.status);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}
