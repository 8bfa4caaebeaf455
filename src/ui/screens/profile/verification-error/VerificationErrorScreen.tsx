import { InfoPage } from '../../../components/InfoPage/InfoPage';
import { RichText } from '../../../components/RichText/RichText';
import { useT } from '../../../i18n/use-t';

export default function VerificationErrorScreen() {
  const { t } = useT();
  return (
    <InfoPage
      title={t('auth:verificationError.title')}
      description={t('auth:verificationError.description')}
      intro={<RichText i18nKey="auth:verificationError.intro" />}
    />
  );
}
