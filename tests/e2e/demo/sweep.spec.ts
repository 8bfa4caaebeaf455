// The route sweep (issue 11, point 4; issue 45, point 2: one pass per language and viewport). Every
// route of the spec (§2), in the five languages, on a phone and a desktop: ONE test per language ×
// viewport walks every route in a warm page, as a customer does (`sweep ja-JP phone: every route`),
// and checks what only a browser shows — axe, the page's language, its heading and title, sideways
// scrolling on the phone, cards touching, failed requests, and (the fence) console errors and other
// origins. A failure names each route and state that failed. The words shown (raw keys, another
// language's text, placeholders) are judged in jsdom for every route and language:
// tests/ui/app/rendered-texts.test.tsx. The states a journey opens (a bin's info window, a dialog
// of the withdrawal or the profile, a history item, the phone's menu) are checked by that journey.
import { LOCALES } from '../support/texts.mjs';
import {
  chooseLanguage,
  expect,
  failedRequests,
  go,
  inspect,
  MARKETS,
  signInHere,
  test,
  VIEWPORTS,
  type Locale,
  type SweepViewport,
} from '../support/sweep';
import { t } from '../support/texts.mjs';
import type { Page } from '@playwright/test';

/** A state of a route that no journey checks with axe: opened, inspected, closed. */
interface State {
  readonly name: string;
  readonly open: (page: Page, locale: Locale, viewport: SweepViewport) => Promise<void>;
  readonly close: (page: Page) => Promise<void>;
}

interface Route {
  readonly path: string;
  /** What shows the page is drawn, once its first heading is (a map, a form field). */
  readonly ready?: (page: Page, locale: Locale) => Promise<void>;
  readonly states?: readonly State[];
}

const escape = (page: Page) => page.keyboard.press('Escape');
const mapDrawn = (page: Page) => expect(page.locator('.ol-viewport').first()).toBeVisible({ timeout: 15_000 });

const ROUTES: readonly Route[] = [
  // Home first: the language is chosen there, in the footer, as a new visitor does.
  { path: '/' },
  ...['/products', '/how-it-works', '/contact-us', '/dsar', '/privacy-policy', '/terms', '/legal-notice', '/thank-you'].map((path) => ({
    path,
  })),
  { path: '/signup' },
  { path: '/reset-password?token=sweep-token' },
  { path: '/no-such-page' },
  {
    path: '/faq',
    states: [
      {
        name: 'an answer open',
        open: async (page) => {
          const closed = page.getByRole('main').getByRole('button', { expanded: false }).first();
          await closed.click();
          await expect(page.getByRole('main').getByRole('button', { expanded: true }).first()).toBeVisible();
        },
        close: async (page) => page.getByRole('main').getByRole('button', { expanded: true }).first().click(),
      },
    ],
  },
  { path: '/countries', ready: mapDrawn },
  {
    path: '/shop-and-return',
    ready: async (page) => {
      await mapDrawn(page);
      const bins = page.locator('#bins-title').locator('xpath=..').getByRole('list').getByRole('button');
      await expect(bins.first()).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    // Its forgot-password dialog (the "check your inbox" step: look.spec.ts); then the customer signs in.
    path: '/login',
    states: [
      {
        name: 'forgot-password dialog',
        open: async (page, locale) => {
          await page
            .getByRole('main')
            .getByRole('button', { name: t(locale, 'auth:login.forgotPassword'), exact: true })
            .click();
          await expect(page.getByRole('dialog', { name: t(locale, 'auth:forgot.title'), exact: true })).toBeVisible();
        },
        close: async (page) => {
          await escape(page);
          await expect(page.getByRole('dialog')).toHaveCount(0);
        },
      },
    ],
  },
  {
    path: '/user/account',
    states: [
      {
        // The user menu, opened (on a phone, inside the opened main menu).
        name: 'user menu open',
        open: async (page, locale, viewport) => {
          const banner = page.getByRole('banner');
          if (viewport.name === 'phone') await banner.getByRole('button', { name: t(locale, 'common:nav.menu'), exact: true }).click();
          const name = t(locale, 'common:nav.userMenu', { name: MARKETS[locale].name });
          await banner.getByRole('button', { name, exact: true }).click();
          await expect(banner.getByRole('link', { name: t(locale, 'common:nav.profile'), exact: true })).toBeVisible();
        },
        close: escape,
      },
    ],
  },
  { path: '/user/withdraw' },
  {
    path: '/user/profile',
    ready: (page, locale) =>
      expect(page.getByRole('main').getByLabel(t(locale, 'account:profileForm.city'), { exact: true })).toBeVisible({ timeout: 15_000 }),
  },
  { path: '/user/verification-error' },
  { path: '/user/verify-email' },
];

/**
 * British and Canadian English are swept on a phone, the customers' device and where their longer
 * words could overflow; on a desktop their pages are the American ones' layout with a few words
 * spelt otherwise (their words are checked in jsdom like every language's).
 */
const sweptOn = (locale: Locale): readonly SweepViewport[] =>
  locale === 'en-GB' || locale === 'en-CA' ? VIEWPORTS.filter((v) => v.name === 'phone') : VIEWPORTS;

for (const locale of LOCALES as readonly Locale[]) {
  for (const viewport of sweptOn(locale)) {
    test.describe(() => {
      test.use({ viewport: viewport.size });

      test(`sweep ${locale} ${viewport.name}: every route, axe and layout`, async ({ page, shot }) => {
        // 21 routes and their axe runs in one page: a few seconds each on a busy machine.
        test.setTimeout(240_000);
        const failed = failedRequests(page);
        const problems: string[] = [];
        const check = async (at: string, fullPage: boolean) => {
          const found = await inspect(page, `${locale} ${viewport.name} ${at}`, locale, viewport, failed);
          // Soft: the pass goes on to the other routes, and a pass cut short still names what failed.
          expect.soft(found, `${locale} ${viewport.name} ${at}`).toEqual([]);
          problems.push(...found);
          await shot(page, `sweep-${locale}-${viewport.name}-${at.replace(/[/?=]+/g, '-')}`, { fullPage });
        };
        for (const route of ROUTES) {
          if (route.path === '/') await chooseLanguage(page, locale);
          else await go(page, route.path);
          const pathname = route.path.replace(/\?.*/, '');
          await expect(page, `still on ${route.path}`).toHaveURL((url) => url.pathname === pathname);
          await route.ready?.(page, locale);
          // The tab's title names the page: its heading, then the brand (home: the brand alone).
          const heading = ((await page.locator('h1').first().textContent()) ?? '').trim();
          const title = route.path === '/' ? 'Circulo' : `${heading} · Circulo`;
          if (!heading || (await page.title()) !== title)
            problems.push(`${route.path}: title "${await page.title()}", heading "${heading}"`);
          await check(route.path, true);
          for (const state of route.states ?? []) {
            await state.open(page, locale, viewport);
            // A dialog or a menu: the screen only (a full-page screenshot resizes the window).
            await check(`${route.path} ${state.name}`, false);
            await state.close(page);
          }
          if (route.path === '/login') await signInHere(page, locale);
        }
        expect(problems, `${locale} ${viewport.name}: axe, language, sideways scroll, touching cards, failed requests`).toEqual([]);
      });
    });
  }
}
