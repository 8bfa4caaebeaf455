import { useT } from '../../../i18n/use-t';
import { Link } from 'wouter';
import { usePageTitle } from '../../../i18n/use-page-title';

export default function NotFoundScreen() {
  const { t } = useT();
  usePageTitle(t('common:notFound.title'));
  return (
    <div className="page page--narrow">
      <h1>{t('common:notFound.title')}</h1>
      <p className="lead">{t('common:notFound.body')}</p>
      <Link href="/">{t('common:notFound.home')}</Link>
    </div>
  );
}
