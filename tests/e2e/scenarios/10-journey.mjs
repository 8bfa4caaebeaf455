// The foundation journey in the demo build: French by default, switch language,
// log in as the demo user, reach the account page, sign out. Axe on every page.
export const serve = 'demo';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function h1(page) {
  await page.locator('h1').first().waitFor({ timeout: 15000 });
  return (await page.locator('h1').first().textContent())?.trim();
}

async function login(page, { email = 'demo@example.com', password = 'demo1234' } = {}) {
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Log in' }).click();
}

export const scenarios = [
  {
    name: 'journey: French by default → English → log in → account → sign out',
    async run({ newPage, checkA11y, screenshot, expect }) {
      const page = await newPage({ viewport: DESKTOP, locale: 'en-US' });
      const texts = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/locales/')) texts.push(path);
      });
      await page.goto('/');
      expect.equal(await h1(page), 'Rapportez vos contenants. Récupérez votre consigne.', 'home is in French by default');
      expect.ok(
        texts.length > 0 && texts.every((p) => p.startsWith('/locales/fr-FR/')),
        `only French texts downloaded: ${texts.join(', ')}`,
      );
      texts.length = 0;
      expect.equal(await page.evaluate(() => document.documentElement.lang), 'fr-FR', '<html lang> is fr-FR');
      await checkA11y(page, 'home (fr, consent banner open)');
      await screenshot(page, 'desktop-home-fr');

      await page
        .getByRole('region', { name: /cookies/i })
        .getByRole('button', { name: /nécessaires/i })
        .click();
      await page.getByRole('contentinfo').getByRole('combobox').selectOption('en-US');
      await expect.eventually(
        async () => (await h1(page)) === 'Return your containers. Get your deposit back.',
        'home switches to English',
      );
      expect.equal(await page.evaluate(() => document.documentElement.lang), 'en-US', '<html lang> follows');
      expect.equal(await page.evaluate(() => localStorage.getItem('locale')), 'en-US', 'locale stored in localStorage');
      expect.ok(
        texts.length > 0 && texts.every((p) => p.startsWith('/locales/en-US/')),
        `switching downloads only English texts: ${texts.join(', ')}`,
      );
      await checkA11y(page, 'home (en-US)');

      await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
      expect.equal(await h1(page), 'Log in', 'login page');
      await checkA11y(page, 'login');
      await screenshot(page, 'desktop-login-en');

      await login(page);
      const menu = page.getByRole('button', { name: 'Account menu for Alex Morgan' });
      await menu.waitFor({ timeout: 10000 });
      expect.equal(new URL(page.url()).pathname, '/', 'login goes home');
      const cookies = await page.context().cookies();
      const access = cookies.find((c) => c.name === 'access_token');
      expect.ok(access && access.sameSite === 'Strict' && access.path === '/', 'access token in a SameSite=Strict cookie');
      expect.ok(
        !(await page.evaluate(() =>
          Object.keys(localStorage).some(
            (k) => /token/i.test(k) || (/token/i.test(localStorage.getItem(k) ?? '') && k !== 'circulo-demo-world:v6'),
          ),
        )),
        'no token in localStorage outside the demo world',
      );

      await menu.click();
      await page.getByRole('banner').getByRole('link', { name: 'My account', exact: true }).click();
      expect.equal(await h1(page), 'My account', 'account page');
      expect.equal(new URL(page.url()).pathname, '/user/account', 'account URL');
      await checkA11y(page, 'account');
      await screenshot(page, 'desktop-account-en');

      await page.getByRole('button', { name: /Account menu/ }).click();
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Sign out' }).click()]);
      await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor({ timeout: 10000 });
      expect.equal(new URL(page.url()).pathname, '/', 'signed out at /');
      expect.ok(!(await page.context().cookies()).some((c) => c.name === 'access_token' && c.value), 'token cookie cleared');
    },
  },
  {
    name: 'journey on a phone: the navbar collapses to a menu, the guard sends a visitor to login and back',
    async run({ newPage, checkA11y, screenshot, expect }) {
      const page = await newPage({ viewport: PHONE, locale: 'en-GB' });
      await page.goto('/uk/user/account');
      await expect.eventually(async () => new URL(page.url()).pathname === '/login', 'visitor sent to login');
      expect.equal(new URL(page.url()).searchParams.get('returnTo'), '/user/account', 'way back kept');
      expect.equal(await h1(page), 'Log in', 'login in English (UK) from the /uk segment');
      expect.equal(await page.evaluate(() => document.documentElement.lang), 'en-GB', 'lang from the country segment');
      await page
        .getByRole('region', { name: /cookies/i })
        .getByRole('button', { name: /necessary/i })
        .click();
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect.ok(!(await nav.isVisible()), 'navigation hidden behind the menu on a phone');
      await page.getByRole('button', { name: 'Menu' }).click();
      expect.ok(await nav.isVisible(), 'menu opens the navigation');
      await checkA11y(page, 'phone menu open');
      await screenshot(page, 'phone-menu-open-en-gb');
      await page.keyboard.press('Escape');
      expect.ok(!(await nav.isVisible()), 'Escape closes the menu');

      await screenshot(page, 'phone-login-en-gb');
      await login(page);
      await expect.eventually(async () => new URL(page.url()).pathname === '/user/account', 'back to the account after login', 10000);
      expect.equal(await h1(page), 'My account', 'account page');
      await screenshot(page, 'phone-account-en-gb');
    },
  },
  {
    name: 'login: empty fields and a wrong password are explained, nothing typed is lost',
    async run({ newPage, checkA11y, screenshot, expect }) {
      const page = await newPage({ viewport: PHONE });
      await page.goto('/login?locale=en-US');
      await h1(page);
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Log in' }).click();
      const email = main.getByLabel('Email', { exact: true });
      expect.equal(await email.getAttribute('aria-invalid'), 'true', 'email marked invalid');
      await checkA11y(page, 'login with field errors');
      await screenshot(page, 'phone-login-errors');
      await login(page, { password: 'wrong-password' });
      const alert = page.getByRole('alert');
      await expect.eventually(async () => (await alert.textContent())?.includes('Login failed'), 'loginFailed notification');
      await checkA11y(page, 'login failed notification');
      await screenshot(page, 'phone-login-failed');
      expect.equal(await email.inputValue(), 'demo@example.com', 'email kept');
    },
  },
  {
    name: 'demo: the session and the world survive a reload, and the demo can be reset',
    async run({ newPage, expect }) {
      const page = await newPage({ viewport: DESKTOP });
      await page.goto('/jp/login');
      await expect.eventually(async () => new URL(page.url()).pathname === '/login', 'country segment dropped');
      expect.equal(await page.evaluate(() => document.documentElement.lang), 'ja-JP', 'Japanese from /jp');
      const main = page.getByRole('main');
      await main.getByLabel('メールアドレス', { exact: true }).fill('demo@example.com');
      await main.getByLabel('パスワード', { exact: true }).fill('demo1234');
      await main.getByRole('button', { name: 'ログイン' }).click();
      await page.getByRole('button', { name: /佐藤 花子/ }).waitFor({ timeout: 10000 });
      await page.reload();
      await page.getByRole('button', { name: /佐藤 花子/ }).waitFor({ timeout: 10000 });
      expect.ok(await page.evaluate(() => localStorage.getItem('circulo-demo-world:v6') !== null), 'world saved under a versioned key');

      const demo = page.getByRole('complementary', { name: 'デモモード' });
      await demo.getByRole('button', { name: 'デモデータをリセット' }).click();
      await Promise.all([page.waitForEvent('load'), demo.getByRole('button', { name: 'リセットする' }).click()]);
      await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).waitFor({ timeout: 10000 });
      expect.ok(!(await page.context().cookies()).some((c) => c.name === 'access_token' && c.value), 'reset signs out');
    },
  },
  {
    name: 'headless hides navbar, footer and the cookie banner',
    async run({ newPage, checkA11y, expect }) {
      const page = await newPage({ viewport: PHONE });
      await page.goto('/faq?headless=1');
      await h1(page);
      expect.equal(await page.getByRole('banner').count(), 0, 'no navbar');
      expect.equal(await page.getByRole('contentinfo').count(), 0, 'no footer');
      expect.equal(await page.getByRole('region', { name: /cookie/i }).count(), 0, 'no consent banner');
      await checkA11y(page, 'headless faq');
    },
  },
];
