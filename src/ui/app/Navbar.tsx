import { useT } from '../i18n/use-t';
import { Link, useLocation } from 'wouter';
import { TOKENS } from '../../composition/tokens';
import { useDisclosure } from '../components/Disclosure/use-disclosure';
import { LanguageSelect } from '../components/LanguageSelect/LanguageSelect';
import { useInjection } from '../di/container-context';
import { useLocale } from '../i18n/use-locale';
import { useStores } from '../state/app-stores';
import { loginLinkFrom } from './return-path';
import styles from './shell.module.css';
import { useSession } from '../state/use-session';
import { useHydrated } from '../state/use-hydrated';

const isMobileDevice = (): boolean => /Android|iPhone|iPad|iPod|Mobile/i.test(globalThis.navigator?.userAgent ?? '');

/**
 * Whether a name shows whole in the header's row on a wide screen (issue 20, point 7): up to 16
 * columns, a CJK character counting two. A longer one is shown by its initial alone there (the
 * folded menu, a full line, shows every name whole): never cut in the middle.
 */
const fitsInRow = (name: string) =>
  [...name].reduce(
    (columns, ch) => columns + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/.test(ch) ? 2 : 1),
    0,
  ) <= 16;

export function Navbar() {
  const { t } = useT();
  const { locale } = useLocale();
  const config = useInjection(TOKENS.Config);
  const reloader = useInjection(TOKENS.PageReloader);
  const { session } = useStores();
  const { status, me } = useSession();
  const hydrated = useHydrated();
  const [location, navigate] = useLocation();
  const menu = useDisclosure<HTMLElement>();
  const userMenu = useDisclosure<HTMLUListElement>();

  const signOut = async () => {
    await session.logout();
    // Spec §4: sign-out reloads at / — unless offline, where a reload would end on the browser's
    // offline error: the state is already cleared, so the app's own home page is shown instead.
    if (reloader.canReload()) reloader.reloadAt('/');
    else navigate('/');
  };

  const links = [
    { href: '/products', label: t('common:nav.products') },
    { href: '/how-it-works', label: t('common:nav.howItWorks') },
    { href: '/shop-and-return', label: t('common:nav.shopAndReturn') },
    { href: '/faq', label: t('common:nav.faq') },
    { href: '/contact-us', label: t('common:nav.contact') },
  ];

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand}>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32" focusable="false">
            <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="4" strokeDasharray="66 22" />
            <path d="M24 6l5 4-6 2z" fill="currentColor" />
          </svg>
          <span>{t('common:brand.name')}</span>
        </Link>
        <button type="button" className={styles.menuToggle} {...menu.toggle}>
          <span aria-hidden="true" className={styles.burger} />
          {t('common:nav.menu')}
        </button>
        <nav {...menu.panel} aria-label={t('common:nav.label')} className={`${styles.nav} ${menu.open ? styles.navOpen : ''}`}>
          <ul className={styles.navList}>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.navLink} aria-current={location === link.href ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a className={styles.navLink} href={config.aboutUsUrl[locale]}>
                {t('common:nav.aboutUs')}
              </a>
            </li>
            <li>
              <a className={styles.navLink} href={hydrated && isMobileDevice() ? config.mobileAppUrl.mobile : config.mobileAppUrl.desktop}>
                {t('common:nav.mobileApp')}
              </a>
            </li>
          </ul>
          {/* Who is signed in is known only in the browser: drawn once the page is hydrated (useSession). */}
          <div className={styles.account}>
            {status === 'authenticated' && me ? (
              <div className={styles.userMenu}>
                <button
                  type="button"
                  className={styles.userButton}
                  data-name-fits={fitsInRow(me.name || me.email) ? '' : undefined}
                  {...userMenu.toggle}
                >
                  <span className={styles.avatar} aria-hidden="true">
                    {(me.name || me.email).slice(0, 1).toUpperCase()}
                  </span>
                  {/* The accessible name says what the button is for; sighted users see the name and avatar. */}
                  <span className="visually-hidden">{t('common:nav.userMenu', { name: me.name || me.email })}</span>
                  <span className={styles.userName} aria-hidden="true">
                    {me.name || me.email}
                  </span>
                </button>
                <ul {...userMenu.panel} className={styles.userList} hidden={!userMenu.open}>
                  <li>
                    <Link href="/user/profile" className={styles.navLink}>
                      {t('common:nav.profile')}
                    </Link>
                  </li>
                  <li>
                    <Link href="/user/account" className={styles.navLink}>
                      {t('common:nav.account')}
                    </Link>
                  </li>
                  <li>
                    <button type="button" className={styles.navLink} onClick={() => void signOut()}>
                      {t('common:nav.signOut')}
                    </button>
                  </li>
                </ul>
              </div>
            ) : status === 'anonymous' ? (
              <Link href={loginLinkFrom(location)} className={styles.loginLink}>
                {t('common:nav.login')}
              </Link>
            ) : null}
          </div>
          {/* In the folded menu (phones, tablets): the language is a tap away, not at the bottom of a long page. */}
          <LanguageSelect className={styles.menuLanguage} />
        </nav>
      </div>
    </header>
  );
}
