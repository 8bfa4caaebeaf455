// Issue 21, point 4, on the production build behind deploy/'s nginx, with its Content-Security-Policy:
// Chromium finds the app installable (the DevTools protocol lists no installability error), with the
// manifest of the visitor's language; the service worker runs under the policy (a violation would be
// logged, and the fence fails the test on it), and after one visit the locator opens offline.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ONLY_THIS_MACHINE_ARG } from '../../../scripts/lib/chromium.mjs';
import { LocatorPage } from '../pages/locator';
import { expect, test } from '../support/nginx-site';
import { fakeOsmTiles } from '../support/osm-tiles';
import { binsKept, workerInControl } from '../support/service-worker';
import { t } from '../support/texts.mjs';

// The worker keeps the whole app shell before it takes the page: slow on a busy machine.
test.slow();
test.use({ serviceWorkers: 'allow' });

/** What Chromium says of the page's manifest: where it is, and the manifest read. */
async function appManifest(cdp: CDPSession): Promise<{ url: string; name: string; lang: string; errors: unknown[] }> {
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  // No manifest linked (yet: a prerendered page links it once painted): no data.
  const manifest = JSON.parse(data || '{}') as { name?: string; lang?: string };
  return { url, errors, name: manifest.name ?? '', lang: manifest.lang ?? '' };
}

const installabilityErrors = async (cdp: CDPSession) => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors;

/**
 * A browser with a profile of its own, as a customer's: Chromium never offers to install from a
 * private window, and Playwright's contexts are private ones ("in-incognito").
 */
async function customerBrowser(locale: string, baseURL: string, run: (page: Page, cdp: CDPSession) => Promise<void>): Promise<void> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'circulo-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ONLY_THIS_MACHINE_ARG],
    locale,
    baseURL,
    serviceWorkers: 'allow',
  });
  const errors: string[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await fakeOsmTiles(page);
    // A policy violation (the worker's script, the manifest) is logged as an error.
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await run(page, await context.newCDPSession(page));
    expect(errors, 'nothing logged as an error, no policy violation').toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

test('Chromium finds the app installable, named in the visitor’s language', async ({ nginx }) => {
  await customerBrowser('fr-FR', nginx.url, async (page, cdp) => {
    await page.goto('/');
    await expect.poll(() => installabilityErrors(cdp), { message: 'no installability error' }).toEqual([]);
    const manifest = await appManifest(cdp);
    expect(manifest).toMatchObject({ errors: [], lang: 'fr-FR', name: `Circulo · ${t('fr-FR', 'common:brand.tagline')}` });
    expect(new URL(manifest.url).pathname).toBe('/manifest/fr-FR.webmanifest');
    await workerInControl(page);
  });
  // A Japanese visitor: the prerendered page links the Japanese manifest once painted
  // (scripts/lib/paint-first.js); the locator's page (the app's shell, not prerendered) links it once the app runs.
  await customerBrowser('ja-JP', nginx.url, async (page, cdp) => {
    await page.goto('/');
    await expect
      .poll(() => appManifest(cdp), { message: 'the Japanese manifest, once the page is painted' })
      .toMatchObject({ errors: [], lang: 'ja-JP', name: `Circulo · ${t('ja-JP', 'common:brand.tagline')}` });
    await page.goto('/shop-and-return');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ja-JP', 'places:shopAndReturn.title'));
    await expect.poll(async () => new URL((await appManifest(cdp)).url).pathname).toBe('/manifest/ja-JP.webmanifest');
    await expect.poll(() => installabilityErrors(cdp), { message: 'no installability error' }).toEqual([]);
  });
});

test('the worker and the manifests are served as the browser needs them', async ({ request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  // Never kept a year: a new version must be found on the next visit.
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const manifest = await request.get('/manifest/en-GB.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
});

test('after one visit behind nginx, the locator opens offline and says since when its bins are', async ({ page, context }) => {
  await fakeOsmTiles(page);
  const locator = new LocatorPage(page, 'en-GB');
  await locator.open();
  const names = await locator.places();
  await binsKept(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^Offline — bins as of \d{2}:\d{2}\.$/ })).toBeVisible();
  await locator.expectDrawn();
  await expect.poll(() => locator.places(), { message: 'the same bins as online' }).toEqual(names);
});
