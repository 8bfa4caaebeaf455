// Session reliability in the production build (real cookies, real Web Locks) against fakes/http.
import { signIn, submitLogin } from './30-production-http.mjs';

export const serve = 'production';

const PHONE = { width: 390, height: 844 };
const LOCK = 'circulo-session-refresh';
const BALANCE = /\d+,\d{2}\s€/;

const accessToken = (page) => page.evaluate(() => document.cookie.match(/(?:^|; )access_token=([^;]*)/)?.[1] ?? null);

export const scenarios = [
  {
    // Chromium applies a tab's cookie write asynchronously: without reading it back before the
    // refresh lock is released, the next tab to take the lock often still reads the spent tokens,
    // refreshes with a spent refresh token and is signed out (the cause of a flaky two-tabs test).
    name: 'session: the tab that takes the refresh lock next reads the tokens the previous holder saved',
    async run({ browser, expect, api, baseUrl }) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, serviceWorkers: 'block' });
      try {
        const app = await context.newPage();
        await signIn(app, expect);
        const other = await context.newPage();
        await other.goto('/faq');
        await other.locator('h1').first().waitFor({ timeout: 15000 });
        for (let round = 1; round <= 5; round += 1) {
          const spent = await accessToken(app);
          await app.goto('/user/account');
          await app.getByRole('region', { name: 'Votre solde' }).getByText(BALANCE).waitFor({ timeout: 10000 });
          api.backend.expireAccessTokens();
          api.backend.latencyMs = 300;
          try {
            // The other tab's cookies are read once, then it queues for the lock behind the app's refresh.
            await accessToken(other);
            const seen = other.evaluate(async (name) => {
              const held = async () => (await navigator.locks.query()).held.some((lock) => lock.name === name);
              for (let i = 0; i < 2000 && !(await held()); i += 1) await new Promise((resolve) => setTimeout(resolve, 2));
              return navigator.locks.request(name, async () => document.cookie.match(/(?:^|; )access_token=([^;]*)/)?.[1] ?? null);
            }, LOCK);
            await app.reload();
            await app.getByRole('region', { name: 'Votre solde' }).getByText(BALANCE).waitFor({ timeout: 10000 });
            const renewed = await accessToken(app);
            expect.ok(renewed && renewed !== spent, `round ${round}: the app renewed its token`);
            expect.equal(await seen, renewed, `round ${round}: the next lock holder reads the renewed token, not the spent one`);
          } finally {
            api.backend.latencyMs = 0;
          }
        }
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'session: tokens the browser will not store (a cookie over 4 KB) end the login with a clear error',
    async run({ newPage, expect, screenshot }) {
      const page = await newPage({ viewport: PHONE, locale: 'fr-FR' });
      // A server that issues an access token too large for a cookie.
      await page.route('**/api/v2/oauth/token', async (route) => {
        const response = await route.fetch();
        const json = await response.json();
        await route.fulfill({ response, json: { ...json, access_token: 'x'.repeat(5000) } });
      });
      await submitLogin(page);
      await page.getByText(/Votre navigateur n’a pas enregistré votre session/).waitFor({ timeout: 10000 });
      await screenshot(page, 'session-not-saved-fr-phone');
      expect.equal(new URL(page.url()).pathname, '/login', 'still on the login page');
      expect.equal(await accessToken(page), null, 'no token cookie left behind');
      expect.ok(!(await page.getByText(/session a expiré/).count()), 'not a "session expired" message');
    },
  },
];
