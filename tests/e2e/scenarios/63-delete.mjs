// Account deletion (issue 8, point 8) in the demo build, in all five languages: refused for the
// demo account (it holds a balance and pending requests), allowed for a fresh zero-balance sign-up.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../harness.mjs';

export const serve = 'demo';

const PHONE = { width: 390, height: 844 };

const MARKETS = [
  { locale: 'fr-FR', segment: 'fr', zip: '75011' },
  { locale: 'ja-JP', segment: 'jp', zip: '100-0001' },
  { locale: 'en-US', segment: 'us', zip: '94110' },
  { locale: 'en-GB', segment: 'uk', zip: 'SW1A 1AA' },
  { locale: 'en-CA', segment: 'ca', zip: 'K1A 0B1' },
];

/** The texts the customer reads, from the app's own files, so each language is checked in its words. */
const texts = (locale) => {
  const read = (ns) => JSON.parse(readFileSync(path.join(REPO_ROOT, 'src/ui/locales', locale, `${ns}.json`), 'utf8'));
  return { deletion: read('account').deletion, errors: read('errors') };
};

async function arrive(page, address) {
  await page.goto(address);
  await page.locator('h1').first().waitFor({ timeout: 15000 });
  const banner = page.getByRole('region').filter({ has: page.locator('#consent-title') });
  if (await banner.count()) await banner.getByRole('button').first().click();
}

async function deletionSection(page, t) {
  await page.goto('/user/profile');
  const section = page.getByRole('region', { name: t.deletion.title });
  await section.waitFor({ timeout: 15000 });
  return section;
}

const blocked = ({ locale, segment }) => ({
  name: `delete account (${locale}): the demo account is refused with the reason and its link, no form`,
  async run({ newPage, checkA11y, screenshot, expect }) {
    const t = texts(locale);
    const page = await newPage({ viewport: PHONE, locale });
    await arrive(page, `/${segment}/login`);
    const main = page.getByRole('main');
    await main.locator('input[name="email"]').fill('demo@example.com');
    await main.locator('input[name="password"]').fill('demo1234');
    await main.locator('button[type="submit"]').click();
    await expect.eventually(async () => new URL(page.url()).pathname === '/', 'signed in', 10000);
    const section = await deletionSection(page, t);
    const link = section.getByRole('link', { name: new RegExp(`^(${t.deletion.withdrawLink}|${t.deletion.contactLink})$`) });
    await link.waitFor({ timeout: 10000 });
    const href = await link.getAttribute('href');
    expect.ok(href === '/user/withdraw' || href === '/contact-us', `the way out is linked (${href})`);
    const reason = href === '/user/withdraw' ? t.errors.delete_blocked_balance : t.errors.delete_blocked_pending;
    expect.ok(await section.getByText(reason).isVisible(), 'the reason is said');
    expect.equal(await section.locator('input[type="password"]').count(), 0, 'no form while blocked');
    await checkA11y(page, `${locale} profile, deletion blocked`);
    if (locale === 'fr-FR' || locale === 'ja-JP') {
      await screenshot(page, `phone-delete-blocked-${locale}`);
    }
  },
});

const allowed = ({ locale, segment, zip }) => ({
  name: `delete account (${locale}): a fresh zero-balance account is deleted and the customer lands home, told so`,
  async run({ newPage, checkA11y, screenshot, expect }) {
    const t = texts(locale);
    const page = await newPage({ viewport: PHONE, locale });
    await arrive(page, `/${segment}/signup`);
    const main = page.getByRole('main');
    await main.locator('input[name="email"]').fill(`leaving.${segment}@example.com`);
    await main.locator('input[name="new-password"]').fill('a-long-password');
    await main.locator('input[name="name"]').fill('Sam Leaving');
    await main.locator('input[name="postal-code"]').fill(zip);
    await main.locator('input[name="terms"]').check();
    await main.locator('button[type="submit"]').click();
    await expect.eventually(async () => new URL(page.url()).pathname === '/user/verify-email', 'signed up', 10000);

    const section = await deletionSection(page, t);
    const submit = section.getByRole('button', { name: t.deletion.submit });
    await submit.click();
    const password = section.getByLabel(t.deletion.password, { exact: true });
    await expect.eventually(async () => (await password.getAttribute('aria-invalid')) === 'true', 'the password is required', 5000);
    await checkA11y(page, `${locale} profile, deletion form with errors`);
    await password.fill('a-long-password');
    await section.getByRole('checkbox', { name: t.deletion.confirm }).check();
    if (locale === 'fr-FR' || locale === 'ja-JP') {
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `phone-delete-form-${locale}`);
    }
    await submit.click();
    await expect.eventually(async () => new URL(page.url()).pathname === '/', 'lands on the home page', 10000);
    await page.getByRole('status').filter({ hasText: t.deletion.deletedTitle }).waitFor({ timeout: 5000 });
    const cookies = await page.evaluate(() => document.cookie);
    expect.ok(!/access_token=/.test(cookies), 'the tokens are cleared');
    await checkA11y(page, `${locale} home after deletion`);
    if (locale === 'fr-FR' || locale === 'ja-JP') await screenshot(page, `phone-delete-done-${locale}`);

    // The account is gone: its credentials no longer open it.
    await arrive(page, `/${segment}/login`);
    await main.locator('input[name="email"]').fill(`leaving.${segment}@example.com`);
    await main.locator('input[name="password"]').fill('a-long-password');
    await main.locator('button[type="submit"]').click();
    await page.getByRole('alert').filter({ hasText: /\S/ }).first().waitFor({ timeout: 10000 });
    expect.equal(new URL(page.url()).pathname, '/login', 'the deleted account cannot log in');
  },
});

export const scenarios = MARKETS.flatMap((market) => [blocked(market), allowed(market)]);
