import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { TRANSACTION_CATEGORIES, TRANSACTION_STATUSES } from '../../../../../core/wallet/transaction';
import { filtersFromQuery, filtersToQuery, type HistoryFilters } from '../../../../../core/wallet/history-query';
import { useWalletStore } from '../../../../state/use-wallet-store';
import { useResource } from '../../../../state/resource';
import type { WalletStore } from '../../../../state/wallet-store';

/**
 * The history's two answers for the filters: the list shown, a page at a time, and the impact line's
 * count of the containers returned, over every page of completed scans (neither a filtered list nor
 * the first page of an unfiltered one can tell the total).
 */
export function historyResources(wallet: WalletStore, filters: HistoryFilters) {
  return { list: wallet.transactions.get(filters), impact: wallet.impact };
}

/** The filters an address asks for: only known values become filters. */
export const filtersIn = (search: string): HistoryFilters => filtersFromQuery(search, TRANSACTION_CATEGORIES, TRANSACTION_STATUSES);

/** The history for the filters, the reading of its next page, and the containers returned, read from the wallet store (its one owner). */
export function useHistory(filters: HistoryFilters) {
  const resources = historyResources(useWalletStore(), filters);
  const { list } = resources;
  const state = useResource(list);
  const more = useSnapshot(list.more);
  const counted = useResource(resources.impact);
  const impact = counted.status === 'ready' ? counted.value : null;
  return { list, state, more, impact };
}

/** The filters live in the address (a filtered history can be shared and survives a reload); only known values become filters. */
export function useHistoryFilters() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const filters = useMemo(() => filtersIn(search), [search]);
  const setFilters = (next: HistoryFilters) => navigate(`${location}${filtersToQuery(next, search)}`, { replace: true });
  // Read back through the same check as the URL: only known values become filters.
  const choose = (key: 'type' | 'status', value: string) => {
    const params = new URLSearchParams(filtersToQuery(filters));
    if (value) params.set(key, value);
    else params.delete(key);
    setFilters(filtersIn(params.toString()));
  };
  /** The history without filters: where "clear the filters" leads. */
  const unfilteredHref = location;
  return { filters, setFilters, choose, unfilteredHref };
}
