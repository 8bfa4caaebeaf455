// Issue 21, point 4, on the production build: after one visit, with the network switched off in the
// browser, the locator opens from what the service worker kept, shows the market's last bins on the
// bundled base map and says "offline — bins as of 14:05"; logging in and withdrawing say they are
// offline and keep what was typed. Service workers are blocked in every other test (playwright.config.ts);
// here they run, as for a customer.
import { LoginPage } from '../pages/login';
import { expectMapDrawn, LocatorPage } from '../pages/locator';
import { WithdrawPage } from '../pages/withdraw';
import { addCustomer, withdrawalsOf } from '../support/money';
import { fakeOsmTiles } from '../support/osm-tiles';
import { expect, PHONE, test } from '../support/production';
import { binsKept, openOffline, workerInControl } from '../support/service-worker';
import { t } from '../support/texts.mjs';

// The worker keeps the whole app shell before it takes the page: slow on a busy machine.
test.slow();
test.use({ serviceWorkers: 'allow', viewport: PHONE });

/** Nothing reaches the server offline: the browser logs each request it could not send. */
const LOGGED_OFFLINE = /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/;

/** "Offline — bins as of HH:MM." in the page's language, whatever the minute. */
const offlineNotice = (locale: string) => {
  const [before = '', after = ''] = t(locale, 'places:shopAndReturn.offline', { time: '\u0000' }).split('\u0000');
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s');
  return new RegExp(`^${escape(before)}\\d{1,2}:\\d{2}${escape(after)}$`);
};

test('after one visit, the locator opens offline with the bins it last received, on the bundled map, and says as of when', async ({
  page,
  context,
  checkA11y,
  allowConsoleErrors,
  shot,
}) => {
  allowConsoleErrors(LOGGED_OFFLINE);
  const tiles = await fakeOsmTiles(page);
  const locator = new LocatorPage(page, 'fr-FR');
  await locator.open();
  const names = await locator.places();
  expect(names.length).toBeGreaterThan(0);
  await expect(page.getByText(offlineNotice('fr-FR'))).toHaveCount(0);
  await binsKept(page);

  expect(tiles.length, 'online, the map is drawn from the tile server').toBeGreaterThan(0);
  await openOffline(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(locator.text('title'));
  expect(await page.content(), 'not the browser’s offline page').not.toContain('ERR_INTERNET_DISCONNECTED');
  await expect(page.getByRole('status').filter({ hasText: offlineNotice('fr-FR') })).toBeVisible();
  await locator.expectDrawn();
  await expect.poll(() => locator.places(), { message: 'the same bins as online' }).toEqual(names);
  // Offline, the map is the bundled one (no tile server can be reached): drawn, with the bins' pins,
  // and credited to Natural Earth, not OpenStreetMap. (Chromium 150 may start the reloaded page
  // believing it is online — see openOffline — and the map then asks for tiles until it hears it is
  // offline: the count starts once it draws the bundled map.)
  await expect(locator.map.getByRole('link', { name: 'Natural Earth' })).toBeVisible();
  await expect(locator.map.getByRole('link', { name: 'OpenStreetMap' })).toHaveCount(0);
  const tilesOffline = tiles.length;
  await expectMapDrawn(page, locator.map);
  // Zoomed in, a map of tiles would ask for more while it moves; axe's pass outlasts the move.
  await locator.map.getByRole('button', { name: t('fr-FR', 'places:shopAndReturn.zoomIn') }).click();
  await checkA11y(page, 'the locator offline');
  await shot(page, 'offline-locator-fr-phone', { fullPage: false });
  expect(tiles.slice(tilesOffline), 'offline, no tile is asked for, even zoomed in').toEqual([]);

  await context.setOffline(false);
  await page.reload();
  await locator.expectDrawn();
  await expect(page.getByText(offlineNotice('fr-FR'))).toHaveCount(0);
});

test('offline after a visit: logging in and withdrawing say they are offline, keep what was typed, and no account answer was kept', async ({
  page,
  context,
  api,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(LOGGED_OFFLINE);
  const who = addCustomer(api, 'fr', 'offline-pwa', 10000);
  const login = new LoginPage(page, 'fr-FR');
  await login.signIn(who);
  await workerInControl(page);
  const withdraw = new WithdrawPage(page, 'fr-FR');
  await withdraw.open();
  await withdraw.reviewAmount('10');
  await context.setOffline(true);
  await withdraw.confirm();
  await expect(withdraw.outcome('offline')).toBeVisible();
  await expect(withdraw.review).toContainText('10');
  expect(withdrawalsOf(api, 'fr', who), 'nothing was sent').toHaveLength(0);
  // The profile, the balance, the payout methods and the terms were read online: none of them was kept.
  const keptApi = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.filter((url) => new URL(url).pathname.startsWith('/api/'));
  });
  expect(keptApi, 'no API answer is kept but the bins').toEqual([]);

  // A new page load offline: the app comes from the worker; the login form says offline and keeps the email.
  await context.clearCookies();
  await openOffline(page, '/login');
  await login.submit({ email: 'someone@example.com', password: 'a password' });
  await expect(page.getByRole('alert').filter({ hasText: t('fr-FR', 'errors:offline') })).toBeVisible();
  await expect(page.getByLabel(t('fr-FR', 'auth:login.email'), { exact: true })).toHaveValue('someone@example.com');
  await expect(page.getByLabel(t('fr-FR', 'auth:login.password'), { exact: true })).toHaveValue('a password');
});
