import { amountShown } from '../../../../../core/wallet/transaction-view';
import { Link } from 'wouter';
import { Card } from '../../../../components/Card/Card';
import { formatMoney } from '../../../../i18n/format';
import { useLocale } from '../../../../i18n/use-locale';
import { useT } from '../../../../i18n/use-t';
import { useInjection } from '../../../../di/container-context';
import { TOKENS } from '../../../../../composition/tokens';
import { transactionDay } from '../history/history-text';
import { revealHref } from '../history/reveal';
import styles from './AccountNews.module.css';
import { useAccountNews } from './use-account-news';

/** The lines a summary names; the rest is counted ("and 3 more"): it stays short. */
const NAMED = 5;

/**
 * The account page's opening (issue 47 point 1): what changed since the customer last looked — returns
 * credited or rejected, payouts paid or failed — each a link to its transaction in the history below.
 * Nothing at all when nothing changed (or on a first look).
 */
export function AccountNews() {
  const changes = useAccountNews();
  const { t } = useT();
  const { locale } = useLocale();
  const now = useInjection(TOKENS.Clock).now();
  if (!changes || changes.length === 0) return null;
  const rest = changes.length - NAMED;
  return (
    <Card className="stack" aria-labelledby="news-title">
      <h2 id="news-title">{t('wallet:news.title')}</h2>
      <ul className={styles.list}>
        {changes.slice(0, NAMED).map(({ kind, tx }) => {
          const shown = amountShown(tx);
          const amount = shown.kind === 'hidden' ? '' : formatMoney({ ...shown.amount, amount: Math.abs(shown.amount.amount) }, locale);
          return (
            <li key={tx.id} className={styles.line}>
              <Link href={revealHref(tx.id)}>{t(`wallet:news.${kind}`, { amount })}</Link>{' '}
              <time className={styles.day} dateTime={tx.createdAt.toISOString()}>
                {transactionDay(tx.createdAt, locale, now)}
              </time>
            </li>
          );
        })}
      </ul>
      {rest > 0 && <p>{t('wallet:news.more', { count: rest })}</p>}
    </Card>
  );
}
