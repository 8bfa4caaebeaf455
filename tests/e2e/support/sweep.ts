// The route sweep's tools (tests/e2e/demo/sweep.spec.ts declares its passes): the customer's way
// into a language and a session, and what is checked of a page only a browser can show — axe, the
// page's language, sideways scrolling on a phone, cards touching, failed requests. The words a page
// shows (raw keys, another language's text) are judged in jsdom: tests/ui/app/rendered-texts.test.tsx.
import type { Page } from '@playwright/test';
import { refuseCookies } from '../pages/consent-banner';
import { checkA11y } from './axe';
import { measureCardBoxes, measureOverflow } from './collect.mjs';
import { describeOverflow, describeTouchingCards } from './detectors.mjs';
import { DESKTOP, expect, PHONE } from './demo';
import type { AppPage } from './fence';
import { t } from './texts.mjs';

export { expect, test } from './demo';

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

/** Same-origin requests of `page` that failed or were answered with an error, from now on (taken by `inspect`). */
export function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(`${r.method()} ${r.url()} failed: ${r.failure()?.errorText ?? 'unknown error'}`));
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.request().method()} ${r.url()} -> HTTP ${r.status()}`);
  });
  return failed;
}

/**
 * To a route as the app's links go (history.pushState, which the router follows), not a reload: the
 * pass walks one warm page, as a customer does. The next screen is there once an h1 other than the
 * last one is. Already there: nothing to do.
 */
export async function go(page: Page, path: string): Promise<void> {
  const url = new URL(path, page.url());
  if (url.pathname === new URL(page.url()).pathname) return;
  await page.evaluate((to) => {
    for (const h of document.querySelectorAll('h1')) h.dataset.sweepLeft = '';
    history.pushState(null, '', to);
  }, path);
  await expect(page.locator('h1:not([data-sweep-left])').first()).toBeVisible({ timeout: 15_000 });
}

/**
 * What only a browser shows of the page as it stands, as a list of problems (empty: none): axe, the
 * page's language, on a phone sideways scrolling, cards closer than 8 px, and the `failed` requests
 * since the last inspection. `at` names the route and state in every problem.
 */
export async function inspect(page: Page, at: string, locale: Locale, viewport: SweepViewport, failed: string[]): Promise<string[]> {
  const problems: string[] = [];
  try {
    await checkA11y(page, at);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== locale) problems.push(`<html lang="${lang}">, expected ${locale}`);
  if (viewport.name === 'phone') problems.push(...describeOverflow(await measureOverflow(page)));
  problems.push(...describeTouchingCards(await measureCardBoxes(page)), ...failed.splice(0));
  return [...new Set(problems)].map((p) => `${at}: ${p}`);
}
