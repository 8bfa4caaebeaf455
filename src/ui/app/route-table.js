// @ts-check
// The app's routes, declared once as plain data: the router (routes.tsx) maps them to their screens,
// and the Node build scripts, which cannot import TypeScript, read the same list: the prerender
// renders the `prerendered` ones (scripts/prerender.mjs), the budget measures every route's screen
// and lets OpenLayers only into the `map` ones (scripts/budget-check.mjs).
//
// A route's `screen` names its chunk in routes.tsx: `howItWorks` is the module
// src/ui/screens/<context>/how-it-works/HowItWorksScreen.tsx (scripts/lib/routes.mjs finds it).
// Kept small: it is part of the first page's JS.

/** The public routes of spec §2. `prerendered`: a page that needs no data, rendered at build time. */
export const PUBLIC_ROUTES = /** @type {const} */ ([
  { path: '/', screen: 'home', prerendered: true },
  { path: '/countries', screen: 'countries', map: true },
  { path: '/contact-us', screen: 'contactUs', prerendered: true },
  { path: '/dsar', screen: 'dsar', prerendered: true },
  { path: '/faq', screen: 'faq', prerendered: true },
  { path: '/how-it-works', screen: 'howItWorks', prerendered: true },
  { path: '/products', screen: 'products', prerendered: true },
  { path: '/privacy-policy', screen: 'privacyPolicy', prerendered: true },
  { path: '/terms', screen: 'terms', prerendered: true },
  { path: '/legal-notice', screen: 'legalNotice', prerendered: true },
  { path: '/reset-password', screen: 'resetPassword' },
  { path: '/shop-and-return', screen: 'shopAndReturn', map: true },
  { path: '/thank-you', screen: 'thankYou', prerendered: true },
  { path: '/login', screen: 'login', prerendered: true },
  { path: '/signup', screen: 'signup', prerendered: true },
]);

/**
 * The customer area: /user/<page>, which needs a session (/<page> redirects there). `frame`: a page
 * whose screen exports the `Heading` it shows while the customer is being found, rendered at build
 * time and served to a browser holding a session, so that it is painted before the app has run.
 * `copy`: a page drawn while the customer is being found, from the device's copy of their account
 * (issue 46 point 2), instead of its heading and a loading state — and when the saved session could
 * not be checked (offline at a bin: point 3), instead of the login page.
 */
export const USER_ROUTES = /** @type {const} */ ([
  { page: 'profile', screen: 'profile', frame: true },
  { page: 'account', screen: 'account', frame: true, copy: true },
  { page: 'verification-error', screen: 'verificationError' },
  { page: 'verify-email', screen: 'verifyEmail' },
  { page: 'withdraw', screen: 'withdraw', frame: true, copy: true },
]);

/** What every other path shows. */
export const NOT_FOUND_SCREEN = 'notFound';
