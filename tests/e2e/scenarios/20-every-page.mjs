// Every route of spec §2 in the demo build: its own title and heading, zero axe violations.
export const serve = 'demo';

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

async function visit(page, path, expect) {
  await page.goto(path);
  const h1 = page.locator('h1').first();
  await h1.waitFor({ timeout: 15000 });
  const heading = (await h1.textContent())?.trim() ?? '';
  expect.ok(heading.length > 0, `${path} has a heading`);
  const title = await page.title();
  expect.ok(
    path === '/' ? title === 'Circulo' : title === `${heading} · Circulo`,
    `${path} title "${title}" names its heading "${heading}"`,
  );
  expect.ok(!/\b[a-z]+:[a-z]+\.[a-zA-Z.]+\b/.test(await page.locator('body').innerText()), `${path} shows no raw i18n key`);
}

export const scenarios = [
  {
    name: 'every public page in French: heading, title, no raw key, zero axe violations',
    async run({ newPage, checkA11y, screenshot, expect }) {
      const page = await newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto('/');
      await page
        .getByRole('region', { name: /cookies/i })
        .getByRole('button', { name: /nécessaires/i })
        .click();
      for (const path of PUBLIC) {
        await visit(page, path, expect);
        await checkA11y(page, `fr ${path}`);
      }
      await screenshot(page, 'desktop-not-found-fr');
    },
  },
  {
    name: 'every customer page in Japanese, signed in: heading, title, zero axe violations',
    async run({ newPage, checkA11y, screenshot, expect }) {
      const page = await newPage({ viewport: { width: 390, height: 844 } });
      await page.goto('/jp/login');
      await page
        .getByRole('region', { name: /クッキー/ })
        .getByRole('button', { name: '必要なクッキーのみ' })
        .click();
      const main = page.getByRole('main');
      await main.getByLabel('メールアドレス', { exact: true }).fill('demo@example.com');
      await main.getByLabel('パスワード', { exact: true }).fill('demo1234');
      await main.getByRole('button', { name: 'ログイン' }).click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/', 'signed in and sent home', 10000);
      for (const path of USER) {
        await visit(page, path, expect);
        await checkA11y(page, `ja ${path}`);
      }
      await page.goto('/user/account');
      await page
        .getByRole('region', { name: '残高' })
        // The amount is said once for screen readers and drawn once by the counter's reels: either will do.
        .getByText(/￥[\d,]+/)
        .first()
        .waitFor({ timeout: 10000 });
      await screenshot(page, 'phone-account-ja');
      await page.goto('/user/profile');
      await page.locator('h1').waitFor();
      await screenshot(page, 'phone-profile-ja');
    },
  },
];
