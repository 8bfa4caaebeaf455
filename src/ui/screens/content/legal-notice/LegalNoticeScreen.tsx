import { Link } from 'wouter';
import { TOKENS } from '../../../../composition/tokens';
import type { CompanyDetails } from '../../../../composition/config';
import { InfoPage } from '../../../components/InfoPage/InfoPage';
import { LegalDocument, LegalSection, legalActionClass } from '../../../components/LegalDocument/LegalDocument';
import { useInjection } from '../../../di/container-context';
import { useT } from '../../../i18n/use-t';
import styles from './LegalNoticeScreen.module.css';

/** The notice's lines, in order: the publisher's, then who hosts the site and who mediates. */
const PUBLISHER = ['publisher', 'legalForm', 'address', 'registration', 'vat', 'director', 'email', 'phone'] as const;
const OTHERS = ['host', 'mediator'] as const;
type Line = (typeof PUBLISHER)[number] | (typeof OTHERS)[number];

const valueOf = (company: CompanyDetails, line: Line): string => (line === 'publisher' ? company.name : company[line]);

/** The details are written as registered, in the company's language (a French company): said to readers and translators. */
const REGISTERED_LANGUAGE = 'fr';

/**
 * The legal notice: who publishes the site, from the company's settings (VITE_COMPANY_*). A detail
 * set empty is left out; the email and phone are links.
 */
export default function LegalNoticeScreen() {
  const { t } = useT();
  const company = useInjection(TOKENS.Config).company;
  const rows = (lines: readonly Line[]) =>
    lines
      .filter((line) => valueOf(company, line) !== '')
      .map((line) => {
        const value = valueOf(company, line);
        return (
          <div key={line} className={styles.row}>
            <dt>{t(`content:legalNotice.labels.${line}`)}</dt>
            <dd lang={REGISTERED_LANGUAGE} translate="no">
              {line === 'email' ? (
                <a href={`mailto:${value}`}>{value}</a>
              ) : line === 'phone' ? (
                <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>
              ) : (
                value
              )}
            </dd>
          </div>
        );
      });
  return (
    <InfoPage
      title={t('content:legalNotice.title')}
      description={t('content:legalNotice.description')}
      intro={t('content:legalNotice.intro')}
    >
      <LegalDocument>
        <dl className={styles.details}>{rows([...PUBLISHER, ...OTHERS])}</dl>
        <LegalSection id="legal-notice-more" title={t('content:legalNotice.more')}>
          <ul className={styles.links}>
            <li>
              <Link href="/terms" className={legalActionClass}>
                {t('content:legalNotice.links.terms')}
              </Link>
            </li>
            <li>
              <Link href="/privacy-policy" className={legalActionClass}>
                {t('content:legalNotice.links.privacy')}
              </Link>
            </li>
            <li>
              <Link href="/contact-us" className={legalActionClass}>
                {t('content:legalNotice.links.contact')}
              </Link>
            </li>
          </ul>
        </LegalSection>
      </LegalDocument>
    </InfoPage>
  );
}
