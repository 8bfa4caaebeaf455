// The route sweep's tools (issue 11, point 4; tests/e2e/demo/sweep.spec.ts declares its tests): how
// one state of a page is inspected — axe, the raw-key, wrong-language (and, in Japanese, Latin-text)
// detectors, the page's language, failed requests and, on a phone, sideways scrolling — and the
// customer's way into a language and a session, done once per worker and language and handed to
// each test as a stored state (the demo keeps its session in cookies and its world, tokens included,
// in localStorage: a new context given both is the customer coming back, as after a reload).
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { refuseCookies } from '../pages/consent-banner';
import { collectTexts, measureCardBoxes, measureOverflow } from './collect.mjs';
import { describeOverflow, describeTouchingCards, findLatinInJapanese, findRawKeys, findWrongLanguage } from './detectors.mjs';
import { DESKTOP, expect, PHONE, test as base } from './demo';
import { fencedContext, fenceProblems, newFenceRecord, type AppPage, type FenceRecord } from './fence';
import { checkWhereTestEnded } from './test';
import { PROPER_NAMES, sweepKnowledge, t } from './texts.mjs';

export { expect } from './demo';

export type Locale = 'en-US' | 'en-GB' | 'en-CA' | 'fr-FR' | 'ja-JP';
export interface SweepViewport {
  readonly name: 'phone' | 'desktop';
  readonly size: { readonly width: number; readonly height: number };
}
export const VIEWPORTS: readonly SweepViewport[] = [
  { name: 'phone', size: PHONE },
  { name: 'desktop', size: DESKTOP },
];

/** The demo customer of each language's market (fakes/demo-world.ts). */
export const MARKETS: Record<Locale, { readonly name: string }> = {
  'en-US': { name: 'Alex Morgan' },
  'en-GB': { name: 'Sam Taylor' },
  'en-CA': { name: 'Jordan Tremblay' },
  'fr-FR': { name: 'Camille Martin' },
  'ja-JP': { name: '佐藤 花子' },
};

/** The country segment of each language's addresses (`/jp/login`). */
const COUNTRY_SEGMENT: Record<Locale, string> = { 'en-US': 'us', 'en-GB': 'uk', 'en-CA': 'ca', 'fr-FR': 'fr', 'ja-JP': 'jp' };

/** Where a test starts: a new visitor, a visitor who chose the language (and cookies), or the signed-in customer. */
export type Start = 'new visitor' | 'visitor' | 'customer';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The language, chosen as a customer does on the home page: the cookie banner answered, the footer's selector (stored for the next visits). */
export async function chooseLanguage(page: AppPage, locale: Locale): Promise<void> {
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await refuseCookies(page);
  await page.getByRole('contentinfo').getByRole('combobox').selectOption(locale);
  await expectLanguageRemembered(page, locale, 'in the footer');
}

/** The page is in `locale` and the app remembers it for the next visits (`how`: where it was chosen). */
async function expectLanguageRemembered(page: Page, locale: Locale, how: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => [document.documentElement.lang, localStorage.getItem('locale')]), {
      message: `${locale} chosen ${how}, and remembered`,
    })
    .toEqual([locale, locale]);
}

/** On the login page: the demo customer of the language's market signs in, and is sent to their account with their name in the user menu. */
export async function signInHere(page: Page, locale: Locale): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel(t(locale, 'auth:login.email'), { exact: true }).fill('demo@example.com');
  await main.getByLabel(t(locale, 'auth:login.password'), { exact: true }).fill('demo1234');
  await main.getByRole('button', { name: t(locale, 'auth:login.submit'), exact: true }).click();
  await expect(page, `${locale}: signed in and sent to the account`).toHaveURL((url) => url.pathname === '/user/account');
  // (The user menu's name is visually hidden, and the whole menu is folded away on a phone.)
  await expect(page.getByText(t(locale, 'common:nav.userMenu', { name: MARKETS[locale].name }), { exact: true })).toBeAttached();
}

/** One test's page in the sweep, and how it inspects a state of it. */
export interface Sweep {
  readonly page: AppPage;
  readonly locale: Locale;
  readonly viewport: SweepViewport;
  readonly main: Locator;
  /** The app's words in the test's language. */
  readonly tx: (key: string, values?: Record<string, string | number>) => string;
  /**
   * Everything checked on the page as it stands: every problem is gathered into one soft assertion
   * naming the state, so a test goes on to its other states and lists them all when it ends.
   */
  readonly inspect: (label: string, options?: { readonly fullPage?: boolean }) => Promise<void>;
  /**
   * To a route as the app's links go (history.pushState, which the router follows), not a reload: a
   * page is booted once per language, viewport and start in a worker, and its tests walk it as the
   * old single-page sweep did. The next screen is there once an h1 other than the last one is.
   */
  readonly go: (path: string) => Promise<void>;
}

/** A sweep page kept for the next tests of its language, viewport and start. */
interface Held {
  readonly context: BrowserContext;
  readonly page: AppPage;
  readonly fence: FenceRecord;
  /** Same-origin requests that failed (the fence counts other origins only). */
  readonly failed: string[];
}

/** What one sweep test is about: its language, its viewport, and where it starts. */
export interface SweepCase {
  readonly locale: Locale;
  readonly viewport: SweepViewport;
  readonly start: Start;
  /** The test changes where its page stands (it signs in): it gets a page of its own, not the kept one. */
  readonly fresh?: boolean;
}

interface SweepFixtures {
  /** Set per test (`test.use`): the test's page is given its language's stored start and its viewport. */
  sweepCase: SweepCase | null;
  /** The test's page for its case, and how to inspect a state of it. */
  sweep: Sweep;
}
interface SweepWorkerFixtures {
  /** The stored state after the customer's way in (language chosen; signed in or not), made once per worker. */
  storedStart: (locale: Locale, signedIn: boolean) => Promise<StorageState>;
  /** The pages kept, by language, viewport and start. */
  sweepPages: Map<string, Held>;
}

export const test = base.extend<SweepFixtures, SweepWorkerFixtures>({
  storedStart: [
    async ({ browser, site }, use) => {
      const made = new Map<string, Promise<StorageState>>();
      const make = async (locale: Locale, signedIn: boolean): Promise<StorageState> => {
        const fence = newFenceRecord();
        const context = await fencedContext(browser, fence, { baseURL: site.url });
        try {
          const page = (await context.newPage()) as AppPage;
          // The address's country segment chooses the language, which the app remembers (spec §2): the
          // short way in. Choosing it in the footer is the new visitor's test (`sweep … /`).
          await page.goto(`/${COUNTRY_SEGMENT[locale]}/login`);
          await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
          await refuseCookies(page);
          await expectLanguageRemembered(page, locale, 'by the address');
          if (signedIn) await signInHere(page, locale);
          expect(fenceProblems(fence), `${locale}: the way in asked no other origin, logged no error`).toEqual([]);
          return await context.storageState();
        } finally {
          await context.close();
        }
      };
      await use((locale, signedIn) => {
        const key = `${locale} ${signedIn}`;
        let state = made.get(key);
        if (!state) {
          state = make(locale, signedIn);
          made.set(key, state);
          state.catch(() => made.delete(key));
        }
        return state;
      });
    },
    { scope: 'worker' },
  ],
  sweepCase: [null, { option: true }],
  sweepPages: [
    async ({}, use) => {
      const pages = new Map<string, Held>();
      await use(pages);
      await Promise.all([...pages.values()].map((held) => held.context.close().catch(() => {})));
    },
    { scope: 'worker' },
  ],
  sweep: async ({ sweepCase, browser, site, storedStart, sweepPages, checkA11y, shot, a11yAtEnd }, use, testInfo) => {
    if (!sweepCase) throw new Error('the sweep fixture needs test.use({ sweepCase })');
    const { locale, viewport, start } = sweepCase;
    const fresh = start === 'new visitor' || sweepCase.fresh === true;
    const key = `${locale} ${viewport.name} ${start}`;
    let held = fresh ? undefined : sweepPages.get(key);
    if (!held) {
      const fence = newFenceRecord();
      const context = await fencedContext(browser, fence, {
        baseURL: site.url,
        viewport: viewport.size,
        ...(start === 'new visitor' ? {} : { storageState: await storedStart(locale, start === 'customer') }),
      });
      const page = (await context.newPage()) as AppPage;
      const failed: string[] = [];
      page.on('requestfailed', (r) => failed.push(`${r.method()} ${r.url()} failed: ${r.failure()?.errorText ?? 'unknown error'}`));
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.request().method()} ${r.url()} -> HTTP ${r.status()}`);
      });
      held = { context, page, fence, failed };
      if (!fresh) sweepPages.set(key, held);
    }
    const { page, fence, failed } = held;
    const go: Sweep['go'] = async (path) => {
      if (page.url() === 'about:blank') {
        await page.goto(path);
        return;
      }
      await page.evaluate((to) => {
        for (const h of document.querySelectorAll('h1')) h.dataset.sweepLeft = '';
        history.pushState(null, '', to);
      }, path);
      await expect(page.locator('h1:not([data-sweep-left])').first()).toBeVisible({ timeout: 15_000 });
    };
    // Screenshots: every state in French and Japanese (the longest words, another script), every
    // page in American English; the British and Canadian pages look like the American ones.
    const shotsForEveryState = locale === 'fr-FR' || locale === 'ja-JP';
    const shotsForPages = shotsForEveryState || locale === 'en-US';
    const knowledge = sweepKnowledge();
    const inspect: Sweep['inspect'] = async (label, { fullPage = true } = {}) => {
      const at = `${locale} ${viewport.name} ${label} (${new URL(page.url()).pathname})`;
      const problems: string[] = [];
      try {
        await checkA11y(page, at);
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
      }
      const { lang, items } = await collectTexts(page);
      if (lang !== locale) problems.push(`<html lang="${lang}">, expected ${locale}`);
      const found = [...findRawKeys(items, knowledge), ...findWrongLanguage(items, locale, knowledge)];
      if (locale === 'ja-JP') found.push(...findLatinInJapanese(items, { allowedNames: PROPER_NAMES }));
      if (viewport.name === 'phone') found.push(...describeOverflow(await measureOverflow(page)));
      found.push(...describeTouchingCards(await measureCardBoxes(page)));
      problems.push(...new Set(found), ...failed.splice(0));
      expect.soft(problems, `${at}: axe, raw keys, wrong language, sideways scroll, failed requests, touching cards`).toEqual([]);
      if (shotsForEveryState || (shotsForPages && !label.includes(' ')))
        await shot(page, `sweep-${locale}-${viewport.name}-${label}`, { fullPage });
    };
    await use({ page, locale, viewport, main: page.getByRole('main'), tx: (k, values) => t(locale, k, values), inspect, go });
    const passed = testInfo.status === testInfo.expectedStatus;
    try {
      if (passed) await checkWhereTestEnded([page], fence, a11yAtEnd);
    } finally {
      fence.externalRequests.length = 0;
      fence.consoleErrors.length = 0;
      failed.length = 0;
      // A page of its own, or one a failure left in a state nobody knows: not kept.
      if (fresh || !passed) {
        sweepPages.delete(key);
        await held.context.close().catch(() => {});
      }
    }
  },
});
