import type { Locale } from '../../../../../core/content/locale';
import type { Transaction } from '../../../../../core/wallet/transaction';
import { amountShown, showsItems, transactionTone } from '../../../../../core/wallet/transaction-view';
import { formatMoney } from '../../../../i18n/format';
import { LazyImage } from './LazyImage';
import { titleText, transactionDay, type T } from './history-text';
import styles from './TransactionHistory.module.css';

const THUMBNAILS = 3;
const THUMB_PX = 40;

/** An item's header: title, amount, date, status and thumbnails (spec §2). */
export function Header({ tx, t, locale, now }: { readonly tx: Transaction; readonly t: T; readonly locale: Locale; readonly now: Date }) {
  const tone = transactionTone(tx);
  const amount = amountShown(tx);
  // The spaces between the parts are for the button's accessible name ("Retrait annulé 12,50 € …",
  // not "annulé12,50 €"); flex layout ignores them.
  return (
    <span className={styles.header}>
      <span className={styles.line}>
        <span className={`${styles.title} ${styles[tone]}`}>{titleText(tx, t)}</span>{' '}
        {amount.kind !== 'hidden' && (
          <span className={amount.kind === 'returned' ? `${styles.amount} ${styles.returned}` : styles.amount}>
            {formatMoney(amount.amount, locale)}
          </span>
        )}
      </span>{' '}
      {amount.kind === 'returned' && (
        // Money that did not leave: unsigned and struck, and said in words right after the amount,
        // on a line of their own under it (the words are what a screen reader reads).
        <>
          <span className={styles.returnedNote}>{t('wallet:history.returned.note')}</span>{' '}
        </>
      )}
      <span className={styles.line}>
        <span className={styles.meta}>
          <time dateTime={tx.createdAt.toISOString()}>{transactionDay(tx.createdAt, locale, now)}</time>{' '}
          {tone !== 'settled' && <span className={`${styles.status} ${styles[tone]}`}>{t(`wallet:history.status.${tx.status}`)}</span>}
        </span>
        {showsItems(tx) && tx.items.length > 0 && (
          <span className={styles.thumbnails} aria-hidden="true">
            {tx.items.slice(0, THUMBNAILS).map((item, index) => (
              <span key={index} className={styles.thumbnail}>
                <LazyImage src={item.imageUrl} alt="" width={THUMB_PX} height={THUMB_PX} />
                <span className={styles.badge}>{item.quantity}</span>
              </span>
            ))}
          </span>
        )}
      </span>
    </span>
  );
}
