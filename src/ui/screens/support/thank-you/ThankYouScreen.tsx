import { Link } from 'wouter';
import { InfoPage } from '../../../components/InfoPage/InfoPage';
import { useT } from '../../../i18n/use-t';

export default function ThankYouScreen() {
  const { t } = useT();
  return (
    <InfoPage page="thankYou">
      <Link href="/">{t('support:thankYou.home')}</Link>
    </InfoPage>
  );
}
