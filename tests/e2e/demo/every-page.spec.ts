// Every route of spec §2 in the demo build: its own title and heading, zero axe violations. One test
// per page: the public ones in French on a desktop, the customer's in Japanese on a phone, signed in.
import type { Page } from '@playwright/test';
import { LoginPage } from '../pages/login';
import { DESKTOP, expect, PHONE, test } from '../support/demo';

const PUBLIC = [
  '/',
  '/countries',
  '/contact-us',
  '/dsar',
  '/faq',
  '/how-it-works',
  '/products',
  '/privacy-policy',
  '/reset-password',
  '/shop-and-return',
  '/thank-you',
  '/login',
  '/signup',
  '/no-such-page',
];
const USER = ['/user/profile', '/user/account', '/user/verification-error', '/user/verify-email', '/user/withdraw'];

/** The page at `path` has a heading, a title naming it, and no raw i18n key. */
async function checkPage(page: Page, path: string): Promise<void> {
  const h1 = page.locator('h1').first();
  await expect(h1, `${path} has a heading`).toHaveText(/\S/, { timeout: 15_000 });
  const heading = (await h1.textContent())?.trim() ?? '';
  await expect(page, `${path} title names its heading "${heading}"`).toHaveTitle(path === '/' ? 'Circulo' : `${heading} · Circulo`);
  await expect(page.locator('body'), `${path} shows no raw i18n key`).not.toContainText(/\b[a-z]+:[a-z]+\.[a-zA-Z.]+\b/, {
    useInnerText: true,
  });
}

test.describe('every public page in French', () => {
  test.use({ viewport: DESKTOP });

  for (const path of PUBLIC) {
    test(`every page: ${path} in French — heading, title, no raw key, zero axe violations`, async ({ page, checkA11y, shot }) => {
      await page.goto(path);
      await page
        .getByRole('region', { name: /cookies/i })
        .getByRole('button', { name: /nécessaires/i })
        .click();
      await checkPage(page, path);
      await checkA11y(page, `fr ${path}`);
      if (path === '/no-such-page') await shot(page, 'desktop-not-found-fr');
    });
  }
});

test.describe('every customer page in Japanese, signed in', () => {
  test.use({ viewport: PHONE });

  for (const path of USER) {
    test(`every page: ${path} in Japanese, signed in — heading, title, zero axe violations`, async ({ page, checkA11y, shot }) => {
      const login = new LoginPage(page, 'ja-JP');
      await login.open();
      await login.acceptNecessaryCookies();
      await login.submit();
      await expect(page, 'signed in and sent home').toHaveURL((url) => url.pathname === '/');
      await page.goto(path);
      await checkPage(page, path);
      await checkA11y(page, `ja ${path}`);
      if (path === '/user/account') {
        await expect(
          page
            .getByRole('region', { name: '残高' })
            // The amount is said once for screen readers and drawn once by the counter's reels: either will do.
            .getByText(/￥[\d,]+/)
            .first(),
        ).toBeVisible();
        await shot(page, 'phone-account-ja');
      }
      if (path === '/user/profile') await shot(page, 'phone-profile-ja');
    });
  }
});
