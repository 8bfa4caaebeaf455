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
} from '../../../../../core/wallet/transaction-view';
import { formatMoney } from '../../../../i18n/format';
import { useItemName } from '../../../../i18n/use-item-name';
import { LazyImage, LAZY_PLACEHOLDER_PX } from './LazyImage';
import { PayoutProgress } from './PayoutProgress';
import { longDay, type T } from './history-text';
import styles from './TransactionHistory.module.css';
import { WithdrawalFee } from './WithdrawalFee';

// An opened history item's body, in a chunk of its own (`later`, TransactionHistory.tsx): the account
// page's first paint does not wait for what only an opened item shows.

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
      <PayoutProgress tx={tx} t={t} locale={locale} />
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
