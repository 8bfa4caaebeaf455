import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { TOKENS } from '../../../../composition/tokens';
import { Button } from '../../../components/Button/Button';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { Card } from '../../../components/Card/Card';
import { Loading } from '../../../components/Loading/Loading';
import { SlotCounter } from '../../../components/SlotCounter/SlotCounter';
import { useInjection } from '../../../di/container-context';
import { useErrorText } from '../../../i18n/use-error-text';
import { useLocale } from '../../../i18n/use-locale';
import { usePageTitle } from '../../../i18n/use-page-title';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { UnverifiedEmailNotice } from '../../profile/verify-email/UnverifiedEmailNotice';
import { useAsyncResult } from '../../../state/use-async';
import styles from './AccountScreen.module.css';
import { TransactionHistory } from './history/TransactionHistory';

export default function AccountScreen() {
  const { t } = useT();
  const errorText = useErrorText();
  const { locale } = useLocale();
  const { session } = useStores();
  const { me } = useSnapshot(session.state);
  const getBalance = useInjection(TOKENS.GetBalance);
  const [balance, reload] = useAsyncResult(() => getBalance.execute(me));
  const title = t('account:account.title');
  usePageTitle(title);
  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="lead">{t('account:account.greeting', { name: me?.name || me?.email })}</p>
      <UnverifiedEmailNotice />
      <Card className="stack" aria-labelledby="balance-title" aria-busy={balance.status === 'loading'}>
        <h2 id="balance-title">{t('account:account.balanceTitle')}</h2>
        {balance.status === 'loading' && <Loading label={t('account:account.balanceLoading')} />}
        {balance.status === 'error' && (
          <div className="stack" role="alert">
            <p>{errorText(balance.error.code)}</p>
            <Button variant="secondary" onClick={reload}>
              {t('common:actions.retry')}
            </Button>
          </div>
        )}
        {balance.status === 'ready' && (
          <p className={styles.amount}>
            <SlotCounter value={balance.value} locale={locale} />
          </p>
        )}
        <ButtonLink href="/user/withdraw" className={styles.withdraw}>
          {t('account:account.withdrawLink')}
        </ButtonLink>
        <div className="row">
          <Link href="/user/profile">{t('account:account.profileLink')}</Link>
        </div>
      </Card>
      <TransactionHistory />
    </div>
  );
}
