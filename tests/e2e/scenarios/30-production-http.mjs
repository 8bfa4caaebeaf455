// The production build (real HTTP adapters, cookies) against fakes/http on the same origin:
// the requests the app sends are checked as the server sees them.
import { waitForApp } from '../harness.mjs';

export const serve = 'production';

const PHONE = { width: 390, height: 844 };

async function h1(page) {
  await page.locator('h1').first().waitFor({ timeout: 15000 });
  return (await page.locator('h1').first().textContent())?.trim();
}

/** Fills the French login form with the demo customer and sends it (shared with 56-session.mjs). */
export async function submitLogin(page) {
  await page.goto('/login');
  // Pages of a context a scenario opened itself (56-session.mjs) are not the harness's: their goto does
  // not wait for the app to take over the prerendered login page, and a click on that page's button
  // before the app runs sends nothing (seen on a loaded CI machine).
  await waitForApp(page);
  await h1(page);
  await page
    .getByRole('region', { name: /cookies/i })
    .getByRole('button', { name: /nécessaires/i })
    .click();
  const main = page.getByRole('main');
  await main.getByLabel('Adresse e-mail', { exact: true }).fill('demo@example.com');
  await main.getByLabel('Mot de passe', { exact: true }).fill('demo1234');
  await main.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs the French demo customer in. */
export async function signIn(page, expect) {
  await submitLogin(page);
  await expect.eventually(async () => new URL(page.url()).pathname === '/', 'home after login', 10000);
}

export const scenarios = [
  {
    name: 'production build over HTTP: log in → account → sign out, with the exact requests',
    async run({ newPage, checkA11y, screenshot, expect, api }) {
      api.requests.length = 0;
      const page = await newPage({ viewport: { width: 1280, height: 800 } });
      await signIn(page, expect);

      const token = api.requests.find((r) => r.method === 'POST' && r.path === '/api/v2/oauth/token');
      expect.ok(token, 'token call sent');
      expect.equal(token.headers['content-type'], 'application/json', 'token call is JSON');
      expect.equal(token.headers.authorization, undefined, 'no bearer before login');
      expect.equal(
        token.body,
        { client_id: 'web', country_code: 'fr', email: 'demo@example.com', grant_type: 'password', password: 'demo1234' },
        'token body',
      );

      const cookies = await page.context().cookies();
      const access = cookies.find((c) => c.name === 'access_token');
      expect.ok(access?.value && access.sameSite === 'Strict' && access.path === '/', 'access token kept in a SameSite=Strict cookie');
      const expiresIn = access.expires - Date.now() / 1000;
      expect.ok(expiresIn > 3500 && expiresIn <= 3601, `cookie lives expires_in seconds (${Math.round(expiresIn)})`);
      expect.ok(!(await page.evaluate(() => JSON.stringify(localStorage))).includes(access.value), 'token not in localStorage');

      const me = api.requests.filter((r) => r.method === 'GET' && r.path === '/api/v2/user');
      expect.ok(
        me.length >= 1 && me.every((r) => r.headers.authorization === `Bearer ${access.value}`),
        'user fetched with the bearer token',
      );

      await page.getByRole('button', { name: /Camille Martin/ }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Mon compte', exact: true }).click();
      expect.equal(await h1(page), 'Mon compte', 'account page');
      await page
        .getByRole('region', { name: 'Votre solde' })
        .getByText(/\d+,\d{2}\s€/)
        .waitFor({ timeout: 10000 });
      const balance = api.requests.filter((r) => r.path === '/api/v2/user/balance');
      expect.ok(
        balance.length === 1 && balance[0].method === 'GET' && balance[0].headers.authorization === `Bearer ${access.value}`,
        'balance read once, with the bearer',
      );
      await checkA11y(page, 'production account');
      await screenshot(page, 'production-account-fr');

      await page.getByRole('button', { name: /Camille Martin/ }).click();
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Se déconnecter' }).click()]);
      await page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).waitFor({ timeout: 10000 });
      expect.ok(!(await page.context().cookies()).some((c) => c.name === 'access_token' && c.value), 'cookies cleared on sign out');
      const unexpected = api.requests.filter(
        (r) => !['/api/v2/oauth/token', '/api/v2/user', '/api/v2/user/balance', '/api/v2/merged_transactions'].includes(r.path),
      );
      expect.equal(
        unexpected.map((r) => `${r.method} ${r.path}`),
        [],
        'no other call (no content service without a credential)',
      );
    },
  },
  {
    name: 'production build over HTTP: a refused refresh ends the session and sends the customer to login, way back kept',
    async run({ newPage, checkA11y, screenshot, expect, api }) {
      const page = await newPage({ viewport: PHONE });
      // The server refuses the revoked tokens: Chromium logs the call's 401 and the refresh's
      // OAuth 400 (invalid_grant), which are the point here.
      page.allowConsoleErrors(/401 \(Unauthorized\)/, /400 \(Bad Request\)/);
      await signIn(page, expect);
      api.backend.revokeAllTokens();
      await page.getByRole('main').getByRole('link', { name: 'Accéder à mon compte' }).click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/login', 'sent to login', 10000);
      expect.equal(new URL(page.url()).searchParams.get('returnTo'), '/user/account', 'way back kept');
      const alert = page.getByRole('alert');
      await expect.eventually(async () => (await alert.textContent())?.includes('Votre session a expiré'), 'session-expired notification');
      expect.ok(!(await page.context().cookies()).some((c) => c.name === 'access_token' && c.value), 'tokens cleared');
      await checkA11y(page, 'login after session end');
      await screenshot(page, 'production-session-expired-fr');

      const main = page.getByRole('main');
      await main.getByLabel('Adresse e-mail', { exact: true }).fill('demo@example.com');
      await main.getByLabel('Mot de passe', { exact: true }).fill('demo1234');
      await main.getByRole('button', { name: 'Se connecter' }).click();
      await expect.eventually(
        async () => new URL(page.url()).pathname === '/user/account',
        'back to the account after logging in again',
        10000,
      );
    },
  },
  {
    name: 'production build over HTTP: two tabs whose token expired refresh it once, not twice',
    async run({ browser, expect, api, baseUrl }) {
      // One browser context = one cookie jar, like two tabs of one browser.
      const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, serviceWorkers: 'block' });
      try {
        const first = await context.newPage();
        await signIn(first, expect);
        const second = await context.newPage();
        await second.goto('/user/account');
        await second
          .getByRole('region', { name: 'Votre solde' })
          .getByText(/\d+,\d{2}\s€/)
          .waitFor({ timeout: 10000 });
        await first.goto('/user/account');
        await first
          .getByRole('region', { name: 'Votre solde' })
          .getByText(/\d+,\d{2}\s€/)
          .waitFor({ timeout: 10000 });

        api.backend.expireAccessTokens();
        api.requests.length = 0;
        // A slow server, so that both tabs meet the refused token while the first refresh is under way.
        api.backend.latencyMs = 600;
        try {
          await Promise.all([first.reload(), second.reload()]);
          await Promise.all(
            [first, second].map((p) =>
              p
                .getByRole('region', { name: 'Votre solde' })
                .getByText(/\d+,\d{2}\s€/)
                .waitFor({ timeout: 10000 }),
            ),
          );
        } finally {
          api.backend.latencyMs = 0;
        }
        const refreshes = api.requests.filter((r) => r.path === '/api/v2/oauth/token');
        expect.equal(refreshes.length, 1, `one refresh for both tabs (saw ${refreshes.length})`);
        expect.equal(refreshes[0].body.grant_type, 'refresh_token', 'a refresh-token grant');
        expect.ok(!(await first.getByRole('alert').textContent())?.includes('session'), 'no session-expired message');
      } finally {
        await context.close();
      }
    },
  },
];
