import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { InfoPage } from '../../../components/InfoPage/InfoPage';
import { RichText } from '../../../components/RichText/RichText';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';
import styles from './PrivacyPolicyScreen.module.css';

/** When the policy's text last changed: update it with the texts (ISO date, read as a calendar day). */
const LAST_UPDATED = '2026-11-21';

const DATA_ITEMS = ['account', 'scans', 'payout', 'location', 'support', 'device', 'analytics'] as const;
const PURPOSES = ['account', 'payouts', 'security', 'legal', 'support', 'analytics'] as const;
const RETENTION_ITEMS = ['account', 'transactions', 'payout', 'support', 'logs', 'analytics'] as const;
const RECIPIENTS = ['staff', 'providers', 'payments', 'authorities'] as const;
const RIGHTS = ['access', 'rectification', 'erasure', 'portability', 'objection', 'consent'] as const;

function Section({ id, title, children }: { readonly id: string; readonly title: string; readonly children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export default function PrivacyPolicyScreen() {
  const { t } = useT();
  const { locale } = useLocale();
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${LAST_UPDATED}T00:00:00Z`));

  return (
    <InfoPage
      title={t('content:privacy.title')}
      description={t('content:privacy.description')}
      intro={<RichText i18nKey="content:privacy.intro" />}
    >
      <p className={styles.updated}>
        <time dateTime={LAST_UPDATED}>{t('content:privacy.updated', { date: updated })}</time>
      </p>

      <div className={styles.policy}>
        <Section id="privacy-controller" title={t('content:privacy.controller.title')}>
          <p>
            <RichText i18nKey="content:privacy.controller.body" />
          </p>
        </Section>

        <Section id="privacy-data" title={t('content:privacy.data.title')}>
          <p>{t('content:privacy.data.intro')}</p>
          <ul className={styles.list}>
            {DATA_ITEMS.map((item) => (
              <li key={item}>
                <RichText i18nKey={`content:privacy.data.items.${item}`} />
              </li>
            ))}
          </ul>
        </Section>

        <Section id="privacy-purposes" title={t('content:privacy.purposes.title')}>
          <dl className={styles.purposes}>
            {PURPOSES.map((purpose) => (
              <div key={purpose} className={styles.purpose}>
                <dt>{t(`content:privacy.purposes.items.${purpose}.purpose`)}</dt>
                <dd>{t(`content:privacy.purposes.items.${purpose}.basis`)}</dd>
              </div>
            ))}
          </dl>
        </Section>

        <Section id="privacy-retention" title={t('content:privacy.retention.title')}>
          <ul className={styles.list}>
            {RETENTION_ITEMS.map((item) => (
              <li key={item}>
                <RichText i18nKey={`content:privacy.retention.items.${item}`} />
              </li>
            ))}
          </ul>
        </Section>

        <Section id="privacy-recipients" title={t('content:privacy.recipients.title')}>
          <p>{t('content:privacy.recipients.intro')}</p>
          <ul className={styles.list}>
            {RECIPIENTS.map((item) => (
              <li key={item}>
                <RichText i18nKey={`content:privacy.recipients.items.${item}`} />
              </li>
            ))}
          </ul>
          <p>{t('content:privacy.recipients.outro')}</p>
        </Section>

        <Section id="privacy-transfers" title={t('content:privacy.transfers.title')}>
          <p>{t('content:privacy.transfers.body')}</p>
        </Section>

        <Section id="privacy-rights" title={t('content:privacy.rights.title')}>
          <p>{t('content:privacy.rights.intro')}</p>
          <ul className={styles.list}>
            {RIGHTS.map((item) => (
              <li key={item}>
                <RichText i18nKey={`content:privacy.rights.items.${item}`} />
              </li>
            ))}
          </ul>
          <p>
            <RichText i18nKey="content:privacy.rights.outro" />
          </p>
          <p>
            <Link href="/dsar" className={styles.action}>
              {t('content:privacy.links.dsar')}
            </Link>
          </p>
        </Section>

        <Section id="privacy-cookies" title={t('content:privacy.cookies.title')}>
          <p>{t('content:privacy.cookies.body')}</p>
        </Section>

        <Section id="privacy-security" title={t('content:privacy.security.title')}>
          <p>{t('content:privacy.security.body')}</p>
        </Section>

        <Section id="privacy-changes" title={t('content:privacy.changes.title')}>
          <p>{t('content:privacy.changes.body')}</p>
        </Section>

        <Section id="privacy-contact" title={t('content:privacy.contact.title')}>
          <p>
            <RichText i18nKey="content:privacy.contact.body" />
          </p>
          <p>
            <Link href="/contact-us" className={styles.action}>
              {t('content:privacy.links.contact')}
            </Link>
          </p>
        </Section>
      </div>
    </InfoPage>
  );
}
