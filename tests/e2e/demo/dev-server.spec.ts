// Issue 20, point 5: the info window opens on a phone in every mode, the development server's too
// (`npm run demo`: Vite serving the sources, React in development mode with its effects run twice).
import { createServer, type ViteDevServer } from 'vite';
import { LocatorPage } from '../pages/locator';
import { colourPatches } from '../support/map-pixels';
import { expect, PHONE, REPO_ROOT, test } from '../support/test';

let server: ViteDevServer;
let url = '';

test.beforeAll(async () => {
  server = await createServer({ root: REPO_ROOT, mode: 'demo', server: { host: '127.0.0.1', port: 0, strictPort: false } });
  await server.listen();
  url = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
});
test.afterAll(async () => server?.close());

test.use({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'fr-FR' });

test('dev server (npm run demo), phone: a tap on a list entry and a tap on a pin each open the info window', async ({ page, fence }) => {
  // The first page compiles the sources on demand.
  test.setTimeout(120_000);
  fence.allowedOrigins.add(new URL(url).origin);
  const locator = new LocatorPage(page, 'fr-FR');
  await locator.goto(`${url}/shop-and-return`);
  await locator.entries.first().tap();
  await locator.expectInfoOnMap();
  await locator.floatingInfo.getByRole('button').first().tap();
  await expect(locator.floatingInfo).toBeHidden();
  await locator.map.scrollIntoViewIfNeeded();
  const pinColour = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim());
  // A lone pin (a cluster's disc is larger), tapped with a finger.
  const lone = (await colourPatches(locator.map, [pinColour])).find((p) => p.area < 130);
  const box = await locator.map.boundingBox();
  if (!lone || !box) throw new Error('no lone pin on the map');
  await page.touchscreen.tap(box.x + lone.x, box.y + lone.y);
  await locator.expectInfoOnMap();
});
