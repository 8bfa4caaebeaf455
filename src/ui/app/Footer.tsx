import { useT } from '../i18n/use-t';
import { Link } from 'wouter';
import { TOKENS } from '../../composition/tokens';
import { LanguageSelect } from '../components/LanguageSelect/LanguageSelect';
import { useInjection } from '../di/container-context';
import styles from './shell.module.css';

export function Footer({ onCookieSettings }: { readonly onCookieSettings: (() => void) | null }) {
  const { t } = useT();
  const config = useInjection(TOKENS.Config);
  const year = useInjection(TOKENS.Clock).now().getFullYear();
  const links = [
    { href: '/countries', label: t('common:footer.countries') },
    { href: '/privacy-policy', label: t('common:footer.privacy') },
    { href: '/terms', label: t('common:footer.terms') },
    { href: '/legal-notice', label: t('common:footer.legalNotice') },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-label={t('common:footer.label')}>
          <ul className={styles.footerLinks}>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            {onCookieSettings && (
              <li>
                <button type="button" className={styles.footerButton} onClick={onCookieSettings}>
                  {t('common:footer.cookieSettings')}
                </button>
              </li>
            )}
          </ul>
        </nav>
        <LanguageSelect className={styles.footerLanguage} />
        <p className={styles.company}>{config.company.name}</p>
        <p className={styles.copyright}>{t('common:footer.copyright', { year, company: config.company.name })}</p>
      </div>
    </footer>
  );
}
