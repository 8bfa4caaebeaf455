// Issue 47 point 5: signing out ends the session on the server — the refresh token is revoked
// (RFC 7009's call, assumed) — and on the specification's server, which has no such call, the device
// is signed out all the same and nothing false is said. The production build on a phone, in French,
// signed out by keyboard from the account menu.
import { AUTH_PATHS } from '../../../src/contract/auth.contract';
import { LoginPage } from '../pages/login';
import { addCustomer, wordsRe } from '../support/money';
import { expect, PHONE, test } from '../support/production';
import { t } from '../support/texts.mjs';

const LOCALE = 'fr-FR';

for (const specOnly of [false, true]) {
  const server = specOnly ? 'spec-only' : 'full';

  test.describe(`the ${server} server`, () => {
    test.use({ viewport: PHONE, locale: LOCALE, apiOptions: { specOnly } });

    test(`signing out (${server} server): the device signed out at once; the refresh token revoked where the server can`, async ({
      page,
      api,
      allowConsoleErrors,
      checkA11y,
    }) => {
      // The specification's server answers the revocation 404: Chromium logs it.
      if (specOnly) allowConsoleErrors(/404 \(Not Found\)/);
      const who = addCustomer(api, 'fr', `sign-out-${server}`, 1500);
      await new LoginPage(page, LOCALE).signIn(who);
      const refresh = (await page.context().cookies()).find((cookie) => cookie.name === 'refresh_token')?.value;
      expect(refresh, 'a refresh token kept in its cookie').toBeTruthy();
      expect(api.backend.isTokenLive(refresh!)).toBe(true);

      // By keyboard: the navigation menu (a phone), the account menu, "Sign out".
      const accountMenu = page.getByRole('button', { name: wordsRe(LOCALE, 'common:nav.userMenu') });
      if (!(await accountMenu.isVisible())) {
        await page.getByRole('button', { name: t(LOCALE, 'common:nav.menu'), exact: true }).focus();
        await page.keyboard.press('Enter');
      }
      await accountMenu.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: t(LOCALE, 'common:nav.signOut') }).focus();
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('link', { name: t(LOCALE, 'common:nav.login') }).first()).toBeVisible();
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('refresh_token');
      await expect
        .poll(() => api.requests.filter((r) => r.path === AUTH_PATHS.revoke).length, { message: 'the revocation asked once' })
        .toBe(1);
      // The full server forgot the token; the specification's still knows it, and the page says nothing about it.
      await expect.poll(() => api.backend.isTokenLive(refresh!)).toBe(specOnly);
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
      await checkA11y(page, `signed out, ${server} server`);
    });
  });
}
