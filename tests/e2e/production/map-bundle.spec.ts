// OpenLayers and the bundled world map are downloaded by the map routes only (issue 10): checked on
// the production build's files (what the entry imports statically, what index.html preloads) and in
// the browser (pages without a map never request them).
import fs from 'node:fs';
import path from 'node:path';
import { fakeOsmTiles } from '../support/osm-tiles';
import { expect, PHONE, PRODUCTION_DIR as DIST, test } from '../support/production';
import { t } from '../support/texts.mjs';

test.use({ viewport: PHONE });

/** Class names OpenLayers' map writes into the page: a chunk holding them holds `ol`. */
const OL_MARKERS = ['ol-viewport', 'ol-overlay-container'];
const WORLD_MAP = /^countries-110m-[\w-]+\.json$/;
const PAGES_WITHOUT_MAP = ['/', '/faq', '/products', '/login', '/contact-us'];

interface Asset {
  readonly name: string;
  readonly text: string;
}

function assets(): Asset[] {
  const dir = path.join(DIST, 'assets');
  if (!fs.existsSync(dir)) throw new Error(`${dir} does not exist: run \`npm run build\` first`);
  return fs.readdirSync(dir).map((name) => ({ name, text: /\.(js|css)$/.test(name) ? fs.readFileSync(path.join(dir, name), 'utf8') : '' }));
}

/** The chunks a chunk imports statically (import … from / export … from / bare import), not `import()`. */
function staticImports(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(/\b(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g)) if (m[1]) found.add(m[1]);
  return found;
}

function bundle() {
  const files = assets();
  const byName = new Map(files.map((f) => [f.name, f]));
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('dist/index.html has no module script');
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g)].flatMap((m) => (m[1] ? [m[1]] : []));
  const closure = new Set<string>();
  const stack = [entry, ...preloaded];
  for (let name = stack.pop(); name !== undefined; name = stack.pop()) {
    const file = byName.get(name);
    if (closure.has(name) || !file) continue;
    closure.add(name);
    stack.push(...staticImports(file.text));
  }
  const ol = files.filter((f) => /\.js$/.test(f.name) && OL_MARKERS.every((m) => f.text.includes(m))).map((f) => f.name);
  const olCss = files.filter((f) => /\.css$/.test(f.name) && f.text.includes('.ol-viewport')).map((f) => f.name);
  const world = files.filter((f) => WORLD_MAP.test(f.name)).map((f) => f.name);
  const mentioning = (name: string) => files.filter((f) => f.text.includes(name)).map((f) => f.name);
  const textOf = (name: string) => byName.get(name)?.text ?? '';
  return { entry, closure, ol, olCss, world, mentioning, textOf };
}

test('map bundle: OpenLayers and the world map are lazy chunks, outside what every page loads', () => {
  const { entry, closure, ol, world, mentioning, textOf } = bundle();
  expect(ol, `one chunk holds OpenLayers (found ${ol.join(', ') || 'none'})`).toHaveLength(1);
  const olChunk = ol[0] ?? '';
  expect(closure.has(olChunk), `${olChunk} must not be imported statically from ${entry} or preloaded by index.html`).toBe(false);
  for (const name of closure) {
    expect(
      OL_MARKERS.some((m) => textOf(name).includes(m)),
      `${name} (loaded by every page) must not contain OpenLayers code`,
    ).toBe(false);
  }
  // Only dynamic import() sites (Vite's preload list) name the OpenLayers chunk.
  for (const importer of mentioning(olChunk).filter((n) => n.endsWith('.js') && n !== olChunk)) {
    expect(staticImports(textOf(importer)).has(olChunk), `${importer} imports ${olChunk} statically`).toBe(false);
  }
  // The offline world map is a static file of its own, named only by the map's chunk.
  expect(world, 'the bundled world map is emitted as its own file').toHaveLength(1);
  expect(
    mentioning(world[0] ?? '').filter((n) => n.endsWith('.js')),
    'the world map is referenced by the map chunk only',
  ).toEqual([olChunk]);
});

test('map bundle: pages without a map never download OpenLayers or the world map', async ({ page }) => {
  const { ol, olCss, world } = bundle();
  const requested: string[] = [];
  const inflight = new Set<unknown>();
  page.on('request', (request) => {
    requested.push(new URL(request.url()).pathname);
    inflight.add(request);
  });
  page.on('requestfinished', (request) => inflight.delete(request));
  page.on('requestfailed', (request) => inflight.delete(request));
  for (const route of PAGES_WITHOUT_MAP) {
    await page.goto(route);
    await expect(page.locator('h1').first(), `${route}: its heading`).toBeVisible();
    await expect(page.locator('[aria-busy="true"]'), `${route}: nothing still loading`).toHaveCount(0);
  }
  // Every request the pages made has been answered: a map file asked for late is in the log too.
  await expect.poll(() => inflight.size, { message: 'the pages’ requests all answered' }).toBe(0);
  expect(
    requested.some((p) => p.startsWith('/assets/index-')),
    'the entry chunk was requested (the request log works)',
  ).toBe(true);
  const mapFiles = [...ol, ...olCss, ...world];
  expect(olCss.length, "OpenLayers' stylesheet is a file of its own").toBeGreaterThan(0);
  expect(
    requested.filter((p) => mapFiles.some((f) => p.endsWith(`/${f}`))),
    `${PAGES_WITHOUT_MAP.join(', ')} requested map files`,
  ).toEqual([]);
});

test("map bundle: the locator draws OpenStreetMap's tiles in production, credited, and OpenLayers arrives with it", async ({
  page,
  shot,
}) => {
  const { ol, world } = bundle();
  // No network here: OpenStreetMap's tile server is played by a blank tile, and every request to it is kept.
  const tiles = await fakeOsmTiles(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/shop-and-return?locale=fr-FR');
  await page.getByRole('button', { name: /nécessaires/i }).click();
  const map = page.getByRole('region', { name: 'Carte des bacs de collecte en France' });
  // The map chunk, OpenLayers and the places arrive first: up to 15 s on a busy machine.
  await expect(map).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => tiles.length, { message: 'tiles requested from tile.openstreetmap.org', timeout: 15_000 }).toBeGreaterThan(0);
  const paths = tiles.map((url) => new URL(url).pathname);
  expect(
    paths.every((p) => /^\/\d+\/\d+\/\d+\.png$/.test(p)),
    `tile paths are /{z}/{x}/{y}.png: ${paths.slice(0, 3).join(', ')}`,
  ).toBe(true);
  const credit = map.getByRole('link', { name: 'OpenStreetMap' });
  await expect(credit).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  // innerText: the words shown (the attribution's collapse button is hidden).
  await expect
    .poll(async () => (await map.locator('.ol-attribution').innerText()).trim(), { message: 'the credit shown' })
    .toMatch(/^© OpenStreetMap contributors$/);
  expect(
    requested.some((p) => p.endsWith(`/${ol[0]}`)),
    'the map route downloaded OpenLayers',
  ).toBe(true);
  expect(
    requested.some((p) => p.endsWith(`/${world[0]}`)),
    'the bundled world map is not fetched when tiles draw the map',
  ).toBe(false);
  // The zoom buttons: reachable, as large as any other tap target.
  // Named in the page's language (French here), as the screen passes them.
  for (const name of [t('fr-FR', 'places:shopAndReturn.zoomIn'), t('fr-FR', 'places:shopAndReturn.zoomOut')]) {
    const button = map.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box && box.width >= 44 && box.height >= 44, `zoom button ${name} is at least 44 px: ${JSON.stringify(box)}`).toBe(true);
  }
  await map.scrollIntoViewIfNeeded();
  await shot(page, 'map-production-osm-tiles');
});
