// The prerendered public pages (scripts/prerender.mjs) on the production build: what a visitor sees
// before the app's script has run, in their language and banner state, and what happens to what
// they type meanwhile.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { AppPage } from '../support/fence';
import { expect, PHONE, PRODUCTION_DIR, test } from '../support/production';
import { REPO_ROOT } from '../support/test';
import { t } from '../support/texts.mjs';
import { inlineScriptHashes, inlineStyleHashes } from '../../../deploy/render-nginx.mjs';
import { styleHash } from '../../../scripts/lib/inline-styles.mjs';
import { svgDataUrl } from '../../../scripts/lib/favicon.mjs';

/** The hashes the build lists for the server's policy (scripts/lib/inline-styles.mjs). */
const PAGE_STYLES = inlineStyleHashes(PRODUCTION_DIR);
const PAGE_SCRIPTS = inlineScriptHashes(PRODUCTION_DIR);
/** The one drawing of the logo (scripts/icons.mjs draws the installed app's icons from it too). */
const FAVICON = readFileSync(path.join(REPO_ROOT, 'public', 'favicon.svg'), 'utf8');

test.use({ viewport: PHONE });

const PAGES = ['/', '/products', '/faq', '/login'];

/** The served HTML, as it arrives (no script has run). */
async function served(page: AppPage, route: string): Promise<string> {
  const response = await page.gotoPrerendered(route);
  if (!response) throw new Error(`${route}: no response`);
  return response.text();
}

/** The app has drawn over the prerendered page (its root has lost `data-prerendered`). */
const appTookOver = (page: Page) => expect(page.locator('#root'), 'the app took over the page').not.toHaveAttribute('data-prerendered');

const cookiesOf = async (page: Page) => Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));

/**
 * The app's script held, as on a slow network, until `release()` (a fixed delay would race a busy
 * machine); `asked()` says how often the browser asked for it.
 */
async function holdAppScript(page: Page) {
  let asked = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  return { release: () => release(), asked: () => asked };
}

test.describe('without JavaScript', () => {
  // The page this test ends on runs no script, axe's included (it never answers): the pages are the
  // prerendered ones, which the sweep and the other tests check with axe once the app has drawn them.
  test.use({ a11yAtEnd: false });

  test('first paint: without JavaScript the public pages are there, in French by default and in the language of the cookie', async ({
    openPage,
    shot,
  }) => {
    const page = await openPage({ viewport: PHONE, javaScriptEnabled: false });
    const h1 = page.locator('main h1');
    for (const route of PAGES) {
      await test.step(route, async () => {
        const html = await served(page, route);
        expect(html, `${route}: a prerendered page`).toMatch(/<div id="root" data-prerendered="fr-FR">/);
        // One script: its loader, inline (no request before the paint), allowed by its hash.
        const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
        expect(
          scripts.map((m) => m[1]?.includes('src=')),
          `${route}: one script, its loader, no file`,
        ).toEqual([false]);
        expect(PAGE_SCRIPTS, `${route}: its loader allowed by the policy's hash`).toEqual([styleHash(scripts[0]?.[2] ?? '')]);
        // Its styles in one <style>, allowed by its hash (issue 22: it paints with its HTML alone); no style attribute.
        const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
        expect(styles, `${route}: its styles in one <style>`).toHaveLength(1);
        expect(PAGE_STYLES, `${route}: its <style> allowed by the policy's hashes`).toContain(styleHash(styles[0] ?? ''));
        expect(html, `${route}: no style attribute`).not.toMatch(/\sstyle="/);
        expect(html, `${route}: no style sheet fetched before the paint`).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled)[^>]*>/);
        // The tab's icon in the page itself: a link to a file was a request ahead of the paint (issue 22).
        const icons = [...html.matchAll(/<link rel="icon" href="([^"]*)"/g)].map((m) => m[1] ?? '');
        expect(icons, `${route}: one icon, written in the page`).toEqual([svgDataUrl(FAVICON)]);
        await expect(page.locator('html'), `${route}: lang`).toHaveAttribute('lang', 'fr-FR');
        await expect(h1, `${route}: its heading`).toHaveText(/\S.+\S/);
        if (route !== '/') await expect(page, `${route}: its own title`).not.toHaveTitle('Circulo');
        await expect(page.getByRole('region', { name: /cookies/i }), `${route}: the cookie banner, for a first visit`).toBeVisible();
      });
    }
    await expect(h1, '/login: the French heading').toHaveText(t('fr-FR', 'auth:login.title'));
    await shot(page, 'first-paint-fr-login-no-js');

    await page.context().addCookies([
      { name: 'circulo_locale', value: 'ja-JP', url: page.url() },
      { name: 'circulo_consent', value: 'denied', url: page.url() },
    ]);
    await served(page, '/faq');
    await expect(page.locator('html'), 'ja-JP cookie: a Japanese page').toHaveAttribute('lang', 'ja-JP');
    await expect(h1, '/faq: the Japanese heading').toHaveText(t('ja-JP', 'content:faq.title'));
    await expect(page.getByRole('region', { name: /cookie|クッキー/i }), 'consent answered: no banner').toHaveCount(0);
    await shot(page, 'first-paint-ja-faq-no-js');
  });

  test('first paint: a page’s <style> holds only the rules its markup uses, and draws it as the whole style sheets do (issue 22)', async ({
    openPage,
  }) => {
    const page = await openPage({ viewport: PHONE, javaScriptEnabled: false });
    for (const route of PAGES) {
      await test.step(route, async () => {
        const html = await served(page, route);
        const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
        const hrefs = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)" disabled>/g)].map((m) => m[1] ?? '');
        const whole = (await Promise.all(hrefs.map(async (href) => (await page.request.get(href)).text()))).join('\n');
        expect(hrefs.length, `${route}: links the app's style sheets, disabled`).toBeGreaterThan(0);
        expect(style.length, `${route}: fewer rules than the style sheets it links`).toBeLessThan(whole.length * 0.8);
        expect(html, `${route}: no manifest before the paint (the browser would fetch it and its icon)`).not.toMatch(
          /<link[^>]*rel="manifest"/,
        );
        const painted = await page.screenshot({ fullPage: true });
        // The same page with its style sheets enabled: the whole app's rules after its own.
        await page.route(`**${route}`, async (request) => {
          const response = await request.fetch();
          await request.fulfill({ response, body: (await response.text()).replace(/(<link rel="stylesheet"[^>]*) disabled>/g, '$1>') });
        });
        await served(page, route);
        await expect(page.locator('link[rel="stylesheet"][disabled]')).toHaveCount(0);
        expect(await page.screenshot({ fullPage: true }), `${route}: drawn as with the whole style sheets`).toEqual(painted);
        await page.unrouteAll();
      });
    }
  });

  test('first paint: ?headless is served without navbar, footer or banner, before any script (issue 20, point 2)', async ({
    openPage,
    shot,
  }) => {
    const page = await openPage({ viewport: PHONE, javaScriptEnabled: false });
    for (const route of ['/faq?headless', '/products?headless=true', '/?x=1&headless']) {
      await test.step(route, async () => {
        const html = await served(page, route);
        expect(html, `${route}: a prerendered page`).toMatch(/<div id="root" data-prerendered="fr-FR">/);
        await expect(page.locator('main h1'), `${route}: its heading`).toHaveText(/\S.+\S/);
        await expect(page.getByRole('banner'), `${route}: no navbar`).toHaveCount(0);
        await expect(page.getByRole('contentinfo'), `${route}: no footer`).toHaveCount(0);
        await expect(page.getByRole('region', { name: /cookies/i }), `${route}: no cookie banner`).toHaveCount(0);
      });
    }
    await shot(page, 'first-paint-fr-faq-headless-no-js');
    await served(page, '/faq');
    await expect(page.getByRole('banner'), 'without ?headless: the navbar').toHaveCount(1);
  });

  test('first paint: a first visit from a Japanese browser is served in Japanese (issue 20, point 1)', async ({ openPage, shot }) => {
    const page = await openPage({ viewport: PHONE, javaScriptEnabled: false, locale: 'ja-JP' });
    const html = await served(page, '/');
    expect(html, 'the prerendered Japanese home page').toMatch(/<div id="root" data-prerendered="ja-JP">/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
    await expect(page.locator('main h1')).toHaveText(t('ja-JP', 'common:home.title'));
    await expect(page.getByRole('region', { name: /クッキー/ }), 'a first visit: the banner, in Japanese').toBeVisible();
    await shot(page, 'first-visit-ja-JP-home-no-js');
  });
});

test('first paint: ?headless stays headless once the app has drawn over the page', async ({ page }) => {
  await page.goto('/faq?headless');
  await appTookOver(page);
  await expect(page.locator('main h1')).toHaveText(t('fr-FR', 'content:faq.title'));
  await expect(page.getByRole('banner'), 'no navbar').toHaveCount(0);
  await expect(page.getByRole('contentinfo'), 'no footer').toHaveCount(0);
  await expect(page.getByRole('region', { name: /cookies/i }), 'no cookie banner').toHaveCount(0);
});

test('first paint: a Japanese browser’s first visit: the app stays in Japanese and says so to the server', async ({ openPage, shot }) => {
  const page = await openPage({ viewport: PHONE, locale: 'ja-JP' });
  await page.goto('/');
  await appTookOver(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page.locator('main h1')).toHaveText(t('ja-JP', 'common:home.title'));
  await expect(page.getByRole('region', { name: /クッキー/ })).toBeVisible();
  await shot(page, 'first-visit-ja-JP-home');
});

test('first paint: what is typed before the script has run stays once the app draws over the page, and signing in works', async ({
  page,
}) => {
  // A slow network: the app's script is held until the address has been typed, then let through.
  const script = await holdAppScript(page);
  await page.gotoPrerendered('/login');
  const email = page.getByRole('main').getByLabel('Adresse e-mail', { exact: true });
  await email.fill('demo@example.com');
  await expect(page.locator('#root'), 'typed before the app ran').toHaveAttribute('data-prerendered');
  script.release();
  await appTookOver(page);
  expect(script.asked(), 'the app’s script was asked for once').toBe(1);
  await expect(email, 'the address typed is still there').toHaveValue('demo@example.com');
  await expect(email, 'and the field keeps the focus').toBeFocused();
  await page
    .getByRole('region', { name: /cookies/i })
    .getByRole('button', { name: /nécessaires/i })
    .click();
  await page.getByRole('main').getByLabel('Mot de passe', { exact: true }).fill('demo1234');
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  await expect(page, 'the account after login').toHaveURL((url) => url.pathname === '/user/account');
  expect((await cookiesOf(page)).circulo_consent, 'the banner’s answer is kept for the server').toBe('denied');
});

test('first paint: a tap and a form sent before the script has run show they are under way, are carried out once the app draws over the page, and nothing typed reaches the address', async ({
  page,
}) => {
  // The app's script held, as on a slow network: the customer answers the banner and signs in meanwhile.
  const script = await holdAppScript(page);
  await page.gotoPrerendered('/login');
  const refuse = page.getByRole('region', { name: /cookies/i }).getByRole('button', { name: /nécessaires/i });
  await refuse.click();
  await expect(refuse, 'the tap is under way, and the button says so').toHaveAttribute('aria-busy', 'true');
  await refuse.click();
  const main = page.getByRole('main');
  await main.getByLabel('Adresse e-mail', { exact: true }).fill('demo@example.com');
  await main.getByLabel('Mot de passe', { exact: true }).fill('demo1234');
  await main.getByLabel('Mot de passe', { exact: true }).press('Enter');
  await expect(main.getByRole('button', { name: 'Se connecter' }), 'so does the form’s').toHaveAttribute('aria-busy', 'true');
  // The browser would send the form itself (to the address, password included): the page keeps it.
  await expect(page.locator('#root'), 'still the prerendered page').toHaveAttribute('data-prerendered');
  expect(new URL(page.url()).search, 'nothing typed in the address').toBe('');
  script.release();
  await appTookOver(page);
  await expect(page, 'the form sent once the app is there: the account').toHaveURL((url) => url.pathname === '/user/account');
  expect(new URL(page.url()).search, 'nothing typed in the address').toBe('');
  await expect(page.getByRole('region', { name: /cookies/i }), 'the banner, answered, is gone').toHaveCount(0);
  expect((await cookiesOf(page)).circulo_consent, 'and its answer kept').toBe('denied');
});

test('first paint: on the keyboard before the script has run, a question opened with Enter is opened once the app draws over the page, and keeps the focus', async ({
  page,
}) => {
  const script = await holdAppScript(page);
  await page.gotoPrerendered('/faq');
  const question = page.getByRole('main').getByRole('button', { expanded: false }).first();
  const name = ((await question.textContent()) ?? '').trim();
  await question.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(question, 'under way, and says so').toHaveAttribute('aria-busy', 'true');
  script.release();
  await appTookOver(page);
  const same = page.getByRole('main').getByRole('button', { name, exact: true });
  await expect(same, 'opened once (pressed twice while held)').toHaveAttribute('aria-expanded', 'true');
  await expect(same, 'and the customer is still on it').toBeFocused();
  await page.keyboard.press('Enter');
  await expect(same, 'the keyboard goes on from there').toHaveAttribute('aria-expanded', 'false');
});

test('first paint: the app takes over the page with no console error, and it works (FAQ, language)', async ({ page }) => {
  await page.goto('/faq');
  // Once painted, the page links its manifest (the app stays installable) and enables its whole style sheets.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest/fr-FR.webmanifest');
  await expect(page.locator('link[rel="stylesheet"][disabled]'), 'the whole style sheets, before the app ran').toHaveCount(0);
  const name = await page.getByRole('main').getByRole('button', { expanded: false }).first().textContent();
  const first = page.getByRole('main').getByRole('button', { name: (name ?? '').trim(), exact: true });
  await first.click();
  await expect(first, 'an answer opens').toHaveAttribute('aria-expanded', 'true');
  // A customer who chose Japanese gets the Japanese page from the server next time.
  await page.evaluate(() => localStorage.setItem('locale', 'ja-JP'));
  await page.goto('/products');
  await expect
    .poll(async () => (await cookiesOf(page)).circulo_locale, { message: 'the saved language is told to the server' })
    .toBe('ja-JP');
  const html = await served(page, '/products');
  expect(html, 'the next page arrives in Japanese').toMatch(/<html lang="ja-JP"/);
  await appTookOver(page);
  await expect(page.locator('html'), 'and the app keeps it').toHaveAttribute('lang', 'ja-JP');
});

test('first paint: with the app’s cookies but not its storage, the app starts as the server served the page: Japanese, banner answered (issue 22)', async ({
  page,
}) => {
  await page.goto('/faq');
  await page.evaluate(() => localStorage.clear());
  await page.context().addCookies([
    { name: 'circulo_locale', value: 'ja-JP', url: page.url() },
    { name: 'circulo_consent', value: 'denied', url: page.url() },
  ]);
  const html = await served(page, '/faq');
  expect(html, 'the server serves the Japanese page without the banner').toMatch(/<html lang="ja-JP"/);
  await appTookOver(page);
  await expect(page.locator('html'), 'the app keeps Japanese').toHaveAttribute('lang', 'ja-JP');
  await expect(page.locator('main h1').first()).toHaveText(t('ja-JP', 'content:faq.title'));
  await expect(page.getByRole('region', { name: /cookie|クッキー/i }), 'and asks nothing answered again').toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('locale')), 'the choice is stored again').toBe('ja-JP');
});
