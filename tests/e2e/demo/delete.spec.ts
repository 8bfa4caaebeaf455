// Account deletion (issue 8, point 8) in the demo build, in French: refused for the
// demo account (it holds a balance and pending requests), allowed for a fresh zero-balance sign-up.
import type { Page } from '@playwright/test';
import { LoginPage, SEGMENT } from '../pages/login';
import { expect, PHONE, test } from '../support/demo';
import { escapeRe, t as text } from '../support/texts.mjs';

test.use({ viewport: PHONE });

/** A postal code the sign-up form takes in each market. */
const POSTAL_CODE: Record<string, string> = {
  'fr-FR': '75011',
  'ja-JP': '100-0001',
  'en-US': '94110',
  'en-GB': 'SW1A 1AA',
  'en-CA': 'K1A 0B1',
};

const SHOWN = new Set(['fr-FR', 'ja-JP']);

/** The profile page's deletion section, drawn. */
async function deletionSection(page: Page, locale: string) {
  await page.goto('/user/profile');
  const section = page.getByRole('region', { name: text(locale, 'account:deletion.title') });
  await expect(section).toBeVisible();
  return section;
}

// In French (issue 45): the flow is one in every language, proven through the real container by
// tests/ui/screens/delete-account.test.tsx; each language's words are the locale files' (checked in jsdom).
for (const locale of ['fr-FR'] as const) {
  test.describe(locale, () => {
    test.use({ locale });
    // The texts the customer reads, from the app's own files, so each language is checked in its words.
    const t = (key: string) => text(locale, key);

    test(`delete account (${locale}): the demo account is refused with the reason and its link, no form`, async ({
      page,
      checkA11y,
      shot,
    }) => {
      await new LoginPage(page, locale).signIn();
      const section = await deletionSection(page, locale);
      const link = section.getByRole('link', {
        name: new RegExp(`^(${escapeRe(t('account:deletion.withdrawLink'))}|${escapeRe(t('account:deletion.contactLink'))})$`),
      });
      await expect(link).toBeVisible();
      const href = await link.getAttribute('href');
      expect(['/user/withdraw', '/contact-us'], `the way out is linked (${href})`).toContain(href);
      const reason = href === '/user/withdraw' ? t('errors:delete_blocked_balance') : t('errors:delete_blocked_pending');
      await expect(section.getByText(reason), 'the reason is said').toBeVisible();
      await expect(section.locator('input[type="password"]'), 'no form while blocked').toHaveCount(0);
      await checkA11y(page, `${locale} profile, deletion blocked`);
      if (SHOWN.has(locale)) await shot(page, `phone-delete-blocked-${locale}`);
    });

    test(`delete account (${locale}): a fresh zero-balance account is deleted and the customer lands home, told so`, async ({
      page,
      checkA11y,
      shot,
    }) => {
      // A long walk: a sign-up, four page loads and three axe runs (one more when the test ends), each
      // several seconds on a busy machine.
      test.slow();
      const email = `leaving.${locale.toLowerCase()}@example.com`;
      await page.goto(`${SEGMENT[locale]}/signup`);
      await expect(page.locator('h1').first()).toBeVisible();
      await new LoginPage(page, locale).acceptNecessaryCookies();
      const main = page.getByRole('main');
      await main.locator('input[name="email"]').fill(email);
      await main.locator('input[name="new-password"]').fill('a-long-password');
      await main.locator('input[name="name"]').fill('Sam Leaving');
      await main.locator('input[name="postal-code"]').fill(POSTAL_CODE[locale]!);
      await main.locator('input[name="terms"]').check();
      await main.locator('button[type="submit"]').click();
      await expect(page, 'signed up').toHaveURL((url) => url.pathname === '/user/verify-email');

      const section = await deletionSection(page, locale);
      const submit = section.getByRole('button', { name: t('account:deletion.submit') });
      await submit.click();
      const password = section.getByLabel(t('account:deletion.password'), { exact: true });
      await expect(password, 'the password is required').toHaveAttribute('aria-invalid', 'true');
      await checkA11y(page, `${locale} profile, deletion form with errors`);
      await password.fill('a-long-password');
      await section.getByRole('checkbox', { name: t('account:deletion.confirm') }).check();
      if (SHOWN.has(locale)) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, `phone-delete-form-${locale}`);
      }
      await submit.click();
      await expect(page, 'lands on the home page').toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('status').filter({ hasText: t('account:deletion.deletedTitle') })).toBeVisible();
      expect(await page.evaluate(() => document.cookie), 'the tokens are cleared').not.toMatch(/access_token=/);
      await checkA11y(page, `${locale} home after deletion`);
      if (SHOWN.has(locale)) await shot(page, `phone-delete-done-${locale}`);

      // The account is gone: its credentials no longer open it.
      const login = new LoginPage(page, locale);
      await login.open();
      await login.acceptNecessaryCookies();
      await login.submit({ email, password: 'a-long-password' });
      await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
      expect(new URL(page.url()).pathname, 'the deleted account cannot log in').toBe('/login');
    });
  });
}
