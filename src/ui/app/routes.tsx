import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { Loading } from '../components/Loading/Loading';
import { whenIdle } from '../components/Later/when-idle';
import { EntryRedirect } from './EntryRedirect';
import { RequireSession } from './RequireSession';
import { readWhenSignedIn, type ScreenReads } from './screen-reads';
import { useStores, type AppStores } from '../state/app-stores';
import { NOT_FOUND_SCREEN, PUBLIC_ROUTES, USER_ROUTES } from './route-table.js';

/**
 * A screen in its own chunk that renders directly once loaded. The start loads the first screen's
 * chunk beside the app's texts (`preloadScreen`), and a customer page loads its chunk while the
 * session is being restored: either way the screen does not suspend, which would show the loading
 * state over a prerendered page, or hold a customer page back for React's 300 ms reveal throttle
 * before its data calls could start.
 */
function screen(load: () => Promise<ScreenModule>) {
  let loaded: ScreenModule | null = null;
  let pending: Promise<ScreenModule> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const Lazy = lazy(preload);
  const Screen = () => {
    const Loaded = loaded?.default;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  // The page's heading (none if its chunk has none), drawn once the chunk is here. It never suspends:
  // that would hold the whole page back, its reads with it (UserPage's effect).
  const Heading = () => {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (!module) preload().then(setModule, () => undefined);
    }, [module]);
    const Loaded = module?.Heading;
    return Loaded ? <Loaded /> : null;
  };
  return Object.assign(Screen, { preload, Heading });
}

/**
 * A screen's chunk: the screen, and for a customer page what it reads from the server and the
 * heading it shows while the customer is being found (nothing of theirs in it).
 */
interface ScreenModule {
  readonly default: ComponentType;
  readonly reads?: ScreenReads;
  readonly Heading?: ComponentType;
}

// Each screen is its own chunk: a visitor downloads the pages they open, not the app.
const screens = {
  home: screen(() => import('../screens/content/home/HomeScreen')),
  countries: screen(() => import('../screens/places/countries/CountriesScreen')),
  contactUs: screen(() => import('../screens/support/contact-us/ContactUsScreen')),
  dsar: screen(() => import('../screens/support/dsar/DsarScreen')),
  faq: screen(() => import('../screens/content/faq/FaqScreen')),
  howItWorks: screen(() => import('../screens/content/how-it-works/HowItWorksScreen')),
  products: screen(() => import('../screens/catalogue/products/ProductsScreen')),
  privacyPolicy: screen(() => import('../screens/content/privacy-policy/PrivacyPolicyScreen')),
  terms: screen(() => import('../screens/content/terms/TermsScreen')),
  legalNotice: screen(() => import('../screens/content/legal-notice/LegalNoticeScreen')),
  resetPassword: screen(() => import('../screens/auth/reset-password/ResetPasswordScreen')),
  shopAndReturn: screen(() => import('../screens/places/shop-and-return/ShopAndReturnScreen')),
  thankYou: screen(() => import('../screens/support/thank-you/ThankYouScreen')),
  login: screen(() => import('../screens/auth/login/LoginScreen')),
  signup: screen(() => import('../screens/auth/signup/SignupScreen')),
  profile: screen(() => import('../screens/profile/profile/ProfileScreen')),
  account: screen(() => import('../screens/wallet/account/AccountScreen')),
  verificationError: screen(() => import('../screens/profile/verification-error/VerificationErrorScreen')),
  verifyEmail: screen(() => import('../screens/profile/verify-email/VerifyEmailScreen')),
  withdraw: screen(() => import('../screens/wallet/withdraw/WithdrawScreen')),
  notFound: screen(() => import('../screens/content/not-found/NotFoundScreen')),
} satisfies Record<ScreenName, ReturnType<typeof screen>>;

/** Every screen the route table names (route-table.js): a name without a chunk here does not compile. */
type ScreenName = (typeof PUBLIC_ROUTES)[number]['screen'] | UserScreenName | typeof NOT_FOUND_SCREEN;
type UserScreenName = (typeof USER_ROUTES)[number]['screen'];

/**
 * A customer page: its chunk loads while the session is checked, and what it reads from the server is
 * asked for as soon as the customer is known (`reads`).
 */
function UserPage({ name, early }: { readonly name: UserScreenName; readonly early: boolean }) {
  const Screen = screens[name];
  const stores = useStores();
  const search = useSearch();
  useEffect(() => readsOf(Screen, stores, search), [Screen, stores, search]);
  return (
    <RequireSession heading={<Screen.Heading />} early={early}>
      <Screen />
    </RequireSession>
  );
}

/** The screen `pathname` opens (none for a path that redirects first, e.g. one with a country segment). */
function screenAt(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const name = PUBLIC_ROUTES.find((r) => r.path === path)?.screen ?? USER_ROUTES.find((r) => `/user/${r.page}` === path)?.screen ?? null;
  return name ? screens[name] : null;
}

/**
 * Loads the chunk of the screen `pathname` opens (nothing for a path that redirects first): the start
 * awaits it beside the texts, so the first render does not suspend.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  return (
    screenAt(pathname)
      ?.preload()
      .catch(() => undefined) ?? Promise.resolve()
  );
}

/**
 * Every screen's chunk, one after another, each once the browser is idle: a screen already here is
 * drawn at once on its first visit, where one still downloading suspends — its loading state shown
 * at least 300 ms, React's reveal throttle, however soon the chunk comes. The service worker keeps
 * the same files for offline use: they are downloaded anyway.
 */
export async function preloadScreens(): Promise<void> {
  for (const screen of Object.values(screens)) {
    await new Promise<void>((resolve) => whenIdle(resolve));
    await screen.preload().catch(() => undefined);
  }
}

/** Runs a screen's reads (if it has any) once its chunk is here and a customer is signed in; returns what stops them. */
function readsOf(screen: { readonly preload: () => Promise<ScreenModule> }, stores: AppStores, search: string): () => void {
  let left = false;
  let stop: () => void = () => undefined;
  screen.preload().then(
    ({ reads }) => {
      if (!left && reads) stop = readWhenSignedIn(stores, search, reads);
    },
    () => undefined,
  );
  return () => {
    left = true;
    stop();
  };
}

/**
 * At start: what the first page reads from the server is asked for as the restored session's answer
 * lands, not after the app's first render (UserPage does the same on every later visit of a page).
 */
export function startReads(pathname: string, search: string, stores: AppStores): void {
  const screen = screenAt(pathname);
  if (screen) readsOf(screen, stores, search.replace(/^\?/, ''));
}

/** /profile → /user/profile, keeping the query. */
function ToUserArea({ page }: { readonly page: string }) {
  const search = useSearch();
  return <Redirect to={`/user/${page}${search ? `?${search}` : ''}`} replace />;
}

/** `children`: drawn after the screen, in its boundary (App's signal that the page is hydrated). */
export function AppRoutes({ children }: { readonly children?: ReactNode }) {
  return (
    <EntryRedirect>
      <Suspense fallback={<Loading />}>
        <Switch>
          {PUBLIC_ROUTES.map(({ path, screen }) => (
            <Route key={path} path={path} component={screens[screen]} />
          ))}
          {USER_ROUTES.map((route) => (
            <Route key={route.page} path={`/user/${route.page}`}>
              <UserPage name={route.screen} early={'copy' in route} />
            </Route>
          ))}
          {USER_ROUTES.map(({ page }) => (
            <Route key={`top-${page}`} path={`/${page}`}>
              <ToUserArea page={page} />
            </Route>
          ))}
          <Route component={screens[NOT_FOUND_SCREEN]} />
        </Switch>
        {children}
      </Suspense>
    </EntryRedirect>
  );
}
