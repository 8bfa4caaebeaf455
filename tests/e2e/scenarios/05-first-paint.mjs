// The prerendered public pages (scripts/prerender.mjs) on the production build: what a visitor sees
// before the app's script has run, in their language and banner state, and what happens to what
// they type meanwhile.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, waitForApp } from '../harness.mjs';

export const serve = 'production';

const PHONE = { width: 390, height: 844 };
const PAGES = ['/', '/products', '/faq', '/login'];
const texts = (locale, ns) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'src/ui/locales', locale, `${ns}.json`), 'utf8'));

/** The served HTML, as it arrives (no script has run). */
async function served(page, route) {
  const response = await page.gotoPrerendered(route);
  return response.text();
}

export const scenarios = [
  {
    name: 'first paint: without JavaScript the public pages are there, in French by default and in the language of the cookie',
    async run({ newPage, expect, screenshot }) {
      const page = await newPage({ viewport: PHONE, javaScriptEnabled: false });
      for (const route of PAGES) {
        const html = await served(page, route);
        expect.match(html, /<div id="root" data-prerendered="fr-FR">/, `${route}: a prerendered page`);
        expect.ok(!/<script(?![^>]*\bsrc=)[^>]*>/.test(html), `${route}: no inline script`);
        expect.ok(!/<style|\sstyle="/.test(html), `${route}: no inline style`);
        expect.equal(await page.evaluate(() => document.documentElement.lang), 'fr-FR', `${route}: lang`);
        const h1 = (await page.locator('main h1').textContent())?.trim();
        expect.ok(h1 && h1.length > 2, `${route}: its heading (${h1})`);
        if (route !== '/') expect.ok((await page.title()) !== 'Circulo', `${route}: its own title (${await page.title()})`);
        expect.ok(await page.getByRole('region', { name: /cookies/i }).isVisible(), `${route}: the cookie banner, for a first visit`);
      }
      expect.equal((await page.locator('main h1').textContent())?.trim(), texts('fr-FR', 'auth').login.title, '/login: the French heading');
      await screenshot(page, 'first-paint-fr-login-no-js');

      await page.context().addCookies([
        { name: 'circulo_locale', value: 'ja-JP', url: page.url() },
        { name: 'circulo_consent', value: 'denied', url: page.url() },
      ]);
      await served(page, '/faq');
      expect.equal(await page.evaluate(() => document.documentElement.lang), 'ja-JP', 'ja-JP cookie: a Japanese page');
      expect.equal(
        (await page.locator('main h1').textContent())?.trim(),
        texts('ja-JP', 'content').faq.title,
        '/faq: the Japanese heading',
      );
      expect.equal(await page.getByRole('region', { name: /cookie|クッキー/i }).count(), 0, 'consent answered: no banner');
      await screenshot(page, 'first-paint-ja-faq-no-js');
    },
  },
  {
    name: 'first paint: what is typed before the script has run stays once the app draws over the page, and signing in works',
    async run({ newPage, expect }) {
      const page = await newPage({ viewport: PHONE });
      // A slow network: the app's script arrives 1.5 s after it is asked for.
      let delayed = 0;
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        delayed++;
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.gotoPrerendered('/login');
      const email = page.getByRole('main').getByLabel('Adresse e-mail', { exact: true });
      await email.fill('demo@example.com');
      expect.ok(await page.evaluate(() => document.getElementById('root').hasAttribute('data-prerendered')), 'typed before the app ran');
      await waitForApp(page);
      expect.equal(delayed, 1, 'the app’s script was asked for once');
      expect.equal(await email.inputValue(), 'demo@example.com', 'the address typed is still there');
      expect.ok(await email.evaluate((el) => el === document.activeElement), 'and the field keeps the focus');
      await page
        .getByRole('region', { name: /cookies/i })
        .getByRole('button', { name: /nécessaires/i })
        .click();
      await page.getByRole('main').getByLabel('Mot de passe', { exact: true }).fill('demo1234');
      await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/', 'home after login', 10000);
      const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
      expect.equal(cookies.circulo_consent, 'denied', 'the banner’s answer is kept for the server');
    },
  },
  {
    name: 'first paint: the app takes over the page with no console error, and it works (FAQ, language)',
    async run({ newPage, expect }) {
      const page = await newPage({ viewport: PHONE });
      await page.goto('/faq');
      const name = await page.getByRole('main').getByRole('button', { expanded: false }).first().textContent();
      const first = page.getByRole('main').getByRole('button', { name: name.trim(), exact: true });
      await first.click();
      await expect.eventually(async () => (await first.getAttribute('aria-expanded')) === 'true', 'an answer opens', 5000);
      // A customer who chose Japanese gets the Japanese page from the server next time.
      await page.evaluate(() => localStorage.setItem('locale', 'ja-JP'));
      await page.goto('/products');
      const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
      expect.equal(cookies.circulo_locale, 'ja-JP', 'the saved language is told to the server');
      const html = await served(page, '/products');
      expect.match(html, /<html lang="ja-JP"/, 'the next page arrives in Japanese');
      await waitForApp(page);
      expect.equal(await page.evaluate(() => document.documentElement.lang), 'ja-JP', 'and the app keeps it');
    },
  },
];
