import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { lazy, Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router, type BaseLocationHook } from 'wouter';
import { LOCALES } from '../../core/content/locale';
import { ContainerContext } from '../di/container-context';
import { AppStoresContext, createAppStores, type AppStores } from '../state/app-stores';
import { ErrorBoundary } from './ErrorBoundary';
import { Layout } from './Layout';
import { AppRoutes } from './routes';
import { Drawn, DrawnContext } from './drawn';
import { SessionWatcher } from './SessionWatcher';

const BesideThePage = lazy(() => import('./BesideThePage').then((m) => ({ default: m.BesideThePage })));

export interface AppProps {
  readonly container: Container;
  readonly i18n: I18n;
  /** wouter location hook: the browser's by default, a memory one in tests. */
  readonly locationHook?: BaseLocationHook;
  readonly searchHook?: () => string;
  readonly headless?: boolean;
  /** The visit's stores, when the start made them already (main.tsx restores the session before the first render). */
  readonly stores?: AppStores;
  /** Called once the page is drawn: hydrated, for a page rendered at build time (src/main.tsx). */
  readonly onDrawn?: () => void;
}

/**
 * Keeps <html lang> in step with the language of the texts shown: the interface language, unless its
 * texts could not be downloaded and the built-in French ones stand in (each locale's
 * `common:textsLanguage` names the language it is written in), so a screen reader reads them right.
 */
function useDocumentLanguage(i18n: I18n) {
  useEffect(() => {
    const apply = () => {
      const written = i18n.t('common:textsLanguage');
      document.documentElement.lang = LOCALES.find((l) => l === written) ?? i18n.language;
    };
    apply();
    i18n.on('languageChanged', apply);
    i18n.on('loaded', apply);
    i18n.store.on('added', apply);
    return () => {
      i18n.off('languageChanged', apply);
      i18n.off('loaded', apply);
      i18n.store.off('added', apply);
    };
  }, [i18n]);
}

export function App({ container, i18n, locationHook, searchHook, headless = false, stores: made, onDrawn }: AppProps) {
  const [stores] = useState<AppStores>(() => made ?? createAppStores(container, headless));
  useDocumentLanguage(i18n);
  useEffect(() => {
    void stores.session.restore();
  }, [stores]);
  const routerProps = {
    ...(locationHook ? { hook: locationHook } : {}),
    ...(searchHook ? { searchHook } : {}),
    // Hydrated at the address the page was sent for (wouter reads the query after its "?"): a link
    // tapped while React hydrates moves the browser's address on, and what hydrates then would meet
    // another page (React's error #418).
    ssrPath: stores.page?.address,
  };
  return (
    <ContainerContext.Provider value={container}>
      <DrawnContext.Provider value={onDrawn}>
        <I18nextProvider i18n={i18n}>
          <AppStoresContext.Provider value={stores}>
            <Router {...routerProps}>
              {/* Two boundaries: a failed screen keeps the site around it; a failed shell still shows the error page. */}
              <ErrorBoundary>
                <SessionWatcher />
                {/* Following the other tabs, the app icon's count: loaded beside the page, not in its first script (issue 42). */}
                <Suspense fallback={null}>
                  <BesideThePage />
                </Suspense>
                <Layout>
                  <ErrorBoundary>
                    <AppRoutes>
                      <Drawn />
                    </AppRoutes>
                  </ErrorBoundary>
                </Layout>
              </ErrorBoundary>
            </Router>
          </AppStoresContext.Provider>
        </I18nextProvider>
      </DrawnContext.Provider>
    </ContainerContext.Provider>
  );
}
