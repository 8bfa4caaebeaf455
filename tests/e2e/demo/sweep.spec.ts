// Issue 11, point 4: the route sweep. Every route of the spec (§2) with its dialogs and expanded
// items, in the five languages, on a phone and a desktop: one test per route × language × viewport
// (`sweep fr-FR phone /user/withdraw`), each checking the page's heading and title and inspecting
// every state of its route (tests/e2e/support/sweep.ts), failing on axe, raw keys, text of another
// language, sideways scrolling on the phone, failed requests, and (the fence) console errors and
// other origins.
import { escapeRe, entries, LOCALES } from '../support/texts.mjs';
import {
  chooseLanguage,
  expect,
  MARKETS,
  signInHere,
  test,
  VIEWPORTS,
  type Locale,
  type Start,
  type Sweep,
  type SweepViewport,
} from '../support/sweep';

/** A state of a route beyond its first view: opened, inspected, and closed again if it says how. */
interface State {
  /** Names it in failures and screenshots, after the route's label: `login forgot-password`. */
  readonly name: string;
  readonly open: (s: Sweep) => Promise<void>;
  readonly close?: (s: Sweep) => Promise<void>;
  /** A dialog or an overlay: the screen only (a full-page screenshot resizes the window). */
  readonly fullPage?: false;
  readonly phoneOnly?: true;
}

interface Route {
  /** Visited as is. */
  readonly path: string;
  /** Names the page in failures and screenshots (as the old sweep named them). */
  readonly label: string;
  readonly start: Start;
  /** What shows the page is drawn, once its first heading is (a map, a form field). */
  readonly ready?: (s: Sweep) => Promise<void>;
  readonly states?: readonly State[];
  /** What the test does once every state is inspected. */
  readonly after?: (s: Sweep) => Promise<void>;
}

/** The text between <tag> and </tag> in a rich text (a link's words). */
function tagged(locale: Locale, key: string, tag: string): string {
  const raw = entries(locale).get(key) ?? '';
  const m = new RegExp(`<${tag}>(.*?)</${tag}>`).exec(raw);
  if (!m?.[1]) throw new Error(`${locale} ${key} has no <${tag}>`);
  return m[1].replace(/<\/?[a-z][\w-]*>/gi, '');
}

const mainMenuButton = ({ page, tx }: Sweep) => page.getByRole('banner').getByRole('button', { name: tx('common:nav.menu'), exact: true });
const escape = ({ page }: Sweep) => page.keyboard.press('Escape');
const mapDrawn = ({ page }: Sweep) => expect(page.locator('.ol-viewport').first()).toBeVisible({ timeout: 15_000 });
const bins = ({ page }: Sweep) => page.locator('#bins-title').locator('xpath=..').getByRole('list').getByRole('button');
/** The first item of the page folded away, unfolded. */
const unfoldFirst = async ({ main }: Sweep) => {
  const closed = main.getByRole('button', { expanded: false }).first();
  await expect(closed).toBeVisible();
  await closed.click();
  await expect(main.getByRole('button', { expanded: true }).first()).toBeVisible();
};

const page = (path: string, label: string, start: Start = 'visitor'): Route => ({ path, label, start });

const ROUTES: readonly Route[] = [
  {
    // The language is chosen in this test, through the footer; the other tests start with it chosen.
    path: '/',
    label: 'home',
    start: 'new visitor',
    states: [
      {
        name: 'menu-open',
        phoneOnly: true,
        fullPage: false,
        open: async (s) => {
          await mainMenuButton(s).click();
          await expect(s.page.getByRole('navigation', { name: s.tx('common:nav.label'), exact: true })).toBeVisible();
        },
        close: escape,
      },
    ],
  },
  page('/products', 'products'),
  page('/how-it-works', 'how-it-works'),
  page('/contact-us', 'contact-us'),
  page('/dsar', 'dsar'),
  page('/privacy-policy', 'privacy-policy'),
  page('/terms', 'terms'),
  page('/legal-notice', 'legal-notice'),
  page('/thank-you', 'thank-you'),
  page('/signup', 'signup'),
  page('/reset-password?token=sweep-token', 'reset-password'),
  page('/no-such-page', 'not-found'),
  { ...page('/faq', 'faq'), states: [{ name: 'answer-open', open: unfoldFirst }] },
  // The maps: the country selector, and the locator with a bin's info window open.
  { ...page('/countries', 'countries'), ready: mapDrawn },
  {
    ...page('/shop-and-return', 'shop-and-return'),
    ready: async (s) => {
      await mapDrawn(s);
      await expect(bins(s).first()).toBeVisible({ timeout: 15_000 });
    },
    states: [
      {
        name: 'bin-info',
        // (A full-page screenshot resizes the window, which hides the map's overlays: the screen only.)
        fullPage: false,
        open: async (s) => {
          await bins(s).first().click();
          // Floating on a desktop's map; on a phone a card under it (issue 44, point 7).
          await expect(s.page.locator('section:has(> div > h2[tabindex="-1"])')).toBeVisible();
        },
      },
    ],
  },
  {
    // Login, its forgot-password dialog and the thank-you step; then the demo customer signs in.
    ...page('/login', 'login'),
    states: [
      {
        name: 'forgot-password',
        fullPage: false,
        open: async (s) => {
          await s.main.getByRole('button', { name: s.tx('auth:login.forgotPassword'), exact: true }).click();
          await expect(s.page.getByRole('dialog', { name: s.tx('auth:forgot.title'), exact: true })).toBeVisible();
        },
      },
      {
        name: 'forgot-password-sent',
        fullPage: false,
        open: async (s) => {
          const forgot = s.page.getByRole('dialog', { name: s.tx('auth:forgot.title'), exact: true });
          await forgot.locator('input[type="email"]').fill('demo@example.com');
          await forgot.getByRole('button', { name: s.tx('auth:forgot.submit'), exact: true }).click();
          await expect(s.page.getByRole('dialog', { name: s.tx('auth:forgot.sentTitle'), exact: true })).toBeVisible();
        },
        close: async (s) => {
          await escape(s);
          await expect(s.page.getByRole('dialog', { name: s.tx('auth:forgot.sentTitle'), exact: true })).toBeHidden();
        },
      },
    ],
    after: (s) => signInHere(s.page, s.locale),
  },
  {
    ...page('/user/account', 'account', 'customer'),
    states: [
      { name: 'transaction-open', open: unfoldFirst },
      {
        // The user menu, opened (on a phone, inside the opened main menu).
        name: 'user-menu',
        fullPage: false,
        open: async (s) => {
          if (s.viewport.name === 'phone') await mainMenuButton(s).click();
          const name = s.tx('common:nav.userMenu', { name: MARKETS[s.locale].name });
          await s.page.getByRole('banner').getByRole('button', { name, exact: true }).click();
          await expect(s.page.getByRole('banner').getByRole('link', { name: s.tx('common:nav.profile'), exact: true })).toBeVisible();
        },
        close: escape,
      },
    ],
  },
  {
    ...page('/user/withdraw', 'withdraw', 'customer'),
    states: [
      {
        name: 'payout-setup',
        fullPage: false,
        open: async (s) => {
          const title = s.tx('wallet:payout.setUpTitle').replace('{{method}}', s.tx('wallet:payout.bank.inSentence'));
          await s.page.getByRole('button', { name: new RegExp(`^${escapeRe(title)}$`) }).click();
          await expect(s.page.getByRole('dialog')).toBeVisible();
        },
        close: async (s) => {
          await escape(s);
          await expect(s.page.getByRole('dialog')).toBeHidden();
        },
      },
    ],
  },
  {
    // The profile, and its unsaved-changes dialog (the demo account's deletion is refused: no form).
    ...page('/user/profile', 'profile', 'customer'),
    ready: (s) => expect(s.main.getByLabel(s.tx('account:profileForm.city'), { exact: true })).toBeVisible({ timeout: 15_000 }),
    states: [
      {
        name: 'unsaved-changes',
        fullPage: false,
        open: async (s) => {
          const city = s.main.getByLabel(s.tx('account:profileForm.city'), { exact: true });
          await city.fill(`${await city.inputValue()} 2`);
          await s.main
            .getByRole('link', { name: tagged(s.locale, 'account:profileForm.customerCare', 'contact'), exact: true })
            .first()
            .click();
          await expect(s.page.getByRole('dialog', { name: s.tx('account:profileForm.leaveTitle'), exact: true })).toBeVisible();
        },
        close: async (s) => {
          const leave = s.page.getByRole('dialog', { name: s.tx('account:profileForm.leaveTitle'), exact: true });
          await leave.getByRole('button', { name: s.tx('account:profileForm.stay'), exact: true }).click();
          await expect(leave).toBeHidden();
        },
      },
    ],
  },
  page('/user/verification-error', 'verification-error', 'customer'),
  page('/user/verify-email', 'verify-email', 'customer'),
];

/**
 * British and Canadian English are swept on a phone, the customers' device and where their longer
 * words could overflow; on a desktop their pages are the American ones' layout with a few words
 * spelt otherwise (their texts are checked on the phone). 42 tests fewer keep `npm test` under CI's
 * 15 minutes now that the sweep has 21 routes.
 */
const sweptOn = (locale: Locale): readonly SweepViewport[] =>
  locale === 'en-GB' || locale === 'en-CA' ? VIEWPORTS.filter((v) => v.name === 'phone') : VIEWPORTS;

for (const locale of LOCALES) {
  for (const viewport of sweptOn(locale)) {
    // A language's routes on one viewport run in order in one worker (each still a test of its own:
    // a failure ends only that test), so the pages kept for them and the language's way in are made
    // once, not once per worker (the American and Japanese sweeps: 135 s of tests against 160 s).
    test.describe(() => {
      test.describe.configure({ mode: 'default' });
      for (const route of ROUTES) sweepTest(locale, viewport, route);
    });
  }
}

/** One route's test, in one language on one viewport: `sweep ja-JP phone /user/withdraw`. */
function sweepTest(locale: Locale, viewport: SweepViewport, route: Route): void {
  test.describe(() => {
    test.use({ sweepCase: { locale, viewport, start: route.start, fresh: route.after !== undefined } });

    test(`sweep ${locale} ${viewport.name} ${route.path}`, async ({ sweep: s }) => {
      if (route.start === 'new visitor') await chooseLanguage(s.page, locale);
      else await s.go(route.path);
      await expect(s.page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
      await expect(s.page, `still on ${route.path}`).toHaveURL((url) => url.pathname === route.path.replace(/\?.*/, ''));
      await route.ready?.(s);
      // The tab's title names the page: its heading, then the brand (home: the brand alone).
      const heading = ((await s.page.locator('h1').first().textContent()) ?? '').trim();
      expect(heading, `${route.path} has a heading`).not.toBe('');
      await expect(s.page, `${route.path}: the title names the heading "${heading}"`).toHaveTitle(
        route.path === '/' ? 'Circulo' : `${heading} · Circulo`,
      );
      // Search engines and shared links show the page's own description, in its language.
      const description = ((await s.page.locator('meta[name="description"]').getAttribute('content')) ?? '').trim();
      expect(description, `${route.path} has a description of its own`).not.toMatch(/^(Circulo)?$/);
      await s.inspect(route.label);
      for (const state of route.states ?? []) {
        if (state.phoneOnly && viewport.name !== 'phone') continue;
        await state.open(s);
        await s.inspect(`${route.label} ${state.name}`, state.fullPage === false ? { fullPage: false } : {});
        await state.close?.(s);
      }
      await route.after?.(s);
    });
  });
}
