// The public site in all five languages, and the sign-up and password-reset journeys of the demo.
export const serve = 'demo';

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
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** A key left untranslated shows as its path: "pages.faq.title", "signup.submit"… */
const RAW_KEY =
  /\b(?:pages|home|nav|footer|login|signup|forgot|verify|reset|contact|dsar|consent|demo|account|profile|products|faq|howItWorks|privacy|catalogue|errors|language|status|actions|notifications|thankYou)\.[a-zA-Z]+(?:\.[a-zA-Z]+)*\b/;

async function settleHeading(page) {
  await page.locator('h1').first().waitFor({ timeout: 15000 });
  return (await page.locator('h1').first().textContent())?.trim() ?? '';
}

function visitAll(locale, viewport, shots) {
  return {
    name: `public site in ${locale} (${viewport === PHONE ? 'phone' : 'desktop'}): every route has its title, description and heading, no raw key, zero axe violations`,
    timeoutMs: 180_000,
    async run({ newPage, checkA11y, screenshot, expect }) {
      const page = await newPage({ viewport });
      await page.goto(`/?locale=${locale}`);
      await settleHeading(page);
      // Choose "necessary only" (first button) so the banner does not cover the pages.
      await page
        .getByRole('region')
        .filter({ has: page.locator('#consent-title') })
        .getByRole('button')
        .first()
        .click();
      const seen = new Set();
      for (const path of PUBLIC) {
        await page.goto(path);
        const heading = await settleHeading(page);
        expect.ok(heading.length > 0, `${locale} ${path} has a heading`);
        expect.equal(await page.evaluate(() => document.documentElement.lang), locale, `${locale} ${path} lang`);
        const title = await page.title();
        expect.ok(path === '/' ? title === 'Circulo' : title === `${heading} · Circulo`, `${locale} ${path} title "${title}"`);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect.ok(
          description && description !== 'Circulo' && !seen.has(description),
          `${locale} ${path} has its own description: "${description}"`,
        );
        seen.add(description);
        const text = await page.locator('body').innerText();
        const raw = RAW_KEY.exec(text);
        expect.ok(!raw, `${locale} ${path} shows a raw key: ${raw?.[0]}`);
        if (locale === 'ja-JP')
          expect.ok(
            !/\b(?:the|and|your|with)\b/i.test(text.replace(/demo@example\.com|demo1234|Circulo|PayPal|LINE Pay|Wise|FAQ/g, '')),
            `${locale} ${path} has no English sentence`,
          );
        await checkA11y(page, `${locale} ${path}`);
        if (shots)
          await screenshot(
            page,
            `${viewport === PHONE ? 'phone' : 'desktop'}-${locale}${path === '/' ? '-home' : path.replaceAll('/', '-')}`,
          );
      }
    },
  };
}

export const scenarios = [
  visitAll('fr-FR', PHONE, true),
  visitAll('ja-JP', PHONE, true),
  visitAll('en-US', DESKTOP, true),
  visitAll('en-GB', PHONE, false),
  visitAll('en-CA', DESKTOP, false),
  {
    name: 'demo: sign up → the code from the demo mailbox verifies the email',
    async run({ newPage, checkA11y, screenshot, expect }) {
      const page = await newPage({ viewport: PHONE });
      await page.goto('/signup?locale=en-US');
      await settleHeading(page);
      await page
        .getByRole('region')
        .filter({ has: page.locator('#consent-title') })
        .getByRole('button')
        .first()
        .click();
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Create my account' }).click();
      expect.equal(await main.getByLabel('Email', { exact: true }).getAttribute('aria-invalid'), 'true', 'empty email refused');
      await checkA11y(page, 'sign-up with errors');
      await screenshot(page, 'phone-signup-errors-en-US');
      await main.getByLabel('Email', { exact: true }).fill('new.customer@example.com');
      await main.getByLabel(/^Password/).fill('a-long-password');
      await main.getByLabel('Name', { exact: true }).fill('Riley Chen');
      await main.getByLabel(/^ZIP code/).fill('94110');
      await main.getByLabel(/I accept the terms/).check();
      await main.getByRole('button', { name: 'Create my account' }).click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/user/verify-email', 'led to verify the email', 10000);
      await settleHeading(page);
      await checkA11y(page, 'verify email');
      await screenshot(page, 'phone-verify-email-en-US');

      // On a phone the demo's actions sit behind its "Demo tools" disclosure.
      const demo = page.getByRole('complementary', { name: 'Demo mode' });
      await demo.getByRole('button', { name: 'Demo tools' }).click();
      await demo.getByRole('button', { name: 'Demo mailbox' }).click();
      const mailbox = page.getByRole('dialog', { name: 'Emails sent in the demo' });
      await mailbox.waitFor();
      await checkA11y(page, 'demo mailbox');
      const code = (await mailbox.locator('p').nth(1).textContent())?.trim() ?? '';
      expect.ok(/^\d{4}$/.test(code), `a 4-digit code in the mailbox (${code})`);
      await page.keyboard.press('Escape');
      await main.getByLabel('4-digit code').fill(code);
      await main.getByRole('button', { name: 'Confirm now' }).click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/user/account', 'to the account once verified', 10000);
      await page.getByText('Email address verified').waitFor({ timeout: 5000 });
      await page.goto('/user/verify-email');
      await page.getByText('Your email address is verified').waitFor({ timeout: 10000 });
    },
  },
  {
    name: 'demo: forgot password → the link from the demo mailbox → a new password that logs in',
    async run({ newPage, checkA11y, screenshot, expect }) {
      const page = await newPage({ viewport: DESKTOP });
      await page.goto('/login?locale=fr-FR');
      await settleHeading(page);
      await page
        .getByRole('region')
        .filter({ has: page.locator('#consent-title') })
        .getByRole('button')
        .first()
        .click();
      await page
        .getByRole('main')
        .getByRole('button', { name: /Mot de passe oublié/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Réinitialiser votre mot de passe' });
      await dialog.getByLabel('Adresse e-mail').fill('demo@example.com');
      await dialog.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }).click();
      const sent = page.getByRole('dialog', { name: 'Consultez votre boîte de réception' });
      await sent.waitFor();
      await checkA11y(page, 'forgot password sent');
      await screenshot(page, 'desktop-forgot-sent-fr-FR');
      await sent.getByRole('button', { name: 'Fermer' }).first().click();

      await page.getByRole('complementary', { name: 'Mode démo' }).getByRole('button', { name: 'Boîte mail de démo' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Ouvrir le lien de réinitialisation' }).first().click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/reset-password', 'on the reset page', 10000);
      const main = page.getByRole('main');
      await main.getByLabel(/^Nouveau mot de passe$/).fill('un-nouveau-mot');
      await main.getByLabel('Nouveau mot de passe, à nouveau').fill('un-nouveau-mot');
      await checkA11y(page, 'reset password');
      await screenshot(page, 'desktop-reset-password-fr-FR');
      await main.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }).click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/login', 'back to login', 10000);
      await main.getByLabel('Adresse e-mail', { exact: true }).fill('demo@example.com');
      await main.getByLabel('Mot de passe', { exact: true }).fill('un-nouveau-mot');
      await main.getByRole('button', { name: 'Se connecter' }).click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/', 'logged in with the new password', 10000);
    },
  },
];
