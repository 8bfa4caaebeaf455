import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { TRANSACTION_CATEGORIES, TRANSACTION_STATUSES } from '../../../../../core/wallet/transaction';
import { returnedContainers } from '../../../../../core/wallet/transaction-view';
import { filtersFromQuery, filtersToQuery, type HistoryFilters } from '../../../../../core/wallet/history-query';
import { useWalletStore } from '../../../../state/use-wallet-store';
import { useResource } from '../../../../state/resource';
import type { WalletStore } from '../../../../state/wallet-store';

/** The completed scans: what the impact line counts (a filtered list cannot tell the total). */
const COMPLETED_SCANS: HistoryFilters = { type: 'SCAN', status: 'COMPLETED', sort: 'newest' };

/** The history's two answers for the filters: the list shown, and the completed scans the impact line counts. */
export function historyResources(wallet: WalletStore, filters: HistoryFilters) {
  const unfiltered = !filters.type && !filters.status;
  return { list: wallet.transactions.get(filters), scans: wallet.transactions.get(unfiltered ? filters : COMPLETED_SCANS) };
}

/** The filters an address asks for: only known values become filters. */
export const filtersIn = (search: string): HistoryFilters => filtersFromQuery(search, TRANSACTION_CATEGORIES, TRANSACTION_STATUSES);

/** The history for the filters, and the containers returned in all, read from the wallet store (its one owner). */
export function useHistory(filters: HistoryFilters) {
  const { list, scans: counted } = historyResources(useWalletStore(), filters);
  const state = useResource(list);
  const scans = useResource(counted);
  const impact = scans.status === 'ready' && scans.value ? returnedContainers(scans.value) : null;
  return { list, state, impact };
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
