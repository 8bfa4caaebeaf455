import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { TOKENS } from '../../../../../composition/tokens';
import {
  TRANSACTION_CATEGORIES,
  TRANSACTION_STATUSES,
  type Transaction,
  type TransactionCategory,
  type TransactionStatus,
} from '../../../../../core/wallet/transaction';
import { historyCsv, historyFileName, returnedContainers } from '../../../../../core/wallet/transaction-view';
import { HISTORY_SORTS, filtersFromQuery, filtersToQuery, type HistoryFilters } from '../../../../../core/wallet/history-query';
import { Accordion, type AccordionItem } from '../../../../components/Accordion/Accordion';
import { Button } from '../../../../components/Button/Button';
import { Card } from '../../../../components/Card/Card';
import { Loading } from '../../../../components/Loading/Loading';
import { SelectField } from '../../../../components/TextField/SelectField';
import { useInjection } from '../../../../di/container-context';
import { useLocale } from '../../../../i18n/use-locale';
import { useT } from '../../../../i18n/use-t';
import { LoadFailed } from '../../../../components/Loaded/Loaded';
import { useStores } from '../../../../state/app-stores';
import { useResource } from '../../../../state/resource';
import { useLazyImages } from './LazyImage';
import type { T } from './history-text';
import styles from './TransactionHistory.module.css';
import { Body, Header } from './TransactionRow';

/** Rows rendered at once: more than a screenful; the rest follow in non-blocking batches. */
export const FIRST_ROWS = 30;
const BATCH_ROWS = 200;

/** Saves the fetched history as a CSV file (issue 8 point 5), built in the browser. */
function download(txs: readonly Transaction[], t: T, now: Date): void {
  const csv = historyCsv(txs, {
    header: [
      t('wallet:history.csv.date'),
      t('wallet:history.csv.type'),
      t('wallet:history.csv.status'),
      t('wallet:history.csv.amount'),
      t('wallet:history.csv.currency'),
      t('wallet:history.csv.items'),
      t('wallet:history.csv.returned'),
      t('wallet:history.csv.comment'),
    ],
    category: (category) => t(`wallet:history.type.${category}`),
    status: (status) => t(`wallet:history.status.${status}`),
  });
  // The byte-order mark lets spreadsheets read the accents and the Japanese as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = historyFileName(now);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The completed scans: what the impact line counts (a filtered list cannot tell the total). */
const COMPLETED_SCANS: HistoryFilters = { type: 'SCAN', status: 'COMPLETED', sort: 'newest' };

/** The history for the filters, and the containers returned in all, from the wallet store. */
function useHistory(filters: HistoryFilters) {
  const { wallet } = useStores();
  const unfiltered = !filters.type && !filters.status;
  const list = wallet.transactions.get(filters);
  const state = useResource(list);
  const scans = useResource(wallet.transactions.get(unfiltered ? filters : COMPLETED_SCANS));
  const impact = scans.status === 'ready' && scans.value ? returnedContainers(scans.value) : null;
  return { list, state, impact };
}

/** The account page's history (issue 8 points 2–5): impact, filters, the list, the CSV download. */
export function TransactionHistory() {
  const { t } = useT();
  const { locale } = useLocale();
  const clock = useInjection(TOKENS.Clock);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const filters = useMemo(() => filtersFromQuery(search, TRANSACTION_CATEGORIES, TRANSACTION_STATUSES), [search]);
  const { list, state, impact } = useHistory(filters);
  const filtered = Boolean(filters.type || filters.status);
  const card = useRef<HTMLDivElement>(null);
  useLazyImages(card);

  const setFilters = (next: HistoryFilters) => navigate(`${location}${filtersToQuery(next, search)}`, { replace: true });
  // Read back through the same check as the URL: only known values become filters.
  const choose = (key: 'type' | 'status', value: string) => {
    const params = new URLSearchParams(filtersToQuery(filters));
    if (value) params.set(key, value);
    else params.delete(key);
    setFilters(filtersFromQuery(params.toString(), TRANSACTION_CATEGORIES, TRANSACTION_STATUSES));
  };

  // A long history is usable at once: the first rows render now, the others in transitions that
  // yield to taps and scrolls, a batch at a time (each commit stays short).
  const [rows, setRows] = useState(FIRST_ROWS);
  const rowsRead = state.status === 'ready' ? state.value : null;
  const total = rowsRead?.length ?? 0;
  if (state.status !== 'ready' && rows !== FIRST_ROWS) setRows(FIRST_ROWS);
  useEffect(() => {
    if (rows < total) startTransition(() => setRows((n) => n + BATCH_ROWS));
  }, [rows, total]);

  const items = useMemo((): readonly AccordionItem[] => {
    if (!rowsRead) return [];
    const now = clock.now();
    return rowsRead.slice(0, rows).map((tx) => ({
      id: tx.id,
      title: <Header tx={tx} t={t} locale={locale} now={now} />,
      content: () => <Body tx={tx} t={t} locale={locale} />,
    }));
  }, [rowsRead, rows, t, locale, clock]);

  return (
    <div ref={card}>
      <Card className="stack" aria-labelledby="history-title" aria-busy={state.status === 'loading' || state.refreshing}>
        <h2 id="history-title">{t('wallet:history.title')}</h2>
        {impact !== null && <p className={styles.impact}>{t('wallet:history.impact', { count: impact })}</p>}
        <fieldset className={styles.filters}>
          <legend>{t('wallet:history.filters')}</legend>
          <SelectField label={t('wallet:history.typeLabel')} value={filters.type ?? ''} onChange={(e) => choose('type', e.target.value)}>
            <option value="">{t('wallet:history.allTypes')}</option>
            {TRANSACTION_CATEGORIES.map((category: TransactionCategory) => (
              <option key={category} value={category}>
                {t(`wallet:history.type.${category}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('wallet:history.statusLabel')}
            value={filters.status ?? ''}
            onChange={(e) => choose('status', e.target.value)}
          >
            <option value="">{t('wallet:history.allStatuses')}</option>
            {TRANSACTION_STATUSES.map((status: TransactionStatus) => (
              <option key={status} value={status}>
                {t(`wallet:history.status.${status}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('wallet:history.sortLabel')}
            value={filters.sort}
            onChange={(e) => setFilters({ ...filters, sort: e.target.value === 'oldest' ? 'oldest' : 'newest' })}
          >
            {HISTORY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`wallet:history.sort.${sort}`)}
              </option>
            ))}
          </SelectField>
        </fieldset>
        {(state.status === 'loading' || state.status === 'idle') && (
          <Loading label={t('wallet:history.loading')} className={styles.listSlot} />
        )}
        {state.status === 'error' && state.error && <LoadFailed error={state.error.code} onRetry={list.reload} />}
        {rowsRead && rowsRead.length === 0 && (
          <p role="status">
            {filtered ? (
              <>
                {t('wallet:history.noMatch')} <Link href={location}>{t('wallet:history.clearFilters')}</Link>
              </>
            ) : (
              <>
                {t('wallet:history.empty')} <Link href="/shop-and-return">{t('wallet:history.findBin')}</Link>
              </>
            )}
          </p>
        )}
        {rowsRead && rowsRead.length > 0 && (
          <>
            <div className="row">
              <Button variant="secondary" onClick={() => download(rowsRead, t, clock.now())}>
                {t('wallet:history.download')}
              </Button>
            </div>
            <Accordion items={items} headingLevel={3} itemClassName={styles.row} />
          </>
        )}
      </Card>
    </div>
  );
}
