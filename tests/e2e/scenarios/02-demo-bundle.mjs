// The demo build's first paint carries neither faker nor the fake server (issue 11, "A light demo"):
// they are loaded on the first call that needs them (src/composition/bindings/demo.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO_ROOT } from '../harness.mjs';

export const serve = 'demo';

/** What only faker (and fishery, its factories) and the in-memory backend put in a chunk. */
const SERVER_MARKERS = ['@faker-js', 'fishery', 'fake-backend:in-memory'];
/** The demo bindings, awaited before the first render (they load the fake server on the first call). */
const BINDINGS = 'src/composition/bindings/demo.ts';

const PHONE = { width: 390, height: 844 };

function demoDir() {
  return path.resolve(process.env.E2E_DEMO_DIR ?? path.join(REPO_ROOT, 'dist-demo'));
}

/** The files a manifest chunk loads with it: itself and its static imports, transitively. */
function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the demo manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

function bundle() {
  const dir = demoDir();
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the demo manifest names no entry');
  // Before the first render the page runs the entry and the demo bindings it awaits (src/main.tsx).
  const boot = staticClosure(manifest, BINDINGS, staticClosure(manifest, entry));
  const read = (file) => fs.readFileSync(path.join(dir, file));
  const markersIn = (file) => SERVER_MARKERS.filter((marker) => read(file).toString('utf8').includes(marker));
  // The fake server's chunks: every script holding one of its markers (wherever the bundler put them).
  const scripts = fs
    .readdirSync(path.join(dir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const server = scripts.filter((file) => markersIn(file).length > 0);
  return { entry, boot, server, read, markersIn };
}

const pathOf = (url) => new URL(url).pathname.replace(/^\//, '');

/** Signed in: home offers the way to the account. */
async function signedIn(page) {
  await page.getByRole('main').getByRole('link', { name: 'Accéder à mon compte' }).waitFor({ timeout: 15000 });
}

/** Only the necessary cookies: the consent banner leaves the phone's screen. */
async function refuseAnalytics(page) {
  await page
    .getByRole('region', { name: /cookies/i })
    .getByRole('button', { name: /nécessaires/i })
    .click();
}

export const scenarios = [
  {
    name: 'demo bundle: the first paint holds neither faker nor the fake server',
    async run({ expect }) {
      const { entry, boot, server, read, markersIn } = bundle();
      // The markers are real: the build holds them all, somewhere.
      const found = new Set(server.flatMap(markersIn));
      for (const marker of SERVER_MARKERS) expect.ok(found.has(marker), `the demo build contains "${marker}" (the fake server)`);
      const hits = [...boot].filter((file) => file.endsWith('.js')).flatMap((file) => markersIn(file).map((m) => `${file}: "${m}"`));
      expect.equal(
        hits,
        [],
        `the first paint's JavaScript (${entry} and ${BINDINGS}, with their static imports) holds faker or the fake server`,
      );
      const gzip = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + zlib.gzipSync(read(f)).length, 0);
      console.log(
        `    first paint JS: ${(gzip(boot) / 1024).toFixed(1)} KB gzip in ${boot.size} files; ` +
          `the fake server, loaded later: ${(gzip(server) / 1024).toFixed(1)} KB gzip`,
      );
    },
  },
  {
    name: 'demo bundle: / loads no fake server chunk; logging in loads it, and works',
    async run({ newPage, expect }) {
      const { server } = bundle();
      const serverFiles = new Set(server);
      const page = await newPage({ viewport: PHONE, locale: 'en-US' });
      const loaded = [];
      page.on('request', (r) => {
        if (serverFiles.has(pathOf(r.url()))) loaded.push(pathOf(r.url()));
      });
      await page.goto('/');
      await page.locator('h1').first().waitFor({ timeout: 15000 });
      await page.getByRole('region', { name: /cookies/i }).waitFor({ timeout: 15000 });
      expect.equal(loaded, [], 'the home page requested a chunk of the fake server');
      expect.equal(
        await page.evaluate(() => localStorage.getItem('circulo-demo-world:v6')),
        null,
        'no world built for a visit that makes no call',
      );

      await refuseAnalytics(page);
      await page.goto('/login');
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Se connecter' }).waitFor({ timeout: 15000 });
      expect.equal(loaded, [], 'the login page requested a chunk of the fake server before any call');
      await main.getByLabel('Adresse e-mail', { exact: true }).fill('demo@example.com');
      await main.getByLabel('Mot de passe', { exact: true }).fill('demo1234');
      await main.getByRole('button', { name: 'Se connecter' }).click();
      await signedIn(page);
      expect.ok(loaded.length > 0, 'the fake server was loaded by the first call');
      expect.ok(await page.evaluate(() => localStorage.getItem('circulo-demo-world:v6') !== null), 'the world is saved for the next visit');
    },
  },
  {
    name: 'demo latency: ?latency= slows the in-page server for the tab, to see loading states',
    async run({ newPage, expect }) {
      const page = await newPage({ viewport: PHONE, locale: 'en-US' });
      await page.goto('/login?latency=1500');
      const main = page.getByRole('main');
      const submit = main.getByRole('button', { name: 'Se connecter' });
      await submit.waitFor({ timeout: 15000 });
      await refuseAnalytics(page);
      // Kept for the tab: a later page without the parameter still answers slowly.
      await page.goto('/login');
      await submit.waitFor({ timeout: 15000 });
      await main.getByLabel('Adresse e-mail', { exact: true }).fill('demo@example.com');
      await main.getByLabel('Mot de passe', { exact: true }).fill('demo1234');
      const started = Date.now();
      await submit.click();
      await expect.eventually(async () => (await submit.getAttribute('aria-busy')) === 'true', 'the button shows the login under way');
      await signedIn(page);
      expect.ok(Date.now() - started >= 1500, `the login took ${Date.now() - started} ms with a 1500 ms latency`);
    },
  },
];
