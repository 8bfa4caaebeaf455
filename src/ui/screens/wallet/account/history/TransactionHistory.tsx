import { useId, useMemo, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { TOKENS } from '../../../../../composition/tokens';
import type { AccordionItem } from '../../../../components/Accordion/Accordion';
import { WindowedAccordion } from '../../../../components/Accordion/WindowedAccordion';
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
import { Header } from './TransactionRow';
import { later, usePreloadWhenIdle } from '../../../../components/Later/later';
import { useHistory, useHistoryFilters } from './use-history';
import { useHistoryExport } from './use-history-export';
import { formatCount } from '../../../../i18n/format';
import type { ReturnedCount } from '../../../../../core/wallet/history-pages';
import type { Transaction } from '../../../../../core/wallet/transaction';
import type { T } from './history-text';
import type { Locale } from '../../../../../core/content/locale';
import { AsOf } from '../../copy/AsOf';
import { useAccountCopy } from '../../copy/use-account-copy';
import { copiedHistory } from '../../../../state/account-copy-store';
import { revealedIn } from './reveal';

/** The impact line: "in total" only when every page of returns was counted, else what it covers (issue 42 point 3). */
function impactText({ containers, returns, complete }: ReturnedCount, t: T, locale: Locale): string {
  const figures = {
    count: containers,
    containers: formatCount(containers, locale),
    returns: formatCount(returns, locale),
  };
  return complete ? t('wallet:history.impact', figures) : t('wallet:history.impactLatest', figures);
}

// The list's end and the CSV export's progress: loaded apart, as nothing above them waits for them.
/** How many are shown, the next page: at the list's end, so nothing moves when it comes. */
const HistoryMore = later(
  () => import('./HistoryMore').then((m) => m.HistoryMore),
  () => null,
);
/** The export's progress, said only once a download is asked for: its live region is in the page meanwhile. */
const HistoryExportStatus = later(
  () => import('./HistoryExportStatus').then((m) => m.HistoryExportStatus),
  () => <p role="status" className="visually-hidden" />,
);

/** An opened item's body: loaded apart, fetched once the history is shown. */
const Body = later(() => import('./TransactionBody').then((m) => m.Body));

/** A transaction's row, made once per language and day: the same object each time, so its memoised row is not drawn again. */
function itemOf(made: { items: WeakMap<Transaction, AccordionItem>; now: Date; t: T; locale: Locale }, tx: Transaction): AccordionItem {
  let item = made.items.get(tx);
  if (!item) {
    const { t, locale, now } = made;
    item = { id: tx.id, title: <Header tx={tx} t={t} locale={locale} now={now} />, content: () => <Body tx={tx} t={t} locale={locale} /> };
    made.items.set(tx, item);
  }
  return item;
}

/** The account page's history (issue 8 points 2–5, issue 42 point 3): impact, filters, the list a page at a time, the CSV download. */
export function TransactionHistory() {
  const { t } = useT();
  const { locale } = useLocale();
  const itemName = useItemName();
  usePreloadWhenIdle(Body);
  const clock = useInjection(TOKENS.Clock);
  const { filters, setFilters, choose, unfilteredHref } = useHistoryFilters();
  const { list, state, more, impact } = useHistory(filters);
  const active = [filters.type, filters.status].filter(Boolean).length;
  const filtered = active > 0;
  // On a phone the filters start folded, unless some are in use (then they show which).
  const [filtersOpen, setFiltersOpen] = useState(filtered);
  const filtersId = useId();
  const card = useRef<HTMLDivElement>(null);
  useLazyImages(card);

  const pages = state.status === 'ready' ? state.value : null;
  // Before the first page is read, the device's copy of it, for the history it copies (issue 46 point 2).
  const copy = useAccountCopy('history', pages !== null);
  const copied = copiedHistory(filters) ? copy : { shown: null, painted: false };
  const rowsRead = pages?.transactions ?? copied.shown?.transactions ?? null;
  const emptyHistory = !filtered && rowsRead !== null && rowsRead.length === 0;
  const downloadHistoryCsv = useCsvDownload(pages !== null && pages.transactions.length > 0);
  const csv = useHistoryExport(list, (read) => downloadHistoryCsv(read, { t, itemName }, locale, clock.now()));
  // One item per transaction, made once for the language and day (the accordion's rows are memoised):
  // the window moving, or a page read, renders the rows it adds only (issue 42 point 3: 10,000 transactions).
  const made = useMemo(() => ({ items: new WeakMap<Transaction, AccordionItem>(), now: clock.now(), t, locale }), [t, locale, clock]);
  const items = useMemo(() => (rowsRead ? rowsRead.map((tx) => itemOf(made, tx)) : []), [rowsRead, made]);
  const reveal = revealedIn(useSearch());

  return (
    <div ref={card}>
      <Card className="stack" aria-labelledby="history-title" aria-busy={state.status === 'loading' || state.refreshing}>
        <h2 id="history-title">{t('wallet:history.title')}</h2>
        {copied.painted && (
          <AsOf readAt={pages ? null : (copied.shown?.readAt ?? null)} state={state} now={made.now} onRetry={list.reload} />
        )}
        {impact !== null && <p className={styles.impact}>{impactText(impact, t, locale)}</p>}
        {/* Nothing to filter in an empty history: no filters (issue 20, point 7). */}
        {!emptyHistory && (
          <>
            <div className={`row ${styles.toolbar}`}>
              <HistoryFilterToggle controls={filtersId} open={filtersOpen} active={active} onToggle={() => setFiltersOpen(!filtersOpen)} />
              {pages && pages.transactions.length > 0 && (
                <Button variant="secondary" busy={csv.state.kind === 'reading'} onClick={() => void csv.start()}>
                  {/* On a phone the words in <more> are for screen readers only: both buttons share one line. */}
                  <Trans t={t} i18nKey="wallet:history.download" components={{ more: <span className={styles.wideOnly} /> }} />
                </Button>
              )}
            </div>
            <HistoryExportStatus state={csv.state} onCancel={csv.cancel} onResume={() => void csv.start()} />
            <HistoryFilterFields id={filtersId} open={filtersOpen} filters={filters} choose={choose} setFilters={setFilters} />
          </>
        )}
        {(state.status === 'loading' || state.status === 'idle') && !rowsRead && (
          <Loading label={t('wallet:history.loading')} className={styles.listSlot} />
        )}
        {state.status === 'error' && state.error && !copied.shown && <LoadFailed error={state.error.code} onRetry={list.reload} />}
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
        {/* Only the rows near the screen are drawn (issue 42 point 3); their position is said, the total once every page is read. */}
        {items.length > 0 && (
          <WindowedAccordion
            items={items}
            headingLevel={3}
            itemClassName={styles.row}
            setSize={pages?.next === null ? items.length : -1}
            labelledBy="history-title"
            reveal={reveal}
          />
        )}
        {pages && <HistoryMore list={list} more={more} pages={pages} />}
      </Card>
    </div>
  );
}
