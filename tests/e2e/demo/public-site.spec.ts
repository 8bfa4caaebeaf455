// The public site loaded afresh in French on a phone, and the sign-up and password-reset journeys of the demo.
import type { Page } from '@playwright/test';
import { refuseCookies } from '../pages/consent-banner';
import { DESKTOP, expect, PHONE, test } from '../support/demo';

const PUBLIC = [
  '/',
  '/products',
  '/how-it-works',
  '/faq',
  '/shop-and-return',
  '/contact-us',
  '/dsar',
  '/privacy-policy',
  '/countries',
  '/thank-you',
  '/login',
  '/signup',
  '/reset-password',
];
/** A key left untranslated shows as its path: "pages.faq.title", "signup.submit"… */
const RAW_KEY =
  /\b(?:pages|home|nav|footer|login|signup|forgot|verify|reset|contact|dsar|consent|demo|account|profile|products|faq|howItWorks|privacy|catalogue|errors|language|status|actions|notifications|thankYou)\.[a-zA-Z]+(?:\.[a-zA-Z]+)*\b/;

/** The page's first heading, once drawn. */
async function heading(page: Page): Promise<string> {
  const h1 = page.locator('h1').first();
  await expect(h1).toBeVisible({ timeout: 15_000 });
  return (await h1.textContent())?.trim() ?? '';
}

// One language (issue 45): loading each page afresh is the same code in every language. Each page's
// title, heading and own description in all five languages are proven in jsdom by the build's renderer
// (tests/ui/app/page-heads.test.tsx), and no English in the Japanese texts by tests/ui/locales.test.ts.
const SITES = [{ locale: 'fr-FR', viewport: PHONE, shots: true }] as const;

for (const { locale, viewport, shots } of SITES) {
  const device = viewport === PHONE ? 'phone' : 'desktop';
  test.describe(() => {
    test.use({ viewport });

    // One test, not one per page: each page's description must differ from every other page's. Axe
    // on each of these pages in each language and viewport is the route sweep's (sweep.spec.ts);
    // here each page is loaded afresh, and the last one is checked by axe as every test's end is.
    test(`public site in ${locale} (${device}): every route loaded afresh has its title, description and heading, no raw key`, async ({
      page,
      shot,
    }) => {
      // Thirteen pages, each loaded afresh, on a busy machine.
      test.setTimeout(120_000);
      await page.goto(`/?locale=${locale}`);
      await heading(page);
      await refuseCookies(page);
      const seen = new Set<string>();
      for (const path of PUBLIC) {
        await test.step(`${locale} ${path}`, async () => {
          await page.goto(path);
          const h1 = await heading(page);
          expect(h1.length, `${locale} ${path} has a heading`).toBeGreaterThan(0);
          await expect(page.locator('html'), `${locale} ${path} lang`).toHaveAttribute('lang', locale);
          await expect(page, `${locale} ${path} title`).toHaveTitle(path === '/' ? 'Circulo' : `${h1} · Circulo`);
          const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
          expect(description, `${locale} ${path} has a description`).not.toBe('');
          expect(description, `${locale} ${path} has its own description, not the site's`).not.toBe('Circulo');
          expect([...seen], `${locale} ${path} has its own description: "${description}"`).not.toContain(description);
          seen.add(description);
          const text = await page.locator('body').innerText();
          expect(text, `${locale} ${path} shows no raw key`).not.toMatch(RAW_KEY);
          if (shots) await shot(page, `${device}-${locale}${path === '/' ? '-home' : path.replaceAll('/', '-')}`);
        });
      }
    });
  });
}

test.describe('demo: sign up', () => {
  test.use({ viewport: PHONE });

  test('demo: sign up → the code from the demo mailbox verifies the email', async ({ page, checkA11y, shot }) => {
    await page.goto('/signup?locale=en-US');
    await heading(page);
    await refuseCookies(page);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Create my account' }).click();
    await expect(main.getByLabel('Email', { exact: true }), 'empty email refused').toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'sign-up with errors');
    await shot(page, 'phone-signup-errors-en-US');
    await main.getByLabel('Email', { exact: true }).fill('new.customer@example.com');
    await main.getByLabel(/^Password/).fill('a-long-password');
    await main.getByLabel('Name', { exact: true }).fill('Riley Chen');
    await main.getByLabel(/^ZIP code/).fill('94110');
    await main.getByLabel(/I accept the terms/).check();
    await main.getByRole('button', { name: 'Create my account' }).click();
    await expect(page, 'led to verify the email').toHaveURL((url) => url.pathname === '/user/verify-email');
    await heading(page);
    await checkA11y(page, 'verify email');
    await shot(page, 'phone-verify-email-en-US');

    // On a phone the demo's actions sit behind its "Demo tools" disclosure.
    const demo = page.getByRole('complementary', { name: 'Demo mode' });
    await demo.getByRole('button', { name: 'Demo tools' }).click();
    await demo.getByRole('button', { name: 'Demo mailbox' }).click();
    const mailbox = page.getByRole('dialog', { name: 'Emails sent in the demo' });
    await expect(mailbox).toBeVisible();
    await checkA11y(page, 'demo mailbox');
    await expect(mailbox.locator('p').nth(1), 'a 4-digit code in the mailbox').toHaveText(/^\s*\d{4}\s*$/);
    const code = (await mailbox.locator('p').nth(1).textContent())?.trim() ?? '';
    await page.keyboard.press('Escape');
    await main.getByLabel('4-digit code').fill(code);
    await main.getByRole('button', { name: 'Confirm now' }).click();
    await expect(page, 'to the account once verified').toHaveURL((url) => url.pathname === '/user/account');
    await expect(page.getByText('Email address verified')).toBeVisible();
    await page.goto('/user/verify-email');
    await expect(page.getByText('Your email address is verified')).toBeVisible();
  });
});

test.describe('demo: forgot password', () => {
  test.use({ viewport: DESKTOP });

  test('demo: forgot password → the link from the demo mailbox → a new password that logs in', async ({ page, checkA11y, shot }) => {
    await page.goto('/login?locale=fr-FR');
    await heading(page);
    await refuseCookies(page);
    await page
      .getByRole('main')
      .getByRole('button', { name: /Mot de passe oublié/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Réinitialiser votre mot de passe' });
    await dialog.getByLabel('Adresse e-mail').fill('demo@example.com');
    await dialog.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }).click();
    const sent = page.getByRole('dialog', { name: 'Consultez votre boîte de réception' });
    await expect(sent).toBeVisible();
    await checkA11y(page, 'forgot password sent');
    await shot(page, 'desktop-forgot-sent-fr-FR');
    await sent.getByRole('button', { name: 'Fermer' }).first().click();

    await page.getByRole('complementary', { name: 'Mode démo' }).getByRole('button', { name: 'Boîte mail de démo' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Ouvrir le lien de réinitialisation' }).first().click();
    await expect(page, 'on the reset page').toHaveURL((url) => url.pathname === '/reset-password');
    const main = page.getByRole('main');
    await main.getByLabel(/^Nouveau mot de passe$/).fill('un-nouveau-mot');
    await main.getByLabel('Nouveau mot de passe, à nouveau').fill('un-nouveau-mot');
    await checkA11y(page, 'reset password');
    await shot(page, 'desktop-reset-password-fr-FR');
    await main.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }).click();
    await expect(page, 'back to login').toHaveURL((url) => url.pathname === '/login');
    await main.getByLabel('Adresse e-mail', { exact: true }).fill('demo@example.com');
    await main.getByLabel('Mot de passe', { exact: true }).fill('un-nouveau-mot');
    await main.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page, 'logged in with the new password').toHaveURL((url) => url.pathname === '/user/account');
  });
});
