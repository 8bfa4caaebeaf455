import type { ParseKeys } from 'i18next';
import { Link } from 'wouter';
import { containerDeposit } from '../../../../core/catalogue/product';
import { countryCodeOf } from '../../../../core/content/locale';
import { PENDING_PROCESSING_DAYS } from '../../../../core/wallet/transaction-view';
import { Accordion } from '../../../components/Accordion/Accordion';
import { InfoPage } from '../../../components/InfoPage/InfoPage';
import { RichText } from '../../../components/RichText/RichText';
import { formatMoney } from '../../../i18n/format';
import type { NAMESPACES } from '../../../../core/content/namespaces';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';
import styles from './FaqScreen.module.css';

type FaqId = 'deposit' | 'where' | 'scan' | 'pending' | 'rejected' | 'withdraw' | 'fee' | 'verifyEmail' | 'deleteAccount' | 'changeDetails';

/** Where an answer leads next, when there is somewhere to go (beside the links in the answers themselves). */
const FOLLOW_UP: Partial<Record<FaqId, { readonly href: string; readonly label: ParseKeys<typeof NAMESPACES> }>> = {
  where: { href: '/shop-and-return', label: 'content:faq.links.shopAndReturn' },
  rejected: { href: '/contact-us', label: 'content:faq.links.contact' },
  changeDetails: { href: '/contact-us', label: 'content:faq.links.contact' },
};

const QUESTIONS: readonly FaqId[] = [
  'deposit',
  'where',
  'scan',
  'pending',
  'rejected',
  'withdraw',
  'fee',
  'verifyEmail',
  'deleteAccount',
  'changeDetails',
];

export default function FaqScreen() {
  const { t } = useT();
  const { locale } = useLocale();
  const country = countryCodeOf(locale);
  // The deposit answer quotes this market's amounts, from the catalogue rather than the texts; the
  // pending answer the processing days, from the rule that computes the credit date.
  const values = {
    days: PENDING_PROCESSING_DAYS,
    glass: formatMoney(containerDeposit('glass-jar', country), locale),
    tin: formatMoney(containerDeposit('steel-tin', country), locale),
    pouch: formatMoney(containerDeposit('refill-pouch', country), locale),
  };

  const items = QUESTIONS.map((id) => {
    const next = FOLLOW_UP[id];
    return {
      id,
      title: t(`content:faq.items.${id}.question`),
      content: (
        <>
          <p>
            <RichText i18nKey={`content:faq.items.${id}.answer`} values={values} />
          </p>
          {next && (
            <p>
              <Link href={next.href} className={styles.followUp}>
                {t(next.label)}
              </Link>
            </p>
          )}
        </>
      ),
    };
  });

  return (
    <InfoPage title={t('content:faq.title')} description={t('content:faq.description')} intro={<RichText i18nKey="content:faq.intro" />}>
      <Accordion items={items} headingLevel={2} className={styles.questions} />
      <section className={styles.more} aria-labelledby="faq-more">
        <h2 id="faq-more">{t('content:faq.more.title')}</h2>
        <p>{t('content:faq.more.body')}</p>
        <Link href="/contact-us" className={styles.moreLink}>
          {t('content:faq.more.link')}
        </Link>
      </section>
    </InfoPage>
  );
}
