import { Link } from 'wouter';
import { countryCodeOf } from '../../../../core/content/locale';
import { payoutMethodsIn, type PayoutMethod } from '../../../../core/wallet/payout-method';
import { PENDING_PROCESSING_DAYS } from '../../../../core/wallet/transaction-view';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { Card } from '../../../components/Card/Card';
import { InfoPage } from '../../../components/InfoPage/InfoPage';
import { RichText } from '../../../components/RichText/RichText';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';
import styles from './HowItWorksScreen.module.css';

/** The life of a scan, in the order the customer sees its status change. */
const STEPS = ['scan', 'pending', 'credit', 'withdraw'] as const;
const REJECTION_REASONS = ['scheme', 'broken', 'duplicate'] as const;
/** The texts that say how long a scan may stay pending take the number from the rule that computes it. */
const DAYS = { days: PENDING_PROCESSING_DAYS };
/** Each payout method's texts (content:howItWorks.withdraw.methods.*). */
const METHOD_TEXTS = { PAYPAL: 'paypal', TRANSFERWISE: 'bank', LINE: 'line' } as const satisfies Record<PayoutMethod, string>;

export default function HowItWorksScreen() {
  const { t } = useT();
  const { locale } = useLocale();
  // Only the methods of this market: LINE Pay is offered in Japan alone.
  const methods = payoutMethodsIn(countryCodeOf(locale)).map((m) => METHOD_TEXTS[m]);
  return (
    <InfoPage
      title={t('content:howItWorks.title')}
      description={t('content:howItWorks.description')}
      intro={<RichText i18nKey="content:howItWorks.intro" values={DAYS} />}
    >
      <section aria-labelledby="how-cycle" className={styles.cycle}>
        <h2 id="how-cycle">{t('content:howItWorks.cycle.title')}</h2>
        <div className={styles.cycleLayout}>
          <img className={styles.cycleImage} src="/images/return-cycle.svg" alt="" width={320} height={320} />
          <ol className={styles.steps}>
            {STEPS.map((step, index) => (
              <li key={step} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{t(`content:howItWorks.steps.${step}.title`)}</h3>
                  <p>{t(`content:howItWorks.steps.${step}.body`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="how-timing" className={styles.note}>
        <h2 id="how-timing">{t('content:howItWorks.timing.title', DAYS)}</h2>
        <p>
          <RichText i18nKey="content:howItWorks.timing.body" values={DAYS} />
        </p>
      </section>

      <section aria-labelledby="how-rejected" className={styles.section}>
        <h2 id="how-rejected">{t('content:howItWorks.rejected.title')}</h2>
        <p>{t('content:howItWorks.rejected.intro')}</p>
        <ul className={styles.reasons}>
          {REJECTION_REASONS.map((reason) => (
            <li key={reason}>{t(`content:howItWorks.rejected.reasons.${reason}`)}</li>
          ))}
        </ul>
        <p>
          <Link href="/contact-us" className={styles.inlineAction}>
            {t('content:howItWorks.rejected.contact')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="how-withdraw" className={styles.section}>
        <h2 id="how-withdraw">{t('content:howItWorks.withdraw.title')}</h2>
        <p>{t('content:howItWorks.withdraw.intro')}</p>
        <ul className={styles.methods}>
          {methods.map((method) => (
            <li key={method}>
              <Card as="article" className={styles.method}>
                <h3>{t(`content:howItWorks.withdraw.methods.${method}.title`)}</h3>
                <p>{t(`content:howItWorks.withdraw.methods.${method}.body`)}</p>
              </Card>
            </li>
          ))}
        </ul>
        <ul className={styles.conditions}>
          <li>{t('content:howItWorks.withdraw.verify')}</li>
          <li>{t('content:howItWorks.withdraw.fee')}</li>
        </ul>
      </section>

      <p className="row">
        <ButtonLink href="/shop-and-return">{t('content:howItWorks.links.shopAndReturn')}</ButtonLink>
        <ButtonLink href="/faq" variant="secondary">
          {t('content:howItWorks.links.faq')}
        </ButtonLink>
      </p>
    </InfoPage>
  );
}
