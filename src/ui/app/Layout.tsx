import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useT } from '../i18n/use-t';
import { useLocation, useSearch } from 'wouter';
import { TOKENS } from '../../composition/tokens';
import { ConsentBanner } from '../components/ConsentBanner/ConsentBanner';
import { DemoBannerSlot } from '../components/DemoBanner/DemoBannerSlot';
import { TopLayerProvider } from '../components/Modal/top-layer';
import { Notifications } from '../components/Notifications/Notifications';
import { useInjection } from '../di/container-context';
import { useStores } from '../state/app-stores';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { RestoreNotice } from './RestoreNotice';
import styles from './shell.module.css';

/** Registers the service worker and offers updates: a chunk of its own, not the first page's JS (issue 21). */
const UpdatePrompt = lazy(() => import('./UpdatePrompt'));

/**
 * After an in-app navigation, focus moves to the new page's main area so screen readers start
 * there. Only once the visitor has done something: the redirects of a fresh start (a country
 * segment, /profile → log in) leave focus alone, so the first Tab reaches the skip link.
 */
function useFocusOnNavigation() {
  const [location] = useLocation();
  const main = useRef<HTMLElement>(null);
  const interacted = useRef(false);
  useEffect(() => {
    const seen = () => {
      interacted.current = true;
    };
    document.addEventListener('keydown', seen, { capture: true, once: true });
    document.addEventListener('pointerdown', seen, { capture: true, once: true });
    return () => {
      document.removeEventListener('keydown', seen, { capture: true });
      document.removeEventListener('pointerdown', seen, { capture: true });
    };
  }, []);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!interacted.current) return;
    main.current?.focus({ preventScroll: false });
    window.scrollTo?.(0, 0);
  }, [location]);
  return main;
}

/**
 * Where focus was in the page while the cookie banner is open (issue 20, point 7): after a choice
 * it goes back there (the footer's "Cookie settings" when reopened from it; the field or link the
 * visitor had reached); when it was nowhere in the page, to the main content, so a keyboard or a
 * screen reader carries on from the page and not from the top of the document.
 */
function useFocusBeforeBanner(main: RefObject<HTMLElement | null>) {
  // Followed all along (the banner's own focus on opening comes first, so the opener is known then).
  const last = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof Element && !event.target.closest('[data-consent-banner]')) last.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  return () => {
    const target = last.current;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
    else main.current?.focus({ preventScroll: true });
  };
}

/** The page's frame; open dialogs register with it so notifications can show inside them. */
export function Layout({ children }: { readonly children: ReactNode }) {
  return (
    <TopLayerProvider>
      <Shell>{children}</Shell>
    </TopLayerProvider>
  );
}

function Shell({ children }: { readonly children: ReactNode }) {
  const { t } = useT();
  const { headless, page } = useStores();
  const consent = useInjection(TOKENS.ConsentStore);
  const analytics = useInjection(TOKENS.Analytics);
  const reloader = useInjection(TOKENS.PageReloader);
  const search = useSearch();
  // A page the build rendered has its banner or not: the first render draws the same (the server
  // picked it by the same cookie, deploy/nginx).
  const [consentOpen, setConsentOpen] = useState(() => !headless && (page ? page.variant === 'banner' : consent.load() === null));
  const [reopened, setReopened] = useState(false);
  const main = useFocusOnNavigation();
  const [location] = useLocation();
  const returnFocus = useFocusBeforeBanner(main);

  // Analytics only with consent, never headless; then one page view per screen. Without consent
  // any analytics cookie left from before (consent withdrawn, then the reload) is removed.
  useEffect(() => {
    if (headless) return;
    if (consent.load() === 'granted') analytics.enable();
    else analytics.disable();
  }, [headless, consent, analytics]);
  useEffect(() => {
    analytics.pageView(location);
  }, [analytics, location]);

  return (
    <div className={`${styles.app} ${consentOpen ? styles.withConsent : ''}`}>
      {/* First in the page, so first in the tab order (issue 20, point 7); drawn at the bottom. */}
      {!headless && consentOpen && (
        <ConsentBanner
          focusOnOpen={reopened}
          onChoose={(choice) => {
            const before = consent.load();
            consent.save(choice);
            setConsentOpen(false);
            returnFocus();
            if (choice === 'granted') {
              if (before === 'granted') return;
              analytics.enable();
              analytics.pageView(location);
            } else if (analytics.disable()) {
              // Consent withdrawn: a script that already ran stops only with the page.
              reloader.reloadAt(search ? `${location}?${search}` : location);
            }
          }}
        />
      )}
      <a className="skip-link" href="#main">
        {t('common:nav.skipToContent')}
      </a>
      {/* Never in the production build: its slot and loader are left out of every page's first script. */}
      {import.meta.env.MODE !== 'production' && <DemoBannerSlot />}
      {!headless && <Navbar />}
      <Notifications />
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        <RestoreNotice />
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
        {children}
      </main>
      {!headless && (
        <Footer
          onCookieSettings={() => {
            setReopened(true);
            setConsentOpen(true);
          }}
        />
      )}
    </div>
  );
}
