// Session reliability in the production build (real cookies, real Web Locks) against fakes/http.
import { freshBalanceShown } from '../pages/account';
import { LoginPage } from '../pages/login';
import { expect, PHONE, test } from '../support/production';
import type { Page } from '@playwright/test';

test.use({ viewport: PHONE, locale: 'fr-FR' });

const LOCK = 'circulo-session-refresh';

const accessToken = (page: Page) => page.evaluate(() => document.cookie.match(/(?:^|; )access_token=([^;]*)/)?.[1] ?? null);

// Chromium applies a tab's cookie write asynchronously: without reading it back before the refresh
// lock is released, the next tab to take the lock often still reads the spent tokens, refreshes with
// a spent refresh token and is signed out (the cause of a flaky two-tabs test).
test('session: the tab that takes the refresh lock next reads the tokens the previous holder saved', async ({
  page,
  api,
  allowConsoleErrors,
}) => {
  // The expired token's call is refused before the refresh: Chromium logs that 401, which is the point.
  allowConsoleErrors(/401 \(Unauthorized\)/);
  await new LoginPage(page).signIn();
  const other = await page.context().newPage();
  await other.goto('/faq');
  await expect(other.locator('h1').first()).toBeVisible();
  for (let round = 1; round <= 5; round += 1) {
    const spent = await accessToken(page);
    // No app left in this tab while the tokens expire: a read of the account page still under way (or
    // one it starts again on a busy machine) would meet the expired token and renew it there, and the
    // lock holder this test waits for would be that page, not the one opened below.
    await page.goto('about:blank');
    api.backend.expireAccessTokens();
    api.backend.latencyMs = 300;
    try {
      // The other tab's cookies are read once, then it queues for the lock behind the app's refresh.
      await accessToken(other);
      // It waits for the app to hold the lock by the clock, not by a count of tries: on a busy machine
      // the reloaded page may take several seconds to start (a count of 2,000 tries ran out first).
      const seen = other.evaluate(async (name) => {
        const held = async () => (await navigator.locks.query()).held?.some((lock) => lock.name === name) ?? false;
        const until = Date.now() + 30000;
        while (!(await held())) {
          if (Date.now() > until) return 'the app never took the refresh lock';
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
        return navigator.locks.request(name, async () => document.cookie.match(/(?:^|; )access_token=([^;]*)/)?.[1] ?? null);
      }, LOCK);
      await page.goto('/user/account');
      await freshBalanceShown(page);
      const renewed = await accessToken(page);
      expect(renewed, `round ${round}: the app renewed its token`).not.toBeNull();
      expect(renewed, `round ${round}: the app renewed its token`).not.toBe(spent);
      expect(await seen, `round ${round}: the next lock holder reads the renewed token, not the spent one`).toBe(renewed);
    } finally {
      api.backend.latencyMs = 0;
    }
  }
});

test('session: tokens the browser will not store (a cookie over 4 KB) end the login with a clear error', async ({ page, shot }) => {
  // A server that issues an access token too large for a cookie.
  await page.route('**/api/v2/oauth/token', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    await route.fulfill({ response, json: { ...json, access_token: 'x'.repeat(5000) } });
  });
  const login = new LoginPage(page);
  await login.open();
  await login.acceptNecessaryCookies();
  await login.submit();
  await expect(page.getByText(/Votre navigateur n’a pas enregistré votre session/)).toBeVisible();
  await shot(page, 'session-not-saved-fr-phone');
  expect(new URL(page.url()).pathname, 'still on the login page').toBe('/login');
  expect(await accessToken(page), 'no token cookie left behind').toBeNull();
  await expect(page.getByText(/session a expiré/), 'not a "session expired" message').toHaveCount(0);
});
