import { useT } from '../../../i18n/use-t';
import { Link } from 'wouter';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { Card } from '../../../components/Card/Card';
import { usePageTitle } from '../../../i18n/use-page-title';
import styles from './HomeScreen.module.css';
import { useSession } from '../../../state/use-session';

const STEPS = ['buy', 'return', 'refund'] as const;
const REASONS = ['waste', 'refund', 'clean'] as const;
const EXPLORE = [
  { id: 'products', href: '/products' },
  { id: 'howItWorks', href: '/how-it-works' },
  { id: 'shopAndReturn', href: '/shop-and-return' },
  { id: 'faq', href: '/faq' },
] as const;

export default function HomeScreen() {
  const { t } = useT();
  const { status } = useSession();
  usePageTitle('', t('common:home.description'));
  return (
    <div className="page">
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <h1>{t('common:home.title')}</h1>
          <p className="lead">{t('common:home.lead')}</p>
          <div className="row">
            {status === 'authenticated' ? (
              <ButtonLink href="/user/account">{t('common:home.ctaAccount')}</ButtonLink>
            ) : (
              <>
                <ButtonLink href="/signup">{t('common:home.ctaSignup')}</ButtonLink>
                <ButtonLink href="/login" variant="secondary">
                  {t('common:home.ctaLogin')}
                </ButtonLink>
              </>
            )}
          </div>
        </div>
        {/* Decorative; drawn by the page's own styles, the picture in them (no request before the paint: issue 22). */}
        <div className={styles.heroImage} aria-hidden="true" />
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
      <p className={styles.learnMore}>
        <Link href="/how-it-works">{t('common:home.learnMore')}</Link>
      </p>

      <section className={styles.why} aria-labelledby="home-why">
        <h2 id="home-why" className={styles.sectionTitle}>
          {t('content:home.why.title')}
        </h2>
        <ul className={styles.reasons}>
          {REASONS.map((reason) => (
            <li key={reason} className={styles.reason}>
              <h3>{t(`content:home.why.items.${reason}.title`)}</h3>
              <p>{t(`content:home.why.items.${reason}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-explore">
        <h2 id="home-explore" className={styles.sectionTitle}>
          {t('content:home.explore.title')}
        </h2>
        <ul className={styles.explore}>
          {EXPLORE.map(({ id, href }) => (
            <li key={id} className={styles.exploreCard}>
              <h3>
                <Link href={href} className={styles.exploreLink}>
                  {t(`content:home.explore.items.${id}.title`)}
                </Link>
              </h3>
              <p>{t(`content:home.explore.items.${id}.body`)}</p>
              <svg className={styles.exploreArrow} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path
                  d="M7.5 4.5 13 10l-5.5 5.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
