// Issue 7, the UI's part: a return path or country segment that normalises to another site lands
// on a page of the app (never a blank page), and a screen that fails — here its chunk cannot be
// downloaded — shows the translated error page with a way home and a reload.
export const serve = 'demo';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const HOME_EN = 'Return your containers. Get your deposit back.';

async function h1(page) {
  await page.locator('h1').first().waitFor({ timeout: 15000 });
  return (await page.locator('h1').first().textContent())?.trim();
}

async function acceptNecessaryOnly(page) {
  const banner = page.getByRole('region').filter({ has: page.locator('#consent-title') });
  if (await banner.count()) await banner.getByRole('button').first().click();
}

/** The errors a blocked chunk is expected to log: the failed request, the failed import, the boundary's report. */
function allowBlockedChunk(page) {
  page.allowConsoleErrors('Failed to load resource', 'Failed to fetch dynamically imported module', 'A screen failed');
}

/** Each of these passed the old check and, once normalised, named another site. */
const HOSTILE_RETURNS = ['/..//evil.com', '/.//evil.com', '/%2e%2e//evil.com', '/./\\evil.com', '/a/..//evil.com/x?y=1'];

export const scenarios = [
  {
    name: 'review ui: a hostile returnTo after login lands home, never on a blank page or another site',
    timeoutMs: 120_000,
    async run({ newPage, screenshot, expect }) {
      const page = await newPage({ viewport: PHONE });
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      let first = true;
      for (const returnTo of HOSTILE_RETURNS) {
        await page.context().clearCookies();
        await page.goto(`/login?locale=en-US&returnTo=${encodeURIComponent(returnTo)}`);
        expect.equal(await h1(page), 'Log in', `login page for ${returnTo}`);
        const origin = new URL(page.url()).origin;
        if (first) await acceptNecessaryOnly(page);
        const main = page.getByRole('main');
        await main.getByLabel('Email', { exact: true }).fill('demo@example.com');
        await main.getByLabel('Password', { exact: true }).fill('demo1234');
        await main.getByRole('button', { name: 'Log in' }).click();
        await expect.eventually(async () => (await h1(page)) === HOME_EN, `${returnTo}: lands on the home page`);
        const url = new URL(page.url());
        expect.equal(url.origin, origin, `${returnTo}: same site`);
        expect.equal(url.pathname, '/', `${returnTo}: at /`);
        expect.ok((await page.locator('main').innerText()).trim().length > 0, `${returnTo}: the page is not blank`);
        if (first) await screenshot(page, 'review-ui-hostile-return-home');
        first = false;
      }
      expect.equal(errors, [], 'no uncaught error in the page');
    },
  },
  {
    name: 'review ui: a country segment followed by another site (/uk//evil.com/x) goes home in English (UK)',
    async run({ newPage, expect }) {
      const page = await newPage({ viewport: DESKTOP });
      await page.goto('/uk//evil.com/x');
      await expect.eventually(async () => (await h1(page)) === HOME_EN, 'home page, not "Loading" forever');
      expect.equal(new URL(page.url()).pathname, '/', 'at /');
      expect.equal(await page.evaluate(() => document.documentElement.lang), 'en-GB', 'the segment still chose the language');
    },
  },
  {
    name: 'review ui: a screen whose code cannot be downloaded shows the error page, then reloads into the screen',
    async run({ newPage, checkA11y, screenshot, expect }) {
      const page = await newPage({ viewport: DESKTOP });
      await page.goto('/?locale=fr-FR');
      await h1(page);
      await acceptNecessaryOnly(page);
      allowBlockedChunk(page);
      const blocked = /\/assets\/FaqScreen-[^/]*\.js$/;
      await page.route(blocked, (route) => route.abort('internetdisconnected'));
      await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).first().click();
      await expect.eventually(async () => (await h1(page)) === 'Une erreur s’est produite', 'the error page, in French');
      const main = page.getByRole('main');
      expect.ok(await page.getByRole('banner').isVisible(), 'the site around it is still there');
      expect.ok(await main.getByRole('link', { name: 'Retour à l’accueil' }).isVisible(), 'a way home');
      await checkA11y(page, 'error page (fr)');
      await screenshot(page, 'review-ui-error-page-fr');

      await page.unroute(blocked);
      await main.getByRole('button', { name: 'Recharger la page' }).click();
      await expect.eventually(async () => (await h1(page)) === 'Questions fréquentes', 'the reload shows the FAQ');
      expect.equal(new URL(page.url()).pathname, '/faq', 'reloaded where it failed');
    },
  },
  {
    name: 'review ui: the error page on a phone, keyboard first: Tab reaches the reload button and the home link',
    async run({ newPage, screenshot, expect }) {
      const page = await newPage({ viewport: PHONE });
      allowBlockedChunk(page);
      await page.route(/\/assets\/HowItWorksScreen-[^/]*\.js$/, (route) => route.abort('failed'));
      await page.goto('/how-it-works?locale=ja-JP');
      await expect.eventually(async () => (await h1(page)) === '問題が発生しました', 'the error page, in Japanese');
      await acceptNecessaryOnly(page);
      const reload = page.getByRole('main').getByRole('button', { name: 'ページを再読み込み' });
      await reload.focus();
      expect.ok(await reload.evaluate((el) => el === document.activeElement), 'the reload button takes focus');
      await page.keyboard.press('Tab');
      expect.equal(await page.evaluate(() => document.activeElement?.textContent), 'トップページに戻る', 'Tab goes on to the home link');
      await screenshot(page, 'review-ui-error-page-ja-phone');
    },
  },
  {
    name: 'review ui: a new customer who verifies later is shown it on the account page, and "Verify now" leads back',
    async run({ newPage, checkA11y, screenshot, expect }) {
      const page = await newPage({ viewport: PHONE });
      await page.goto('/signup?locale=en-US');
      await h1(page);
      await acceptNecessaryOnly(page);
      const main = page.getByRole('main');
      await main.getByLabel('Email', { exact: true }).fill('later@example.com');
      await main.getByLabel(/^Password/).fill('a-long-password');
      await main.getByLabel('Name', { exact: true }).fill('Sam Later');
      await main.getByLabel(/^ZIP code/).fill('94110');
      await main.getByLabel(/I accept the terms/).check();
      await main.getByRole('button', { name: 'Create my account' }).click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/user/verify-email', 'led to verify the email', 10000);
      await page.getByRole('status').getByText('Code sent').first().waitFor({ timeout: 5000 });

      await main.getByRole('link', { name: 'Confirm later' }).click();
      const notice = main.getByRole('region', { name: 'Your email address is not verified' });
      await notice.waitFor({ timeout: 10000 });
      await checkA11y(page, 'account, email not verified');
      await screenshot(page, 'review-ui-account-unverified-phone');
      await notice.getByRole('button', { name: 'Verify now' }).click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/user/verify-email', 'back to the verify screen', 10000);
      await main.getByLabel('4-digit code').waitFor({ timeout: 5000 });
    },
  },
  {
    name: 'review ui: the reset link’s token leaves the address bar (replaced, not pushed), the rest of the address kept',
    async run({ newPage, expect }) {
      const page = await newPage({ viewport: PHONE });
      await page.goto('/reset-password?locale=en-US&token=secret-token-123');
      await page.getByLabel('New password, again').waitFor({ timeout: 15000 });
      await expect.eventually(async () => !page.url().includes('secret-token-123'), 'the token is gone from the address');
      expect.equal(new URL(page.url()).pathname, '/reset-password', 'same page');
      expect.equal(new URL(page.url()).searchParams.get('locale'), 'en-US', 'other parameters kept');
      // Replaced, not pushed: going back does not return to the address with the token.
      await page.goBack().catch(() => null);
      expect.ok(!page.url().includes('secret-token-123'), `back does not bring the token back (${page.url()})`);
    },
  },
];
