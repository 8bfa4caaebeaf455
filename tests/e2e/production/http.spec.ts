// The production build (real HTTP adapters, cookies) against fakes/http on the same origin:
// the requests the app sends are checked as the server sees them.
import type { Page } from '@playwright/test';
import { accountRead, freshBalanceShown } from '../pages/account';
import { DEMO_CUSTOMER, LoginPage } from '../pages/login';
import { DESKTOP, expect, PHONE, test } from '../support/production';

test.use({ locale: 'fr-FR' });

const tokenCookies = async (page: Page) => (await page.context().cookies()).filter((c) => c.name === 'access_token' && c.value);

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('production build over HTTP: log in → account → sign out, with the exact requests', async ({ page, api, checkA11y, shot }) => {
    await new LoginPage(page).signIn();

    const token = api.requests.find((r) => r.method === 'POST' && r.path === '/api/v2/oauth/token');
    expect(token, 'token call sent').toBeDefined();
    expect(token?.headers['content-type'], 'token call is JSON').toBe('application/json');
    expect(token?.headers.authorization, 'no bearer before login').toBeUndefined();
    expect(token?.body, 'token body').toEqual({
      client_id: 'web',
      country_code: 'fr',
      email: DEMO_CUSTOMER.email,
      grant_type: 'password',
      password: DEMO_CUSTOMER.password,
    });

    const access = (await page.context().cookies()).find((c) => c.name === 'access_token');
    expect(access, 'access token kept in a SameSite=Strict cookie').toMatchObject({
      value: expect.any(String),
      sameSite: 'Strict',
      path: '/',
    });
    expect(access?.value, 'access token kept in a SameSite=Strict cookie').not.toBe('');
    const value = access?.value ?? '';
    const expiresIn = (access?.expires ?? 0) - Date.now() / 1000;
    expect(expiresIn, 'cookie lives expires_in seconds').toBeGreaterThan(3500);
    expect(expiresIn, 'cookie lives expires_in seconds').toBeLessThanOrEqual(3601);
    expect(await page.evaluate(() => JSON.stringify(localStorage)), 'token not in localStorage').not.toContain(value);

    const me = api.requests.filter((r) => r.method === 'GET' && r.path === '/api/v2/user');
    expect(me.length, 'user fetched').toBeGreaterThanOrEqual(1);
    expect(
      me.map((r) => r.headers.authorization),
      'user fetched with the bearer token',
    ).toEqual(me.map(() => `Bearer ${value}`));

    await page.getByRole('button', { name: /Camille Martin/ }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Mon compte', exact: true }).click();
    await expect(page.locator('h1').first(), 'account page').toHaveText('Mon compte');
    await freshBalanceShown(page);
    const balance = api.requests.filter((r) => r.path === '/api/v2/user/balance');
    expect(
      balance.map((r) => `${r.method} ${r.headers.authorization}`),
      'balance read once, with the bearer',
    ).toEqual([`GET Bearer ${value}`]);
    await checkA11y(page, 'production account');
    await shot(page, 'production-account-fr');

    const refresh = (await page.context().cookies()).find((c) => c.name === 'refresh_token')?.value;
    await page.getByRole('button', { name: /Camille Martin/ }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Se déconnecter' }).click()]);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();
    expect(await tokenCookies(page), 'cookies cleared on sign out').toEqual([]);
    // The sign-out's revocation of the refresh token (issue 47 point 5), once, as RFC 7009 has it.
    await expect
      .poll(() => api.requests.filter((r) => r.path === '/api/v2/oauth/revoke').map((r) => r.body))
      .toEqual([{ client_id: 'web', token: refresh, token_type_hint: 'refresh_token' }]);
    const unexpected = api.requests.filter(
      (r) =>
        ![
          '/api/v2/oauth/token',
          '/api/v2/oauth/revoke',
          '/api/v2/user',
          '/api/v2/user/balance',
          '/api/v2/merged_transactions',
          // The account's notice of a new payout destination reads the server's time of it (issue 47 point 4).
          '/api/v2/payment_methods',
        ].includes(r.path),
    );
    expect(
      unexpected.map((r) => `${r.method} ${r.path}`),
      'no other call (no content service without a credential)',
    ).toEqual([]);
  });
});

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('production build over HTTP: a refused refresh ends the session and sends the customer to login, way back kept', async ({
    page,
    api,
    allowConsoleErrors,
    checkA11y,
    shot,
  }) => {
    // The server refuses the revoked tokens: Chromium logs the call's 401 and the refresh's
    // OAuth 400 (invalid_grant), which are the point here.
    allowConsoleErrors(/401 \(Unauthorized\)/, /400 \(Bad Request\)/);
    const login = new LoginPage(page);
    await login.signIn();
    // The login led to the account: its calls answered before the tokens are revoked.
    await accountRead(page);
    api.backend.revokeAllTokens();
    // From the account (where the login led), on to the withdraw page by its link.
    await page.getByRole('main').locator('a[href="/user/withdraw"]').first().click();
    await expect(page, 'sent to login').toHaveURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('returnTo'), 'way back kept').toBe('/user/withdraw');
    await expect(page.getByRole('alert').filter({ hasText: 'Votre session a expiré' }), 'session-expired notification').toBeVisible();
    expect(await tokenCookies(page), 'tokens cleared').toEqual([]);
    await checkA11y(page, 'login after session end');
    await shot(page, 'production-session-expired-fr');

    await login.submit();
    await expect(page, 'on to the withdraw page it was going to, after logging in again').toHaveURL(
      (url) => url.pathname === '/user/withdraw',
    );
  });

  test('production build over HTTP: two tabs whose token expired refresh it once, not twice', async ({ page, api, allowConsoleErrors }) => {
    // Each tab's first call with the expired token is refused before the refresh (the second tab's
    // too, while the first one's refresh is under way): Chromium logs those 401s, which are the point.
    allowConsoleErrors(/401 \(Unauthorized\)/);
    // Two pages of one context = one cookie jar, like two tabs of one browser.
    const first = page;
    await new LoginPage(first).signIn();
    const second = await first.context().newPage();
    await second.goto('/user/account');
    await accountRead(second);
    await first.goto('/user/account');
    await accountRead(first);

    api.backend.expireAccessTokens();
    api.requests.length = 0;
    // A slow server, so that both tabs meet the refused token while the first refresh is under way.
    api.backend.latencyMs = 600;
    try {
      await Promise.all([first.reload(), second.reload()]);
      await Promise.all([freshBalanceShown(first), freshBalanceShown(second)]);
    } finally {
      api.backend.latencyMs = 0;
    }
    const refreshes = api.requests.filter((r) => r.path === '/api/v2/oauth/token');
    expect(refreshes.length, 'one refresh for both tabs').toBe(1);
    expect(refreshes[0]?.body, 'a refresh-token grant').toMatchObject({ grant_type: 'refresh_token' });
    for (const tab of [first, second]) {
      await expect(tab.getByRole('alert').filter({ hasText: 'session' }), 'no session-expired message').toHaveCount(0);
    }
  });
});
