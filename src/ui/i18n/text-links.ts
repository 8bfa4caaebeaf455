/**
 * The app's pages a text may link to, by tag: `<contact>contact customer care</contact>` in a
 * text shown with <RichText> becomes a link to /contact-us. A text that names one of the app's
 * pages links to it this way (tests/ui/help-texts.test.ts checks the tags and their routes).
 */
export const TEXT_LINKS = {
  account: '/user/account',
  profile: '/user/profile',
  withdraw: '/user/withdraw',
  contact: '/contact-us',
  /** The contact form, pre-filled to ask customer care to close the account (a balance that cannot be withdrawn). */
  closeaccount: '/contact-us?topic=close-account',
  /** The contact form, pre-filled to say a new payout destination was not the customer's (issue 47 point 4). */
  payoutdestination: '/contact-us?topic=payout-destination',
  dsar: '/dsar',
  faq: '/faq',
  howitworks: '/how-it-works',
  products: '/products',
  shop: '/shop-and-return',
  privacy: '/privacy-policy',
  countries: '/countries',
  login: '/login',
  signup: '/signup',
} as const;

/** The formatting tags a text may carry, without attributes (as i18next's <Trans> keeps them). */
export const TEXT_TAGS = ['br', 'strong', 'em', 'i', 'p'] as const;
