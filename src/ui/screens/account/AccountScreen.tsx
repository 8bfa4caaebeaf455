import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { Card } from '../../components/Card/Card';
import { usePageTitle } from '../../i18n/use-page-title';
import { useStores } from '../../state/app-stores';

export default function AccountScreen() {
  const { t } = useTranslation();
  const { session } = useStores();
  const { me } = useSnapshot(session.state);
  const title = t('account:account.title');
  usePageTitle(title);
  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="lead">{t('account:account.greeting', { name: me?.name || me?.email })}</p>
      <Card className="stack">
        <h2>{t('account:account.balanceTitle')}</h2>
        <p>{t('account:account.balanceIntro')}</p>
        <div className="row">
          <Link href="/user/withdraw">{t('account:account.withdrawLink')}</Link>
          <Link href="/user/profile">{t('account:account.profileLink')}</Link>
        </div>
      </Card>
    </div>
  );
}
