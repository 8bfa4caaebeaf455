// Issue 20, point 5: the info window opens on a phone in every mode, the development server's too
// (`npm run demo`: Vite serving the sources, React in development mode with its effects run twice).
import { createServer, type ViteDevServer } from 'vite';
import { LocatorPage, type DemoBin } from '../pages/locator';
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
  // On a phone, a card under the map (issue 44, point 7).
  await locator.expectInfoUnderMap();
  // The selected pin is drawn inside a ring of the focus colour (src/adapters/map/map-look.ts), whatever its status.
  const ringColour = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-focus').trim());
  // The bin farthest from any other, opened by its address, closed, then tapped on the map.
  const bins = await locator.bins();
  const km = (a: DemoBin, b: DemoBin) => Math.hypot(a.lat - b.lat, (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180));
  const nearest = (bin: DemoBin) => Math.min(...bins.filter((b) => b !== bin).map((b) => km(bin, b)));
  const loner = [...bins].sort((a, b) => nearest(b) - nearest(a))[0];
  if (!loner) throw new Error('no bins');
  await locator.goto(`${url}/shop-and-return?id=${loner.id}&zoom=16`);
  await locator.expectInfoUnderMap(locator.info(loner));
  // (Not a focused element's outline: the ring is a pin's size.)
  const [chosen] = (await colourPatches(locator.map, [ringColour])).filter((p) => p.area < 1000);
  await locator.info(loner).getByRole('button').first().tap();
  await expect(locator.openInfo).toBeHidden();
  await locator.map.scrollIntoViewIfNeeded();
  // (The page may still be scrolling back to the map: its place is read once it stays put.)
  const settled = async () => {
    const first = await locator.map.boundingBox();
    await page.waitForTimeout(150);
    const again = await locator.map.boundingBox();
    return first !== null && again !== null && first.y === again.y;
  };
  await expect.poll(settled, { message: 'the page stops scrolling' }).toBe(true);
  const box = await locator.map.boundingBox();
  if (!chosen || !box) throw new Error('the bin’s pin is not on the map');
  const pin = chosen;
  // A finger's tap on its pin opens it again.
  await page.touchscreen.tap(box.x + pin.x, box.y + pin.y);
  await locator.expectInfoUnderMap(locator.info(loner));
});
