import { useEffect, useRef, type RefObject } from 'react';
import type { TransactionPages } from '../../../../../core/wallet/history-pages';
import { DEFAULT_PAGE_SIZE } from '../../../../../core/wallet/transaction';
import { Button } from '../../../../components/Button/Button';
import { LoadFailed } from '../../../../components/Loaded/Loaded';
import { formatCount } from '../../../../i18n/format';
import { useLocale } from '../../../../i18n/use-locale';
import { useT } from '../../../../i18n/use-t';
import type { HistoryPages, MoreState } from '../../../../state/history-pages';
import styles from './HistoryEnd.module.css';

/** The next page is asked for when the list's end comes this close to the viewport. */
const AHEAD_PX = 1200;

/**
 * Reads the next page when `element` comes near the viewport, while `wanted`: no page is being read
 * (nor failed: a failure waits for the customer's Retry). The list draws only the rows near the screen
 * and keeps the others' space, so the end comes near only once the customer has scrolled there.
 */
function useMoreOnScroll(element: RefObject<HTMLElement | null>, wanted: boolean, readMore: () => unknown) {
  useEffect(() => {
    const target = element.current;
    if (!wanted || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && readMore(), {
      rootMargin: `${AHEAD_PX}px 0px`,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, wanted, readMore]);
}

/**
 * The end of the list (issue 42 point 3): how many transactions are shown and, while the server may
 * have more, the next page — read as the customer scrolls near it, or with the button (keyboard, or
 * a browser without IntersectionObserver). Once the last page is in, says that everything is shown.
 */
export function HistoryMore({
  list,
  more,
  pages,
}: {
  readonly list: HistoryPages;
  readonly more: Readonly<MoreState>;
  readonly pages: TransactionPages;
}) {
  const { t } = useT();
  const { locale } = useLocale();
  const footer = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);
  const rows = pages.transactions.length;
  const count = { count: rows, rows: formatCount(rows, locale) };
  useMoreOnScroll(footer, pages.next !== null && more.status === 'idle', list.readMore);
  // The button goes with the last page: its focus moves to the words that replace it, not to the page's start.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (pages.next === null && asked.current && lost) end.current?.focus();
  }, [pages.next]);

  if (pages.next === null) {
    return rows >= DEFAULT_PAGE_SIZE ? (
      <p ref={end} tabIndex={-1} className={styles.more}>
        {t('wallet:history.pages.all', count)}
      </p>
    ) : null;
  }
  return (
    <div ref={footer} className={`stack ${styles.more}`}>
      <p>{t('wallet:history.pages.shown', count)}</p>
      {more.status === 'error' && more.error ? (
        <LoadFailed error={more.error.code} onRetry={() => void list.readMore()} />
      ) : (
        <div>
          <Button
            variant="secondary"
            busy={more.status === 'loading'}
            onClick={() => {
              asked.current = true;
              void list.readMore();
            }}
          >
            {t('wallet:history.pages.more')}
          </Button>
        </div>
      )}
      <p role="status" className={styles.moreStatus}>
        {more.status === 'loading' ? t('wallet:history.pages.loadingMore') : ''}
      </p>
    </div>
  );
}
