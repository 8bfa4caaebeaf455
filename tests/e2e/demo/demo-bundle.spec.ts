// The demo build's first paint carries neither faker nor the fake server (issue 11, "A light demo"):
// they are loaded on the first call that needs them (src/composition/bindings/demo.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { DEMO_STORAGE_KEY } from '../../../fakes/demo-constants';
import { DEMO_CUSTOMER, LoginPage } from '../pages/login';
import { DEMO_DIR, expect, PHONE, test } from '../support/demo';
import { t } from '../support/texts.mjs';

test.use({ viewport: PHONE });

/** What only faker (and fishery, its factories) and the in-memory backend put in a chunk. */
const SERVER_MARKERS = ['@faker-js', 'fishery', 'fake-backend:in-memory'];
/** The demo bindings, awaited before the first render (they load the fake server on the first call). */
const BINDINGS = 'src/composition/bindings/demo.ts';

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** The files a manifest chunk loads with it: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the demo manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/** The build's JS files, each with the source modules in it (.vite/chunk-modules.json, vite.config.ts). */
type ChunkModules = Record<string, string[]>;

function bundle() {
  const readJson = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(DEMO_DIR, '.vite', name), 'utf8'));
  const manifest = readJson('manifest.json') as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the demo manifest names no entry');
  // Before the first render the page runs the entry and the demo bindings it awaits (src/main.tsx):
  // built into the entry's `start` chunk (scripts/lib/start-chunk.mjs), or a chunk of their own.
  const boot = staticClosure(manifest, entry);
  if (manifest[BINDINGS]) staticClosure(manifest, BINDINGS, boot);
  const withBindings = Object.entries(readJson('chunk-modules.json') as ChunkModules)
    .filter(([, modules]) => modules.includes(BINDINGS))
    .map(([file]) => file);
  expect(withBindings.length, `the build holds ${BINDINGS}`).toBeGreaterThan(0);
  for (const file of withBindings) boot.add(file);
  const read = (file: string) => fs.readFileSync(path.join(DEMO_DIR, file));
  const markersIn = (file: string) => SERVER_MARKERS.filter((marker) => read(file).toString('utf8').includes(marker));
  // The fake server's chunks: every script holding one of its markers (wherever the bundler put them).
  const scripts = fs
    .readdirSync(path.join(DEMO_DIR, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const server = scripts.filter((file) => markersIn(file).length > 0);
  return { entry, boot, server, read, markersIn };
}

const pathOf = (url: string) => new URL(url).pathname.replace(/^\//, '');
const savedWorld = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DEMO_STORAGE_KEY);

/** Signed in: the login led to the account, which greets the customer (the fake server is loaded first: up to 15 s on a busy machine). */
async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: t('fr-FR', 'wallet:account.title') }), 'signed in').toBeVisible({
    timeout: 15_000,
  });
}

test('demo bundle: the first paint holds neither faker nor the fake server', () => {
  const { entry, boot, server, read, markersIn } = bundle();
  // The markers are real: the build holds them all, somewhere.
  const found = new Set(server.flatMap(markersIn));
  for (const marker of SERVER_MARKERS) expect(found.has(marker), `the demo build contains "${marker}" (the fake server)`).toBe(true);
  const hits = [...boot].filter((file) => file.endsWith('.js')).flatMap((file) => markersIn(file).map((m) => `${file}: "${m}"`));
  expect(hits, `the first paint's JavaScript (${entry} and ${BINDINGS}, with their static imports) holds faker or the fake server`).toEqual(
    [],
  );
  const gzip = (files: Iterable<string>) =>
    [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + zlib.gzipSync(read(f)).length, 0);
  const sizes =
    `first paint JS: ${(gzip(boot) / 1024).toFixed(1)} KB gzip in ${boot.size} files; ` +
    `the fake server, loaded later: ${(gzip(server) / 1024).toFixed(1)} KB gzip`;
  console.log(`    ${sizes}`);
  test.info().annotations.push({ type: 'sizes', description: sizes });
});

test('demo bundle: / loads no fake server chunk; logging in loads it, and works', async ({ page }) => {
  const serverFiles = new Set(bundle().server);
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (serverFiles.has(pathOf(r.url()))) loaded.push(pathOf(r.url()));
  });
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('region', { name: t('fr-FR', 'common:consent.title') })).toBeVisible();
  expect(loaded, 'the home page requested a chunk of the fake server').toEqual([]);
  expect(await savedWorld(page), 'no world built for a visit that makes no call').toBeNull();

  const login = new LoginPage(page, 'fr-FR');
  await login.acceptNecessaryCookies();
  await login.open();
  await expect(page.getByRole('main').getByRole('button', { name: t('fr-FR', 'auth:login.submit') })).toBeVisible();
  expect(loaded, 'the login page requested a chunk of the fake server before any call').toEqual([]);
  await login.submit();
  await expectSignedIn(page);
  expect(loaded.length, 'the fake server was loaded by the first call').toBeGreaterThan(0);
  expect(await savedWorld(page), 'the world is saved for the next visit').not.toBeNull();
});

test('demo latency: ?latency= slows the in-page server for the tab, to see loading states', async ({ page }) => {
  const login = new LoginPage(page, 'fr-FR');
  const main = page.getByRole('main');
  const submit = main.getByRole('button', { name: t('fr-FR', 'auth:login.submit') });
  await page.goto('/login?latency=1500');
  await expect(submit).toBeVisible();
  await login.acceptNecessaryCookies();
  // Kept for the tab: a later page without the parameter still answers slowly.
  await login.open();
  await expect(submit).toBeVisible();
  await main.getByLabel(t('fr-FR', 'auth:login.email'), { exact: true }).fill(DEMO_CUSTOMER.email);
  await main.getByLabel(t('fr-FR', 'auth:login.password'), { exact: true }).fill(DEMO_CUSTOMER.password);
  const started = Date.now();
  await submit.click();
  await expect(submit, 'the button shows the login under way').toHaveAttribute('aria-busy', 'true');
  await expectSignedIn(page);
  expect(Date.now() - started, 'the login took at least the 1500 ms latency').toBeGreaterThanOrEqual(1500);
});
