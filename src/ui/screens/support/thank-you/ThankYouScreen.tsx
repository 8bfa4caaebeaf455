import { Link } from 'wouter';
import { InfoPage } from '../../../components/InfoPage/InfoPage';
import { RichText } from '../../../components/RichText/RichText';
import { useT } from '../../../i18n/use-t';

export default function ThankYouScreen() {
  const { t } = useT();
  return (
    <InfoPage
      title={t('support:thankYou.title')}
      description={t('support:thankYou.description')}
      intro={<RichText i18nKey="support:thankYou.intro" />}
    >
      <Link href="/">{t('support:thankYou.home')}</Link>
    </InfoPage>
  );
}
