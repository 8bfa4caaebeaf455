import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { Loading } from '../components/Loading/Loading';
import { EntryRedirect } from './EntryRedirect';
import { RequireSession } from './RequireSession';

/**
 * A screen of the customer area: its chunk is loaded while the session is being restored, and once
 * loaded it renders directly. Loaded only after the session (as `lazy` would), it would suspend, and
 * React holds a suspended screen back for its 300 ms reveal throttle before its data calls can start.
 */
function userScreen(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | null = null;
  let pending: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  const Screen = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Screen, { preload });
}

// Each screen is its own chunk: a visitor downloads the pages they open, not the app.
const screens = {
  home: lazy(() => import('../screens/content/home/HomeScreen')),
  countries: lazy(() => import('../screens/places/countries/CountriesScreen')),
  contactUs: lazy(() => import('../screens/support/contact-us/ContactUsScreen')),
  dsar: lazy(() => import('../screens/support/dsar/DsarScreen')),
  faq: lazy(() => import('../screens/content/faq/FaqScreen')),
  howItWorks: lazy(() => import('../screens/content/how-it-works/HowItWorksScreen')),
  products: lazy(() => import('../screens/catalogue/products/ProductsScreen')),
  privacyPolicy: lazy(() => import('../screens/content/privacy-policy/PrivacyPolicyScreen')),
  resetPassword: lazy(() => import('../screens/auth/reset-password/ResetPasswordScreen')),
  shopAndReturn: lazy(() => import('../screens/places/shop-and-return/ShopAndReturnScreen')),
  thankYou: lazy(() => import('../screens/support/thank-you/ThankYouScreen')),
  login: lazy(() => import('../screens/auth/login/LoginScreen')),
  signup: lazy(() => import('../screens/auth/signup/SignupScreen')),
  profile: userScreen(() => import('../screens/profile/profile/ProfileScreen')),
  account: userScreen(() => import('../screens/wallet/account/AccountScreen')),
  verificationError: userScreen(() => import('../screens/profile/verification-error/VerificationErrorScreen')),
  verifyEmail: userScreen(() => import('../screens/profile/verify-email/VerifyEmailScreen')),
  withdraw: userScreen(() => import('../screens/wallet/withdraw/WithdrawScreen')),
  notFound: lazy(() => import('../screens/content/not-found/NotFoundScreen')),
} satisfies Record<string, LazyExoticComponent<ComponentType> | ReturnType<typeof userScreen>>;

/** The public routes of spec §2. */
export const PUBLIC_ROUTES: ReadonlyArray<readonly [string, keyof typeof screens]> = [
  ['/', 'home'],
  ['/countries', 'countries'],
  ['/contact-us', 'contactUs'],
  ['/dsar', 'dsar'],
  ['/faq', 'faq'],
  ['/how-it-works', 'howItWorks'],
  ['/products', 'products'],
  ['/privacy-policy', 'privacyPolicy'],
  ['/reset-password', 'resetPassword'],
  ['/shop-and-return', 'shopAndReturn'],
  ['/thank-you', 'thankYou'],
  ['/login', 'login'],
  ['/signup', 'signup'],
];

type UserScreenName = 'profile' | 'account' | 'verificationError' | 'verifyEmail' | 'withdraw';

/** A customer page: its chunk loads while the session is checked. */
function UserPage({ name }: { readonly name: UserScreenName }) {
  const Screen = screens[name];
  useEffect(() => void Screen.preload(), [Screen]);
  return (
    <RequireSession>
      <Screen />
    </RequireSession>
  );
}

/** The customer area: needs a session. */
export const USER_ROUTES: ReadonlyArray<readonly [string, UserScreenName]> = [
  ['profile', 'profile'],
  ['account', 'account'],
  ['verification-error', 'verificationError'],
  ['verify-email', 'verifyEmail'],
  ['withdraw', 'withdraw'],
];

/** /profile → /user/profile, keeping the query. */
function ToUserArea({ page }: { readonly page: string }) {
  const search = useSearch();
  return <Redirect to={`/user/${page}${search ? `?${search}` : ''}`} replace />;
}

export function AppRoutes() {
  return (
    <EntryRedirect>
      <Suspense fallback={<Loading />}>
        <Switch>
          {PUBLIC_ROUTES.map(([path, screen]) => (
            <Route key={path} path={path} component={screens[screen]} />
          ))}
          {USER_ROUTES.map(([page, screen]) => (
            <Route key={page} path={`/user/${page}`}>
              <UserPage name={screen} />
            </Route>
          ))}
          {USER_ROUTES.map(([page]) => (
            <Route key={`top-${page}`} path={`/${page}`}>
              <ToUserArea page={page} />
            </Route>
          ))}
          <Route component={screens.notFound} />
        </Switch>
      </Suspense>
    </EntryRedirect>
  );
}
