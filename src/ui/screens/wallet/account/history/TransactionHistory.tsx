import { useId, useMemo, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'wouter';
import { TOKENS } from '../../../../../composition/tokens';
import { Accordion, type AccordionItem } from '../../../../components/Accordion/Accordion';
import { Button } from '../../../../components/Button/Button';
import { Card } from '../../../../components/Card/Card';
import { Loading } from '../../../../components/Loading/Loading';
import { LoadFailed } from '../../../../components/Loaded/Loaded';
import { useInjection } from '../../../../di/container-context';
import { useItemName } from '../../../../i18n/use-item-name';
import { useLocale } from '../../../../i18n/use-locale';
import { useT } from '../../../../i18n/use-t';
import { useCsvDownload } from './use-csv-download';
import { HistoryFilterFields, HistoryFilterToggle } from './HistoryFilterFields';
import { useLazyImages } from './LazyImage';
import styles from './TransactionHistory.module.css';
import { Body, Header } from './TransactionRow';
import { useHistory, useHistoryFilters } from './use-history';
import { useRowBatches } from './use-row-batches';

/** The account page's history (issue 8 points 2–5): impact, filters, the list, the CSV download. */
export function TransactionHistory() {
  const { t } = useT();
  const { locale } = useLocale();
  const itemName = useItemName();
  const clock = useInjection(TOKENS.Clock);
  const { filters, setFilters, choose, unfilteredHref } = useHistoryFilters();
  const { list, state, impact } = useHistory(filters);
  const active = [filters.type, filters.status].filter(Boolean).length;
  const filtered = active > 0;
  // On a phone the filters start folded, unless some are in use (then they show which).
  const [filtersOpen, setFiltersOpen] = useState(filtered);
  const filtersId = useId();
  const card = useRef<HTMLDivElement>(null);
  useLazyImages(card);

  const rowsRead = state.status === 'ready' ? state.value : null;
  const emptyHistory = !filtered && rowsRead !== null && rowsRead.length === 0;
  const downloadHistoryCsv = useCsvDownload(rowsRead !== null && rowsRead.length > 0);
  const rows = useRowBatches(rowsRead?.length ?? null);
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
        {/* Nothing to filter in an empty history: no filters (issue 20, point 7). */}
        {!emptyHistory && (
          <>
            <div className={`row ${styles.toolbar}`}>
              <HistoryFilterToggle controls={filtersId} open={filtersOpen} active={active} onToggle={() => setFiltersOpen(!filtersOpen)} />
              {rowsRead && rowsRead.length > 0 && (
                <Button variant="secondary" onClick={() => downloadHistoryCsv(rowsRead, { t, itemName }, locale, clock.now())}>
                  {/* On a phone the words in <more> are for screen readers only: both buttons share one line. */}
                  <Trans t={t} i18nKey="wallet:history.download" components={{ more: <span className={styles.wideOnly} /> }} />
                </Button>
              )}
            </div>
            <HistoryFilterFields id={filtersId} open={filtersOpen} filters={filters} choose={choose} setFilters={setFilters} />
          </>
        )}
        {(state.status === 'loading' || state.status === 'idle') && (
          <Loading label={t('wallet:history.loading')} className={styles.listSlot} />
        )}
        {state.status === 'error' && state.error && <LoadFailed error={state.error.code} onRetry={list.reload} />}
        {rowsRead && rowsRead.length === 0 && (
          <p role="status">
            {filtered ? (
              <>
                {t('wallet:history.noMatch')} <Link href={unfilteredHref}>{t('wallet:history.clearFilters')}</Link>
              </>
            ) : (
              <>
                {t('wallet:history.empty')} <Link href="/shop-and-return">{t('wallet:history.findBin')}</Link>
              </>
            )}
          </p>
        )}
        {rowsRead && rowsRead.length > 0 && <Accordion items={items} headingLevel={3} itemClassName={styles.row} />}
      </Card>
    </div>
  );
}
