import { useT } from '../../i18n/use-t';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { Card } from '../../components/Card/Card';
import { usePageTitle } from '../../i18n/use-page-title';
import { useStores } from '../../state/app-stores';
import styles from './HomeScreen.module.css';

const STEPS = ['buy', 'return', 'refund'] as const;

export default function HomeScreen() {
  const { t } = useT();
  const { session } = useStores();
  const { status } = useSnapshot(session.state);
  usePageTitle('', t('common:home.description'));
  return (
    <div className="page">
      <section className={styles.hero}>
        <h1>{t('common:home.title')}</h1>
        <p className="lead">{t('common:home.lead')}</p>
        <div className="row">
          {status === 'authenticated' ? (
            <Link href="/user/account" className={styles.cta}>
              {t('common:home.ctaAccount')}
            </Link>
          ) : (
            <>
              <Link href="/signup" className={styles.cta}>
                {t('common:home.ctaSignup')}
              </Link>
              <Link href="/login" className={styles.ctaSecondary}>
                {t('common:home.ctaLogin')}
              </Link>
            </>
          )}
        </div>
      </section>
      <h2 className={styles.stepsTitle}>{t('common:home.stepsTitle')}</h2>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step}>
            <Card as="article" className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`common:home.steps.${step}.title`)}</h3>
              <p>{t(`common:home.steps.${step}.body`)}</p>
            </Card>
          </li>
        ))}
      </ol>
      <p>
        <Link href="/how-it-works">{t('common:home.learnMore')}</Link>
      </p>
    </div>
  );
}
