import { useT } from '../../../i18n/use-t';
import { useSnapshot } from 'valtio';
import { Card } from '../../../components/Card/Card';
import { usePageTitle } from '../../../i18n/use-page-title';
import { useStores } from '../../../state/app-stores';
import { UnverifiedEmailNotice } from '../verify-email/UnverifiedEmailNotice';
import { DeleteAccountSection } from './DeleteAccountSection';

export default function ProfileScreen() {
  const { t } = useT();
  const { session } = useStores();
  const { me } = useSnapshot(session.state);
  const title = t('account:profile.title');
  usePageTitle(title);
  if (!me) return null;
  const rows: [string, string][] = [
    [t('account:profile.name'), me.name],
    [t('account:profile.email'), me.email],
    [t('account:profile.zipCode'), me.zipCode],
    [t('account:profile.emailStatus'), me.emailVerified ? t('account:profile.verified') : t('account:profile.notVerified')],
  ];
  return (
    <div className="page">
      <h1>{title}</h1>
      <UnverifiedEmailNotice />
      <Card>
        <dl className="stack">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="muted">{label}</dt>
              <dd style={{ margin: 0, fontWeight: 600 }}>{value || '—'}</dd>
            </div>
          ))}
        </dl>
        <p className="muted">{t('account:profile.customerCare')}</p>
      </Card>
      <DeleteAccountSection />
    </div>
  );
}
