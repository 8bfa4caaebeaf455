// Issue 46 point 5, on the production build: the device's copy of the account as customers meet it —
// painted at once and then replaced by the server's figures, gone from every store at sign-out, never
// shown to the next customer of the same browser, and what the installed app shows at a bin with no
// network. The copy's rules are core's (tests/core/wallet/account-copy.test.ts), its "as of" states the
// screens' (tests/ui/screens/account-copy.test.tsx): here, what only a browser shows.
import type { Page } from '@playwright/test';
import type { FakeApi } from '../../../fakes/http/fake-api';
import { DEMO_CUSTOMER, LoginPage } from '../pages/login';
import { freshBalanceShown } from '../pages/account';
import { addCustomer, holdBalance, wordsRe, type Customer } from '../support/money';
import { expect, PHONE, PRODUCTION_DIR, test } from '../support/production';
import { inlineScriptHashes } from '../../../deploy/render-nginx.mjs';
import { inlineHash } from '../../../scripts/lib/inline-styles.mjs';
import { openOffline, workerInControl } from '../support/service-worker';
import { everythingStored } from '../support/storage';
import { escapeRe, t } from '../support/texts.mjs';

const LOCALE = 'fr-FR';

/** The copy's line, "Situation à 14:05 · mise à jour…" or "Hors ligne — situation à 14:05", whatever the minute. */
const asOf = (kind: 'updating' | 'offline') => {
  const [before = '', after = ''] = t(LOCALE, `wallet:copy.${kind}_time`, { when: '\u0000' }).split('\u0000');
  return new RegExp(`^${escapeRe(before).replace(/\s/g, '\\s')}\\d{1,2}:\\d{2}${escapeRe(after).replace(/\s/g, '\\s')}$`);
};

const balanceCard = (page: Page) => page.getByRole('region', { name: t(LOCALE, 'wallet:account.balanceTitle') });

/** A customer of this test with the demo customer's history, signed in on their account, its copy kept. */
async function signedInWithCopy(page: Page, api: FakeApi, id: string, balance: number): Promise<Customer> {
  const who = addCustomer(api, 'fr', id, balance);
  const demo = api.backend.findUser(DEMO_CUSTOMER.email, 'fr');
  const record = api.backend.findUser(who.email, 'fr');
  if (demo && record) api.backend.addUser({ ...record, transactions: demo.transactions });
  await new LoginPage(page, LOCALE).signIn(who);
  await freshBalanceShown(page, LOCALE);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('account-snapshot') ?? '{}') as { history?: unknown }))
    .toMatchObject({ customer: id, history: {} });
  return who;
}

test('a returning customer: the copy at once, said as of when, then the server’s balance in its place', async ({
  page,
  api,
  checkA11y,
}) => {
  const who = await signedInWithCopy(page, api, 'copy-returning', 1500);
  await expect(balanceCard(page)).toContainText('15,00');
  // Meanwhile, a return is credited; the server's answer is slow.
  const record = api.backend.findUser(who.email, 'fr');
  if (record) api.backend.addUser({ ...record, balance: { ...record.balance, amount: 2500 } });
  const release = await holdBalance(page);
  await page.reload();
  await expect(balanceCard(page).getByRole('status')).toHaveText(asOf('updating'));
  await expect(balanceCard(page)).toContainText('15,00');
  await checkA11y(page, 'the account painted from the copy, updating');
  release();
  await freshBalanceShown(page, LOCALE);
  await expect(balanceCard(page)).toContainText('25,00');
});

test('the account’s frame paints the copy before the app has arrived; the app’s drawing takes its place, in the same place', async ({
  page,
  api,
  allowConsoleErrors,
  checkA11y,
  shot,
}) => {
  await page.setViewportSize(PHONE);
  await signedInWithCopy(page, api, 'copy-early', 1500);
  const slot = page.locator('[data-early-copy]');
  // The app's code never arrives: what is painted is the frame's alone.
  allowConsoleErrors(/Failed to load resource/);
  await page.route('**/assets/*.js', (route) => route.abort());
  const served = await (await page.reload())?.text();
  // The frame's own script, inline, allowed by the server's policy by its hash (deploy/render-nginx.mjs).
  const painter = served?.match(/<script data-look="[^"]*">([\s\S]*?)<\/script>/)?.[1] ?? '';
  expect(inlineScriptHashes(PRODUCTION_DIR)).toContain(inlineHash(painter));
  await expect(slot.getByRole('region', { name: t(LOCALE, 'wallet:account.balanceTitle') })).toBeVisible();
  await expect(balanceCard(page).getByRole('status')).toHaveText(asOf('updating'));
  await expect(balanceCard(page)).toContainText('15,00');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  await checkA11y(page, 'the account’s frame painted from the copy, before the app');
  await shot(page, 'early-copy-fr-phone', { fullPage: false });
  const painted = await balanceCard(page).boundingBox();

  // With the app: it hydrates the frame (the console would say if React found it changed), then its own
  // drawing of the copy replaces the painted one, where it was, until the server's balance comes.
  await page.unroute('**/assets/*.js');
  const release = await holdBalance(page);
  await page.reload();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(slot).toHaveCount(0);
  await expect(balanceCard(page).getByRole('status')).toHaveText(asOf('updating'));
  expect(await balanceCard(page).boundingBox()).toEqual(painted);
  release();
  await freshBalanceShown(page, LOCALE);
});

test('signing out leaves nothing of the customer in any of the browser’s stores', async ({ page, api }) => {
  await signedInWithCopy(page, api, 'copy-signout', 4321);
  expect(await everythingStored(page), 'the copy is kept while signed in').toContain('copy-signout');
  await page.getByRole('button', { name: wordsRe(LOCALE, 'common:nav.userMenu') }).click();
  await page.getByRole('button', { name: t(LOCALE, 'common:nav.signOut') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const stored = await everythingStored(page);
  expect(stored).not.toContain('copy-signout');
  expect(stored).not.toContain('account-snapshot');
  expect(stored).not.toMatch(/43,21|"amount":4321/);
});

test('a second customer on the same browser never sees the first one’s figures', async ({ page, api }) => {
  await signedInWithCopy(page, api, 'copy-first', 4321);
  // The first customer's session ends without a sign-out (as when it runs out); their copy stays behind.
  await page.context().clearCookies();
  await page.addInitScript(() => {
    const w = window as unknown as { sawFirst?: boolean };
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('43,21')) w.sawFirst = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const second = addCustomer(api, 'fr', 'copy-second', 1200);
  const release = await holdBalance(page);
  await new LoginPage(page, LOCALE).signIn(second);
  await expect(balanceCard(page).getByRole('status').filter({ hasText: /\d:\d/ })).toHaveCount(0);
  release();
  await freshBalanceShown(page, LOCALE);
  await expect(balanceCard(page)).toContainText('12,00');
  expect(await page.evaluate(() => (window as unknown as { sawFirst?: boolean }).sawFirst ?? false)).toBe(false);
  expect(await everythingStored(page)).not.toContain('copy-first');
});

test.describe('the installed app', () => {
  // The worker keeps the whole app shell before it takes the page: slow on a busy machine.
  test.slow();
  test.use({ serviceWorkers: 'allow', viewport: PHONE });

  test('offline at a bin: the account opens from the copy, says offline and as of when, and sends nothing', async ({
    page,
    api,
    allowConsoleErrors,
    checkA11y,
    shot,
  }) => {
    allowConsoleErrors(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    await signedInWithCopy(page, api, 'copy-offline', 1500);
    await workerInControl(page);
    const before = api.requests.length;
    // The network emulation lets a page served by the worker out for a moment (openOffline): the API is cut apart.
    await page.context().route('**/api/**', (route) => route.abort('internetdisconnected'));
    await openOffline(page, '/user/account');
    await expect(balanceCard(page).getByRole('status')).toHaveText(asOf('offline'));
    await expect(balanceCard(page)).toContainText('15,00');
    // The notice says what is shown: not the site signed out, the account as this device last saw it.
    await expect(page.getByRole('status').filter({ hasText: t(LOCALE, 'common:restore.failedCopy') })).toBeVisible();
    const history = page.getByRole('region', { name: t(LOCALE, 'wallet:history.title') });
    await expect(history.getByRole('status').first()).toHaveText(asOf('offline'));
    await expect(history.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await checkA11y(page, 'the account offline, from the copy');
    await shot(page, 'offline-account-fr-phone', { fullPage: false });
    expect(
      api.requests.slice(before).map((r) => r.path),
      'nothing reached the server',
    ).toEqual([]);
  });
});
