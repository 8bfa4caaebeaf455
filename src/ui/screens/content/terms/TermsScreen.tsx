import { Link } from 'wouter';
import { TOKENS } from '../../../../composition/tokens';
import { InfoPage } from '../../../components/InfoPage/InfoPage';
import { LegalDocument, LegalSection, legalActionClass } from '../../../components/LegalDocument/LegalDocument';
import { useInjection } from '../../../di/container-context';
import { useT } from '../../../i18n/use-t';

/** When the terms last changed: update it with the texts (ISO date, read as a calendar day). */
const LAST_UPDATED = '2026-11-27';

/** The terms' sections, in order; each is a title and a paragraph in content:terms.sections. */
const SECTIONS = [
  'scheme',
  'account',
  'deposits',
  'balance',
  'withdrawals',
  'conduct',
  'closing',
  'liability',
  'changes',
  'law',
  'contact',
] as const;

/** The terms of use the sign-up asks to accept, with the minimum age, 16 or older (issue 20, point 3; its words: issue 44, point 8). */
export default function TermsScreen() {
  const { t } = useT();
  const company = useInjection(TOKENS.Config).company.name;
  return (
    <InfoPage title={t('content:terms.title')} description={t('content:terms.description')} intro={t('content:terms.intro', { company })}>
      <LegalDocument lastUpdated={LAST_UPDATED} updatedText={(date) => t('content:terms.updated', { date })}>
        {SECTIONS.map((section) => (
          <LegalSection key={section} id={`terms-${section}`} title={t(`content:terms.sections.${section}.title`)}>
            <p>{t(`content:terms.sections.${section}.body`)}</p>
          </LegalSection>
        ))}
        <p>
          <Link href="/legal-notice" className={legalActionClass}>
            {t('content:legalNotice.title')}
          </Link>
        </p>
      </LegalDocument>
    </InfoPage>
  );
}
