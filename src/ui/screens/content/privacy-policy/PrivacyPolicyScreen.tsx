import { Link } from 'wouter';
import { InfoPage } from '../../../components/InfoPage/InfoPage';
import { LegalDocument, LegalList, LegalSection as Section, legalActionClass } from '../../../components/LegalDocument/LegalDocument';
import { RichText } from '../../../components/RichText/RichText';
import { useT } from '../../../i18n/use-t';
import styles from './PrivacyPolicyScreen.module.css';

/** When the policy's text last changed: update it with the texts (ISO date, read as a calendar day). */
const LAST_UPDATED = '2026-11-21';

const DATA_ITEMS = ['account', 'scans', 'payout', 'location', 'support', 'device', 'analytics'] as const;
const PURPOSES = ['account', 'payouts', 'security', 'legal', 'support', 'analytics'] as const;
const RETENTION_ITEMS = ['account', 'transactions', 'payout', 'support', 'logs', 'analytics'] as const;
const RECIPIENTS = ['staff', 'providers', 'payments', 'authorities'] as const;
const RIGHTS = ['access', 'rectification', 'erasure', 'portability', 'objection', 'consent'] as const;

export default function PrivacyPolicyScreen() {
  const { t } = useT();

  return (
    <InfoPage
      title={t('content:privacy.title')}
      description={t('content:privacy.description')}
      intro={<RichText i18nKey="content:privacy.intro" />}
    >
      <LegalDocument lastUpdated={LAST_UPDATED} updatedText={(date) => t('content:privacy.updated', { date })}>
        <Section id="privacy-controller" title={t('content:privacy.controller.title')}>
          <p>
            <RichText i18nKey="content:privacy.controller.body" />
          </p>
        </Section>

        <Section id="privacy-data" title={t('content:privacy.data.title')}>
          <p>{t('content:privacy.data.intro')}</p>
          <LegalList>
            {DATA_ITEMS.map((item) => (
              <li key={item}>
                <RichText i18nKey={`content:privacy.data.items.${item}`} />
              </li>
            ))}
          </LegalList>
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
          <LegalList>
            {RETENTION_ITEMS.map((item) => (
              <li key={item}>
                <RichText i18nKey={`content:privacy.retention.items.${item}`} />
              </li>
            ))}
          </LegalList>
        </Section>

        <Section id="privacy-recipients" title={t('content:privacy.recipients.title')}>
          <p>{t('content:privacy.recipients.intro')}</p>
          <LegalList>
            {RECIPIENTS.map((item) => (
              <li key={item}>
                <RichText i18nKey={`content:privacy.recipients.items.${item}`} />
              </li>
            ))}
          </LegalList>
          <p>{t('content:privacy.recipients.outro')}</p>
        </Section>

        <Section id="privacy-transfers" title={t('content:privacy.transfers.title')}>
          <p>{t('content:privacy.transfers.body')}</p>
        </Section>

        <Section id="privacy-rights" title={t('content:privacy.rights.title')}>
          <p>{t('content:privacy.rights.intro')}</p>
          <LegalList>
            {RIGHTS.map((item) => (
              <li key={item}>
                <RichText i18nKey={`content:privacy.rights.items.${item}`} />
              </li>
            ))}
          </LegalList>
          <p>
            <RichText i18nKey="content:privacy.rights.outro" />
          </p>
          <p>
            <Link href="/dsar" className={legalActionClass}>
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
            <Link href="/contact-us" className={legalActionClass}>
              {t('content:privacy.links.contact')}
            </Link>
          </p>
        </Section>
      </LegalDocument>
    </InfoPage>
  );
}
