// OpenLayers and the bundled world map are downloaded by the map routes only (issue 10): checked on
// the production build's files (what the entry imports statically, what index.html preloads) and in
// the browser (pages without a map never request them).
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../harness.mjs';

export const serve = 'production';

const DIST = path.resolve(process.env.E2E_PRODUCTION_DIR ?? path.join(REPO_ROOT, 'dist'));
/** Class names OpenLayers' map writes into the page: a chunk holding them holds `ol`. */
const OL_MARKERS = ['ol-viewport', 'ol-overlay-container'];
const WORLD_MAP = /^countries-110m-[\w-]+\.json$/;
const PAGES_WITHOUT_MAP = ['/', '/faq', '/products', '/login', '/contact-us'];
/** A 1×1 transparent PNG. */
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function assets() {
  const dir = path.join(DIST, 'assets');
  if (!fs.existsSync(dir)) throw new Error(`${dir} does not exist: run \`npm run build\` first`);
  return fs.readdirSync(dir).map((name) => ({ name, text: /\.(js|css)$/.test(name) ? fs.readFileSync(path.join(dir, name), 'utf8') : '' }));
}

/** The chunks a chunk imports statically (import … from / export … from / bare import), not `import()`. */
function staticImports(text) {
  const found = new Set();
  for (const m of text.matchAll(/\b(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g)) found.add(m[1]);
  return found;
}

function bundle() {
  const files = assets();
  const byName = new Map(files.map((f) => [f.name, f]));
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('dist/index.html has no module script');
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g)].map((m) => m[1]);
  const closure = new Set();
  const stack = [entry, ...preloaded];
  while (stack.length) {
    const name = stack.pop();
    if (closure.has(name) || !byName.has(name)) continue;
    closure.add(name);
    stack.push(...staticImports(byName.get(name).text));
  }
  const ol = files.filter((f) => /\.js$/.test(f.name) && OL_MARKERS.every((m) => f.text.includes(m))).map((f) => f.name);
  const olCss = files.filter((f) => /\.css$/.test(f.name) && f.text.includes('.ol-viewport')).map((f) => f.name);
  const world = files.filter((f) => WORLD_MAP.test(f.name)).map((f) => f.name);
  const mentioning = (name) => files.filter((f) => f.text.includes(name)).map((f) => f.name);
  return { entry, closure, ol, olCss, world, mentioning, files };
}

export const scenarios = [
  {
    name: 'map bundle: OpenLayers and the world map are lazy chunks, outside what every page loads',
    async run({ expect }) {
      const { entry, closure, ol, world, mentioning, files } = bundle();
      expect.equal(ol.length, 1, `one chunk holds OpenLayers (found ${ol.join(', ') || 'none'})`);
      const [olChunk] = ol;
      expect.ok(!closure.has(olChunk), `${olChunk} must not be imported statically from ${entry} or preloaded by index.html`);
      for (const name of closure) {
        const text = files.find((f) => f.name === name)?.text ?? '';
        expect.ok(!OL_MARKERS.some((m) => text.includes(m)), `${name} (loaded by every page) must not contain OpenLayers code`);
      }
      // Only dynamic import() sites (Vite's preload list) name the OpenLayers chunk.
      for (const importer of mentioning(olChunk).filter((n) => n.endsWith('.js') && n !== olChunk)) {
        const text = files.find((f) => f.name === importer).text;
        expect.ok(!staticImports(text).has(olChunk), `${importer} imports ${olChunk} statically`);
      }
      // The offline world map is a static file of its own, named only by the map's chunk.
      expect.equal(world.length, 1, 'the bundled world map is emitted as its own file');
      expect.equal(
        mentioning(world[0]).filter((n) => n.endsWith('.js')),
        [olChunk],
        'the world map is referenced by the map chunk only',
      );
    },
  },
  {
    name: 'map bundle: pages without a map never download OpenLayers or the world map',
    async run({ newPage, expect }) {
      const { ol, olCss, world } = bundle();
      const page = await newPage({ viewport: { width: 390, height: 844 } });
      const requested = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      for (const route of PAGES_WITHOUT_MAP) {
        await page.goto(route);
        await page.locator('h1').first().waitFor({ timeout: 15000 });
      }
      await page.waitForLoadState('networkidle');
      expect.ok(
        requested.some((p) => p.startsWith('/assets/index-')),
        'the entry chunk was requested (the request log works)',
      );
      const mapFiles = [...ol, ...olCss, ...world];
      expect.ok(olCss.length > 0, "OpenLayers' stylesheet is a file of its own");
      expect.equal(
        requested.filter((p) => mapFiles.some((f) => p.endsWith(`/${f}`))),
        [],
        `${PAGES_WITHOUT_MAP.join(', ')} requested map files`,
      );
    },
  },
  {
    name: "map bundle: the locator draws OpenStreetMap's tiles in production, credited, and OpenLayers arrives with it",
    async run({ newPage, expect, screenshot }) {
      const { ol, world } = bundle();
      const page = await newPage({ viewport: { width: 390, height: 844 } });
      // No network here: OpenStreetMap's tile server is played by a blank tile, and every request to it is kept.
      const tiles = [];
      await page.route('https://tile.openstreetmap.org/**', (route) => {
        tiles.push(new URL(route.request().url()).pathname);
        return route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE });
      });
      const requested = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto('/shop-and-return?locale=fr-FR');
      await page.getByRole('button', { name: /nécessaires/i }).click();
      const map = page.getByRole('region', { name: 'Carte des bacs de collecte en France' });
      await map.waitFor({ timeout: 15000 });
      await expect.eventually(async () => tiles.length > 0, 'tiles requested from tile.openstreetmap.org', 15000);
      expect.ok(
        tiles.every((p) => /^\/\d+\/\d+\/\d+\.png$/.test(p)),
        `tile paths are /{z}/{x}/{y}.png: ${tiles.slice(0, 3).join(', ')}`,
      );
      const credit = map.getByRole('link', { name: 'OpenStreetMap' });
      await credit.waitFor({ timeout: 10000 });
      expect.equal(await credit.getAttribute('href'), 'https://www.openstreetmap.org/copyright');
      expect.match((await map.locator('.ol-attribution').innerText()).trim(), /^© OpenStreetMap contributors$/);
      expect.ok(
        requested.some((p) => p.endsWith(`/${ol[0]}`)),
        'the map route downloaded OpenLayers',
      );
      expect.ok(!requested.some((p) => p.endsWith(`/${world[0]}`)), 'the bundled world map is not fetched when tiles draw the map');
      // The zoom buttons: reachable, as large as any other tap target.
      // Named in the page's language (French here), as the screen passes them.
      const texts = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'src/ui/locales/fr-FR/places.json'), 'utf8')).shopAndReturn;
      for (const name of [texts.zoomIn, texts.zoomOut]) {
        const button = map.getByRole('button', { name, exact: true });
        const box = await button.boundingBox();
        expect.ok(box && box.width >= 44 && box.height >= 44, `zoom button ${name} is at least 44 px: ${JSON.stringify(box)}`);
      }
      await map.scrollIntoViewIfNeeded();
      await screenshot(page, 'map-production-osm-tiles');
    },
  },
];
