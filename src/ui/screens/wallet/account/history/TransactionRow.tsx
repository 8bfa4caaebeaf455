import { Link } from 'wouter';
import type { Locale } from '../../../../../core/content/locale';
import type { Transaction } from '../../../../../core/wallet/transaction';
import {
  amountShown,
  canReportProblem,
  creditDueDate,
  maskAccountNumber,
  payee,
  PENDING_PROCESSING_DAYS,
  showsItems,
  transactionTone,
} from '../../../../../core/wallet/transaction-view';
import { formatMoney } from '../../../../i18n/format';
import { LazyImage, LAZY_PLACEHOLDER_PX } from './LazyImage';
import { WithdrawalFee } from './WithdrawalFee';
import { longDay, titleText, transactionDay, type T } from './history-text';
import styles from './TransactionHistory.module.css';
import { useItemName } from '../../../../i18n/use-item-name';

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

/** An item's body, rendered once it is opened (spec §2). */
export function Body({ tx, t, locale }: { readonly tx: Transaction; readonly t: T; readonly locale: Locale }) {
  const itemName = useItemName();
  const due = creditDueDate(tx);
  const amount = amountShown(tx);
  const account = payee(tx);
  return (
    <div className={`stack ${styles.body}`}>
      {amount.kind === 'returned' ? (
        // The comment is the reason the withdrawal was not paid out: said once, in the sentence.
        <p>
          {tx.comment
            ? t('wallet:history.returned.bodyWithReason', { amount: formatMoney(amount.amount, locale), reason: tx.comment })
            : t('wallet:history.returned.body', { amount: formatMoney(amount.amount, locale) })}
        </p>
      ) : (
        tx.comment && <p className={styles.comment}>{tx.comment}</p>
      )}
      <WithdrawalFee tx={tx} t={t} locale={locale} />
      {due && <p>{t('wallet:history.pending', { days: PENDING_PROCESSING_DAYS, date: longDay(due, locale) })}</p>}
      {account && (
        <p>
          {t(`wallet:history.${account}`, {
            account: [tx.accountName, tx.accountNumber && maskAccountNumber(tx.accountNumber)].filter(Boolean).join(' '),
          })}
        </p>
      )}
      {showsItems(tx) && tx.items.length > 0 && (
        <ul className={styles.items} aria-label={t('wallet:history.itemsLabel')}>
          {tx.items.map((item, index) => (
            <li key={index} className={styles.item}>
              <LazyImage src={item.imageUrl} alt={itemName(item)} width={120} height={LAZY_PLACEHOLDER_PX} className={styles.itemImage} />
              <span className={styles.itemName}>{itemName(item)}</span>
              <span>{t('wallet:history.quantity', { count: item.quantity })}</span>
              <span>{t('wallet:history.price', { price: formatMoney(item.price, locale) })}</span>
            </li>
          ))}
        </ul>
      )}
      {canReportProblem(tx) && (
        <p>
          <Link href={`/contact-us?about=${encodeURIComponent(tx.id)}`}>{t('wallet:history.report')}</Link>
        </p>
      )}
    </div>
  );
}
