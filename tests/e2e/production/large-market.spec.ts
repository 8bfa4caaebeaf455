// A market of thousands of bins (issue 21, point 6) in the production build: the pins come with the
// answer, the list with the market's index, made by core's rule in a Web Worker (more than 2,000 bins);
// and if the worker's script cannot be loaded, the same list is made in the page.
import type { Page } from '@playwright/test';
import { indexBins, keysOf } from '../../../src/core/places/bin-index';
import type { Bin } from '../../../src/core/places/bin';
import { LocatorPage } from '../pages/locator';
import { fakeOsmTiles } from '../support/osm-tiles';
import { expect, PHONE, test } from '../support/production';

test.use({ viewport: PHONE, locale: 'fr-FR', apiOptions: { binsPerMarket: { fr: 5_000 } } });

/** The first entries the list must show: the market's answer, in core's order. */
async function expectedFirst(page: Page, count: number): Promise<string[]> {
  const answer = (await (await page.request.get('/api/v2/bins?country_code=fr')).json()) as { data: Bin[] };
  const bins = answer.data;
  const { order } = indexBins(keysOf(bins), 'fr-FR');
  return Array.from(order.slice(0, count), (i) => `${bins[i]!.retailer.name} ${bins[i]!.details}`);
}

async function expectListed(page: Page, locator: LocatorPage): Promise<void> {
  await expect(locator.list.getByRole('status').first()).toHaveText(/Les 50 premiers bacs sur 5\s000/);
  expect((await locator.places()).slice(0, 5)).toEqual(await expectedFirst(page, 5));
  await expect.poll(() => locator.entries.count()).toBe(50);
}

test('5,000 bins: the list in the market’s order, made in a worker; a search narrows it at once', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await fakeOsmTiles(page);
  const locator = new LocatorPage(page, 'fr-FR');
  await locator.open();
  await expectListed(page, locator);
  expect(workers).toEqual([expect.stringMatching(/^\/assets\/bin-index\.worker-[\w-]+\.js$/)]);

  await page.getByRole('searchbox', { name: locator.text('search') }).fill('lyon');
  await expect(locator.list.getByRole('status').first()).not.toHaveText(/5\s000/);
  for (const place of (await locator.places()).slice(0, 10)) expect(place.toLowerCase()).toContain('lyon');
});

test('5,000 bins: when the worker’s script cannot be loaded, the same list is made in the page', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/);
  await fakeOsmTiles(page);
  await page.route('**/assets/bin-index.worker-*.js', (route) => route.fulfill({ status: 404, body: '' }));
  const locator = new LocatorPage(page, 'fr-FR');
  await locator.open();
  await expectListed(page, locator);
});
