import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { Loading } from '../components/Loading/Loading';
import { EntryRedirect } from './EntryRedirect';
import { RequireSession } from './RequireSession';

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
  profile: lazy(() => import('../screens/profile/profile/ProfileScreen')),
  account: lazy(() => import('../screens/wallet/account/AccountScreen')),
  verificationError: lazy(() => import('../screens/profile/verification-error/VerificationErrorScreen')),
  verifyEmail: lazy(() => import('../screens/profile/verify-email/VerifyEmailScreen')),
  withdraw: lazy(() => import('../screens/wallet/withdraw/WithdrawScreen')),
  notFound: lazy(() => import('../screens/content/not-found/NotFoundScreen')),
} satisfies Record<string, LazyExoticComponent<ComponentType>>;

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

/** The customer area: needs a session. */
export const USER_ROUTES: ReadonlyArray<readonly [string, keyof typeof screens]> = [
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
          {USER_ROUTES.map(([page, screen]) => {
            const Screen = screens[screen];
            return (
              <Route key={page} path={`/user/${page}`}>
                <RequireSession>
                  <Screen />
                </RequireSession>
              </Route>
            );
          })}
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
