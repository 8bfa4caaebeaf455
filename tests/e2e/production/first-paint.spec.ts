// The prerendered public pages (scripts/prerender.mjs) on the production build: what a visitor sees
// before the app's script has run, in their language and banner state, and what becomes of what they
// type and tap meanwhile once the app has hydrated the page (issue 43 point 4).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { AppPage } from '../support/fence';
import { DEMO_CUSTOMER } from '../pages/login';
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

/** The app has hydrated the prerendered page (its root has lost `data-prerendered`). */
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
  test('first paint: without JavaScript the public pages are there, in French by default and in the language of the cookie', async ({
    openPage,
    shot,
  }) => {
    const page = await openPage({ viewport: PHONE, javaScriptEnabled: false });
    const h1 = page.locator('main h1');
    // What the browser asks for by itself, with no script to ask for anything.
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    for (const route of PAGES) {
      await test.step(route, async () => {
        fetched.length = 0;
        const html = await served(page, route);
        expect(html, `${route}: a prerendered page`).toMatch(/<div id="root" data-prerendered="fr-FR" data-variant="banner">/);
        // One script: its loader, inline (no request before the paint), allowed by its hash.
        const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
        expect(
          scripts.map((m) => m[1]?.includes('src=')),
          `${route}: one script, its loader, no file`,
        ).toEqual([false]);
        // (The policy's list also holds the account frame's own script: account-copy.spec.ts.)
        expect(PAGE_SCRIPTS, `${route}: its loader allowed by the policy's hash`).toContain(styleHash(scripts[0]?.[2] ?? ''));
        // Its styles in one <style>, allowed by its hash (issue 22: it paints with its HTML alone); no style attribute.
        const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
        expect(styles, `${route}: its styles in one <style>`).toHaveLength(1);
        expect(PAGE_STYLES, `${route}: its <style> allowed by the policy's hashes`).toContain(styleHash(styles[0] ?? ''));
        expect(html, `${route}: no style attribute`).not.toMatch(/\sstyle="/);
        // Not even a disabled one: Chromium fetches those too, at its highest priority, beside the page
        // (issue 43: a phone's slow connection shared with 4 files it does not paint with).
        await page.waitForLoadState('load');
        expect(
          fetched.filter((file) => !file.startsWith('/images/')),
          `${route}: nothing fetched but the page (and its pictures)`,
        ).toEqual([route]);
        expect(html, `${route}: no style sheet linked`).not.toMatch(/<link rel="stylesheet"/);
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
    // Four pages, each loaded twice and shot whole twice: on a busy machine (load 20) that outlasted
    // the 60 s a test is given, with nothing wrong on the pages.
    test.setTimeout(180_000);
    const page = await openPage({ viewport: PHONE, javaScriptEnabled: false });
    for (const route of PAGES) {
      await test.step(route, async () => {
        const html = await served(page, route);
        const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
        const hrefs = (/<script data-sheets="([^"]+)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
        const whole = (await Promise.all(hrefs.map(async (href) => (await page.request.get(href)).text()))).join('\n');
        expect(hrefs.length, `${route}: lists the app's style sheets for its loader`).toBeGreaterThan(0);
        expect(style.length, `${route}: fewer rules than the style sheets it links`).toBeLessThan(whole.length * 0.8);
        expect(html, `${route}: no manifest before the paint (the browser would fetch it and its icon)`).not.toMatch(
          /<link[^>]*rel="manifest"/,
        );
        const painted = await page.screenshot({ fullPage: true });
        // The same page with its style sheets enabled: the whole app's rules after its own.
        await page.route(`**${route}`, async (request) => {
          const response = await request.fetch();
          const sheets = hrefs.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
          await request.fulfill({ response, body: (await response.text()).replace('</head>', `${sheets}</head>`) });
        });
        await served(page, route);
        await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(hrefs.length);
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
        expect(html, `${route}: a prerendered page`).toMatch(/<div id="root" data-prerendered="fr-FR" data-variant="headless">/);
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
    expect(html, 'the prerendered Japanese home page').toMatch(/<div id="root" data-prerendered="ja-JP" data-variant="banner">/);
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

/**
 * `route` as a slow network serves it: painted, the app's script held (`holdAppScript`) while the
 * customer acts on the page; `hydrate()` lets the script through and waits for the app to have
 * hydrated the page.
 */
async function beforeTheScript(page: AppPage, route: string) {
  const script = await holdAppScript(page);
  await page.gotoPrerendered(route);
  const root = page.locator('#root');
  return {
    hydrate: async () => {
      await expect(root, 'the customer acted before the app ran').toHaveAttribute('data-prerendered');
      script.release();
      await appTookOver(page);
      expect(script.asked(), 'the app’s script was asked for once').toBe(1);
    },
  };
}

const banner = (page: Page) => page.getByRole('region', { name: t('fr-FR', 'common:consent.title') });

test('first paint: a login sent before the script has run signs the customer in once the app is there, sent once, and nothing typed reaches the address', async ({
  page,
  api,
}) => {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => void (frame === page.mainFrame() && addresses.push(frame.url())));
  page.on('request', (request) => void addresses.push(request.url()));
  const early = await beforeTheScript(page, '/login');
  const main = page.getByRole('main');
  await main.getByLabel(t('fr-FR', 'auth:login.email'), { exact: true }).fill(DEMO_CUSTOMER.email);
  await main.getByLabel(t('fr-FR', 'auth:login.password'), { exact: true }).fill(DEMO_CUSTOMER.password);
  // Sent twice, as a customer does when nothing seems to happen: by the button, then by Enter.
  await main.getByRole('button', { name: t('fr-FR', 'auth:login.submit') }).click();
  await main.getByLabel(t('fr-FR', 'auth:login.password'), { exact: true }).press('Enter');
  await early.hydrate();
  await expect(page, 'signed in: the account').toHaveURL((url) => url.pathname === '/user/account');
  const tokens = api.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/oauth/token'));
  expect(tokens, 'one token request: the form sent once, by the app').toHaveLength(1);
  const typed = [DEMO_CUSTOMER.password, encodeURIComponent(DEMO_CUSTOMER.email), DEMO_CUSTOMER.email];
  expect(
    addresses.filter((url) => typed.some((text) => url.includes(text))),
    'nothing typed in an address',
  ).toEqual([]);
});

test('first paint: “necessary cookies only” tapped before the script has run is answered once the app is there: the banner goes, the answer saved once', async ({
  page,
}) => {
  // Every write of the consent cookie, counted in the page.
  await page.addInitScript(() => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    let writes = 0;
    Object.defineProperty(Document.prototype, 'cookie', {
      ...cookie,
      set(this: Document, value: string) {
        if (value.startsWith('circulo_consent=')) writes++;
        cookie?.set?.call(this, value);
      },
    });
    Object.assign(window, { consentWrites: () => writes });
  });
  const early = await beforeTheScript(page, '/faq');
  const refuse = banner(page).getByRole('button', { name: t('fr-FR', 'common:consent.refuse') });
  await refuse.click();
  await refuse.click();
  await early.hydrate();
  await expect(banner(page), 'the banner, answered, is gone').toHaveCount(0);
  expect((await cookiesOf(page)).circulo_consent, 'the answer kept for the server').toBe('denied');
  expect(await page.evaluate(() => (window as unknown as { consentWrites: () => number }).consentWrites()), 'saved once').toBe(1);
});

test('first paint: the menu tapped before the script has run is open once the app is there (not opened and closed again)', async ({
  page,
}) => {
  const early = await beforeTheScript(page, '/products');
  const menu = page.getByRole('banner').getByRole('button', { name: t('fr-FR', 'common:nav.menu'), exact: true });
  await menu.click();
  await menu.click();
  await early.hydrate();
  await expect(menu, 'the menu is open').toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: t('fr-FR', 'common:nav.label') }), 'its links shown').toBeVisible();
});

test('first paint: the field being typed in before the script has run keeps its text and the focus once the app is there, and the app sends what it shows', async ({
  page,
}) => {
  const early = await beforeTheScript(page, '/login');
  const main = page.getByRole('main');
  const email = main.getByLabel(t('fr-FR', 'auth:login.email'), { exact: true });
  await email.fill(DEMO_CUSTOMER.email);
  // The field itself marked: hydration keeps the page's elements, a render over it would not.
  await email.evaluate((field) => Object.assign(field, { typedBeforeTheScript: true }));
  await early.hydrate();
  await expect(email, 'the address typed is still there').toHaveValue(DEMO_CUSTOMER.email);
  await expect(email, 'and the field keeps the focus').toBeFocused();
  expect(await email.evaluate((field) => 'typedBeforeTheScript' in field), 'the same field').toBe(true);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_CUSTOMER.password);
  await page.keyboard.press('Enter');
  await expect(page, 'signed in with the address typed before: the account').toHaveURL((url) => url.pathname === '/user/account');
});

test('first paint: once the app has hydrated the page, its manifest and whole style sheets are linked, a question opens, and a language chosen is served next time', async ({
  page,
}) => {
  await page.goto('/faq');
  // Once painted, the page links its manifest (the app stays installable) and enables its whole style sheets.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest/fr-FR.webmanifest');
  await expect(page.locator('link[rel="stylesheet"][media]'), 'the whole style sheets, applied before the app ran').toHaveCount(0);
  expect(
    await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname)),
    'the style sheets the page was built from',
  ).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/FaqScreen-[\w-]+\.css$/),
      expect.stringMatching(/^\/assets\/start-[\w-]+\.css$/),
    ]),
  );
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
