// Issue 21, point 4: a new version of the app is offered ("a new version is ready — reload"), never
// put in place by a silent reload while the customer is typing. The new version is the same build
// with a changed worker script (a byte more is a new worker, as a deployment makes one).
import fs from 'node:fs';
import path from 'node:path';
import { LoginPage } from '../pages/login';
import { expect, PRODUCTION_DIR, test } from '../support/production';
import { workerInControl } from '../support/service-worker';
import { t } from '../support/texts.mjs';

// The worker keeps the whole app shell before it takes the page: slow on a busy machine.
test.slow();
test.use({ serviceWorkers: 'allow' });

test('a new version waits for the customer’s word; what they typed stays until they reload', async ({ page, api }) => {
  const login = new LoginPage(page, 'fr-FR');
  await login.open();
  await login.acceptNecessaryCookies();
  await workerInControl(page);
  const email = page.getByRole('main').getByLabel(t('fr-FR', 'auth:login.email'), { exact: true });
  await email.fill('typing@example.com');
  await page.evaluate(() => void ((window as unknown as { before?: boolean }).before = true));

  // A deployment: the server now has another worker. (The server asks the test's API first for every
  // path, tests/e2e/support/production.ts; a browser's own fetch of a worker script passes no route.)
  const worker = `${fs.readFileSync(path.join(PRODUCTION_DIR, 'sw.js'), 'utf8')}\n// the next version\n`;
  const handle = api.handle.bind(api);
  api.handle = async (req, res) => {
    if (req.url !== '/sw.js') return handle(req, res);
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(worker);
    return true;
  };
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  const prompt = page.getByRole('status').filter({ hasText: t('fr-FR', 'common:update.ready') });
  await expect(prompt).toBeVisible();
  // Offered, not applied: the same page, the same words typed.
  expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(true);
  await expect(email).toHaveValue('typing@example.com');

  // Reload: the new worker takes over, then the page loads again, from it.
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: t('fr-FR', 'common:update.reload') }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr-FR', 'auth:login.title'));
  await expect(prompt).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before ?? false), 'a new page').toBe(false);
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
    }),
    'the new worker took over: nothing waits any more',
  ).toEqual({ waiting: null, controlled: true });
});
