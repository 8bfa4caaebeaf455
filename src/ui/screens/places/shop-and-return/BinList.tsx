import { useEffect, useRef, type RefObject } from 'react';
import type { Locale } from '../../../../core/content/locale';
import type { Bin } from '../../../../core/places/bin';
import type { BinMatch } from '../../../../core/places/bin-search';
import { Button } from '../../../components/Button/Button';
import { formatDistance } from '../../../i18n/format-distance';
import { useT } from '../../../i18n/use-t';
import mapStyles from '../map.module.css';
import { PAGE_SIZE } from './locator-state';
import { ReportButton } from './ReportButton';
import { StatusLine } from './StatusLine';
import type { StatusShown } from './status-words';
import styles from './ShopAndReturnScreen.module.css';

/** Scrolls a scrolling list so that an entry is in view, without moving the page or the focus. */
function scrollWithin(box: HTMLElement, item: HTMLElement) {
  const outer = box.getBoundingClientRect();
  const inner = item.getBoundingClientRect();
  if (inner.top < outer.top) box.scrollTop -= outer.top - inner.top;
  else if (inner.bottom > outer.bottom) box.scrollTop += inner.bottom - outer.bottom;
}

/**
 * The bins as buttons, the accessible way to find one: the map's pins in words, in the same order
 * the customer reads them (nearest first once the position is known). The chosen one is marked
 * aria-current; the count is said, and "Show more" moves the focus to the first entry it adds.
 */
export function BinList({
  matches,
  visible,
  selectedId,
  locale,
  items,
  reveal,
  onChoose,
  onShowMore,
  statusOf,
  onReport,
}: {
  readonly matches: readonly BinMatch[];
  readonly visible: number;
  readonly selectedId: string | null;
  readonly locale: Locale;
  readonly items: RefObject<Map<string, HTMLButtonElement>>;
  readonly reveal: { readonly id: string } | null;
  readonly onChoose: (bin: Bin) => void;
  readonly onShowMore: () => void;
  readonly statusOf: (bin: Bin) => StatusShown | null;
  /** "Report a problem" on an entry; absent when the server has no such call. */
  readonly onReport: ((bin: Bin) => void) | null;
}) {
  const { t } = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  const total = matches.length;
  const count = Math.min(visible, total);
  const number = new Intl.NumberFormat(locale);

  // After "Show more", the first entry it adds takes the focus once it is drawn — which may be a
  // render or two later on a busy device (the longer list is drawn in a transition): tried after each
  // render until then.
  useEffect(() => {
    const from = focusFrom.current;
    const first = from === null ? undefined : matches[from];
    const entry = first && items.current.get(first.bin.id);
    if (!entry) return;
    focusFrom.current = null;
    entry.focus();
  });

  useEffect(() => {
    const item = reveal && items.current.get(reveal.id);
    if (item && scroller.current) scrollWithin(scroller.current, item);
  }, [reveal, items]);

  return (
    <>
      <p role="status" className={styles.count}>
        {total === 0
          ? t('places:shopAndReturn.noMatch')
          : count < total
            ? t('places:shopAndReturn.countPaged', { shown: number.format(count), total: number.format(total) })
            : t('places:shopAndReturn.count', { count: total, total: number.format(total) })}
      </p>
      <div ref={scroller} className={mapStyles.scroller}>
        <ul className={mapStyles.list}>
          {matches.slice(0, count).map(({ bin, distanceKm }) => {
            const status = statusOf(bin);
            return (
              <li key={bin.id} className={styles.entry}>
                <Button
                  variant="secondary"
                  block
                  className={mapStyles.item}
                  aria-current={bin.id === selectedId ? 'true' : undefined}
                  ref={(element) => {
                    if (!element) return;
                    items.current.set(bin.id, element);
                    return () => void items.current.delete(bin.id);
                  }}
                  onClick={() => onChoose(bin)}
                >
                  <span className={styles.text}>
                    <span className={mapStyles.itemTitle}>{bin.retailer.name}</span>
                    <span className={mapStyles.itemDetail}>{bin.details}</span>
                    {status && <StatusLine {...status} />}
                  </span>
                  {distanceKm !== null && <span className={styles.distance}>{formatDistance(distanceKm, locale)}</span>}
                </Button>
                {onReport && <ReportButton bin={bin} onReport={onReport} />}
              </li>
            );
          })}
        </ul>
      </div>
      {count < total && (
        <Button
          variant="secondary"
          onClick={() => {
            focusFrom.current = count;
            onShowMore();
          }}
        >
          {t('places:shopAndReturn.showMore', { count: Math.min(PAGE_SIZE, total - count) })}
        </Button>
      )}
    </>
  );
}
