// The pages a customer uses every week, cold on a phone (issue 22 point 2): /user/account and
// /user/withdraw, signed in, each build:
// - production: dist/ served by deploy/'s nginx (scripts/lib/nginx.mjs) over HTTPS with HTTP/2, as
//   customers reach it (a certificate made for the run), with /api passed to fakes/http, which answers
//   after 100 ms (a realistic API);
// - demo: dist-demo/, its fake server in the page, served over HTTP/1.1 by the tests' static server
//   (as the floor page is): six connections at a time, the demo's figures the slower protocol's.
// The account in two conditions (issue 46 point 4): returning — the device's copy of the account
// (localStorage `account-snapshot`) present, as the app itself wrote it on a visit to the account
// before — and first — the copy removed before each load. The withdrawal as a returning customer.
// Three measures, the session's cookies and storage kept:
// - Lighthouse 12, mobile (simulated Slow 4G, 4× CPU), the HTTP cache emptied: LCP and TBT, the
//   median of RUNS;
// - ready: from navigation start until the page's content is painted — the account: the balance and
//   the first ten transactions, and apart the balance alone (the copy's or the server's, whichever
//   first); the withdrawal: the amount field — in a load with the same conditions applied (DevTools
//   throttling: 4× CPU, Lighthouse's applied Slow 4G: 562.5 ms RTT, 1.47 Mbit/s down), each request
//   past the app's service worker (its own fetches are not throttled), the median of RUNS; painted:
//   the first paint the Element Timing API gives, LCP's clock. Twice: cold (the HTTP cache emptied)
//   and with the app's files kept (in the HTTP cache from a visit to the page just before, as on a
//   phone that kept them). Goal: LCP ≤ 1.5 s, TBT ≤ 200 ms;
// - in the cold ready loads, the blocking time as the page ran it: Lighthouse's TBT rule over the
//   long tasks the browser reported, from the first contentful paint until 5 s after the load has
//   settled (what issue 46's TBT goal is judged on: docs/decisions/serving-and-performance.md).
// Beside them, in the same run and the same browser as the production pages, a reference: the
// libraries' floor as a page (scripts/floor.mjs, `buildFloorPage`: the app's shell with the least app
// on the chosen libraries), measured by Lighthouse alike — what no page on these libraries goes below
// on this machine — and by its LCP and blocking time in loads throttled as the ready loads are, which
// the account's painted times and blocking time are divided by (scripts/lib/signed-in-table.mjs: the tables and issue 46's goals).
// Alone: `node scripts/bench-signed-in.mjs` after both builds (BENCH_SIGNED_IN_RUNS=3); to compare two
// checkouts' builds in one run, BENCH_SIGNED_IN_ROOTS="before=<dir>,after=." (each with dist/ and dist-demo/).
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromiumForLighthouse, mobileSettings } from './lib/lighthouse-chromium.mjs';
import {
  COPY_KEY,
  blockingAfterFirstPaint,
  copyHeld,
  elementPaints,
  largestPaint,
  paintedTimes,
  recordLongTasks,
} from './lib/signed-in-probes.mjs';
import { median, medianOrNull, referenceRow, signedInLines } from './lib/signed-in-table.mjs';
import { startNginx } from './lib/nginx.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { buildFloorPage } from './floor.mjs';

export { GOALS, referenceRow, signedInLines } from './lib/signed-in-table.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_SIGNED_IN_RUNS ?? 3);
/** The loads measured, each page in its condition: with the device's copy of the account (returning) or without (first). */
export const SIGNED_IN_LOADS = [
  { page: '/user/account', condition: 'returning' },
  { page: '/user/account', condition: 'first' },
  { page: '/user/withdraw', condition: 'returning' },
];
const API_LATENCY_MS = 100;
/** Lighthouse's "applied" Slow 4G (what DevTools throttling uses for its mobile preset). */
const APPLIED_SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

async function signIn(context, origin) {
  const page = await context.newPage();
  // The language chosen as a customer does, as the browser's own (launched in French) would choose it.
  await page.goto(`${origin}/login?locale=fr-FR`);
  await page.getByRole('button', { name: /nécessaires/i }).click();
  const main = page.getByRole('main');
  await main.getByLabel('Adresse e-mail', { exact: true }).fill('demo@example.com');
  await main.getByLabel('Mot de passe', { exact: true }).fill('demo1234');
  await main.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
  await page.close();
}

/**
 * A new page of the browser, its requests past the app's service worker: the worker's own fetches are
 * not throttled by DevTools (it served the app's files at the machine's speed), and the floor page has
 * none. `files`: `cold`, the HTTP cache emptied and off; `kept`, the cache as the last visit left it.
 * `throttled`: the phone's conditions applied (Slow 4G, 4× CPU).
 */
async function newPage(context, { files = 'kept', throttled = false } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  if (files === 'cold') {
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  }
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', APPLIED_SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(recordLongTasks);
  }
  return page;
}

/** How long a page is watched for long tasks once its requests have settled: Lighthouse's quiet window before it calls a page interactive. */
const QUIET_MS = 5000;

/**
 * The blocking time of a throttled page as it ran (`blockingAfterFirstPaint`), once its load has
 * settled: no request for 500 ms, then QUIET_MS more, in which any long task still counts.
 */
async function settledBlocking(page) {
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await page.waitForTimeout(QUIET_MS);
  return page.evaluate(blockingAfterFirstPaint);
}

/**
 * A throttled load of `url`, its files `cold` or `kept` (`newPage`): in ms from navigation start, until
 * its balance is painted (null for a page without), until its content is (the account: the balance and
 * the first ten transactions; the withdrawal: the amount field), and the parts timed by a frame's stamp
 * (no Element Timing entry for them: the browser did not paint them, e.g. below the screen).
 */
async function readyOf(context, url, files) {
  const page = await newPage(context, { files, throttled: true });
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const handle = await page.waitForFunction(paintedTimes, new URL(url).pathname, { polling: 'raf', timeout: 60_000 });
    const stamps = await handle.jsonValue();
    const paints = await page.evaluate(elementPaints);
    const at = Object.fromEntries(Object.entries(stamps).map(([part, stamp]) => [part, paints[part] ?? stamp]));
    return {
      balance: at.balance ?? null,
      content: at.content ?? Math.max(at.balance, at.rows),
      stamped: Object.keys(stamps).filter((part) => paints[part] === undefined),
      // Cold, as the floor's: its blocking time, measured as it ran.
      tbt: files === 'cold' ? await settledBlocking(page) : null,
    };
  } finally {
    await page.close();
  }
}

/** A cold, throttled load of the floor page: its LCP and its blocking time as it ran, read once the load has settled. */
async function appliedLoadOf(context, url) {
  const page = await newPage(context, { files: 'cold', throttled: true });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const tbt = await settledBlocking(page);
    const lcp = await page.evaluate(largestPaint);
    if (typeof lcp !== 'number') throw new Error(`${url} gave no largest-contentful-paint`);
    return { lcp, tbt };
  } finally {
    await page.close();
  }
}

/**
 * What the device's copy of the account holds (`none`, `balance`, `balance + history`), read — or first
 * `change`d — in a page of the app's origin where none of the app runs: its icon, opened as a document.
 */
async function copyOf(context, origin, change = 'read') {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/favicon.svg`);
    return await page.evaluate(copyHeld, { key: COPY_KEY, change });
  } finally {
    await page.close();
  }
}

/** The copy's contents, least first. */
const COPY_HELD = ['none', 'balance', 'balance + history'];

/**
 * A visit to `pathname` as a customer makes one, unthrottled: until its content is painted and its
 * reads are over (its files then in the HTTP cache). The account's: then until the app's copy holds the
 * history too (a build that copies only the balance: 5 s more). What the copy holds then.
 */
async function visit(context, origin, pathname) {
  const page = await newPage(context);
  try {
    await page.goto(origin + pathname);
    await page.waitForFunction(paintedTimes, pathname, { polling: 'raf', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const copied = () => page.evaluate(copyHeld, { key: COPY_KEY, change: 'read' });
    for (let waited = 0; pathname === '/user/account' && waited < 5000 && (await copied()) !== COPY_HELD.at(-1); waited += 250) {
      await page.waitForTimeout(250);
    }
    return await copied();
  } finally {
    await page.close();
  }
}

/**
 * The device before a load of `load.condition`, its files `cold` or `kept` (then first a visit to the
 * page, which leaves them in the HTTP cache): returning, the copy as the app wrote it on a visit to the
 * account (`device.copy`: the most a visit has left in it; visited again when it holds less); first,
 * no copy. What the copy holds for the load.
 */
async function prepare(context, origin, load, device, files = 'cold') {
  if (files === 'kept') await visit(context, origin, load.page);
  if (load.condition === 'first') return copyOf(context, origin, 'remove');
  const held = await copyOf(context, origin);
  if (COPY_HELD.indexOf(held) >= COPY_HELD.indexOf(device.copy)) return held;
  const copy = await visit(context, origin, '/user/account');
  if (COPY_HELD.indexOf(copy) > COPY_HELD.indexOf(device.copy)) device.copy = copy;
  return copy;
}

async function lighthouseOf(lighthouse, settings, port, url, browser) {
  const context = browser.contexts()[0];
  const blank = await context.newPage();
  const page = await context.newCDPSession(blank);
  // What the app's service worker kept, so that Lighthouse's load is cold too: on a page's session (the
  // browser's own answers "Internal error", which was ignored until issue 46: its Lighthouse figures
  // before then were answered by the worker). A failure now stops the bench rather than skew it.
  await page.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'cache_storage' });
  await page.send('Network.clearBrowserCache');
  await blank.close();
  const result = await lighthouse(
    url,
    { port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    { extends: 'lighthouse:default', settings: { ...settings, disableStorageReset: true } },
  );
  const audits = result?.lhr?.audits ?? {};
  const lcp = audits['largest-contentful-paint']?.numericValue;
  const tbt = audits['total-blocking-time']?.numericValue;
  if (typeof lcp !== 'number' || typeof tbt !== 'number') throw new Error(`lighthouse gave no LCP or TBT for ${url}`);
  const landed = result.lhr.finalDisplayedUrl ?? result.lhr.finalUrl;
  if (new URL(landed).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${landed}: not signed in?`);
  // Lighthouse's measure of this machine's speed, taken in the run: its 4× CPU slowdown takes a
  // 1500–2000 (a fast desktop) to a mid-range phone; a slower or busier machine gives a slower phone.
  return { lcp, tbt, benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? null };
}

/**
 * The builds measured: `root`'s dist/ and dist-demo/, or BENCH_SIGNED_IN_ROOTS="before=<dir>,after=<dir>"
 * to compare two checkouts' builds in one run (their loads alternate, so that the machine's load weighs
 * on each alike).
 */
function roots(root) {
  const given = process.env.BENCH_SIGNED_IN_ROOTS;
  if (!given) return [{ label: '', dir: root }];
  return given.split(',').map((part) => {
    const [label, dir] = part.includes('=') ? part.split('=') : ['', part];
    return { label, dir: path.resolve(dir) };
  });
}

/** A page's row: the medians of its runs, what the device's copy held in them, and what the figures rest on. */
function pageRow(build, { page, condition }, label, { lh, ready, kept, copies }) {
  const all = [...ready, ...kept];
  return {
    build,
    page,
    condition,
    label,
    lcp: median(lh.map((r) => r.lcp)),
    tbt: median(lh.map((r) => r.tbt)),
    balance: medianOrNull(ready.map((r) => r.balance)),
    ready: median(ready.map((r) => r.content)),
    appliedTbt: medianOrNull(ready.map((r) => r.tbt)),
    keptBalance: medianOrNull(kept.map((r) => r.balance)),
    keptReady: median(kept.map((r) => r.content)),
    copy: [...new Set(copies)].join(' / '),
    // A part timed by a frame's stamp: said under the table.
    stamped: [...new Set(all.flatMap((r) => r.stamped))],
    benchmarkIndex: median(lh.map((r) => r.benchmarkIndex ?? 0)),
    runs: { lh, ready, kept, copies },
  };
}

/**
 * The two builds' signed-in pages: per build, page, condition (and compared root), the medians of LCP,
 * TBT, the balance painted and the content painted, and what the device's copy held in the loads.
 */
export async function signedInReport(root = ROOT) {
  const loadBefore = os.loadavg();
  const { default: lighthouse } = await import('lighthouse');
  const settings = await mobileSettings();
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(path.join(root, 'fakes/http/dev-api.ts'), { configFile: false, logLevel: 'error' });
  const api = await module.createDevApi();
  api.backend.latencyMs = API_LATENCY_MS;
  const compared = roots(root);
  const floorDir = path.join(root, 'node_modules', '.floor-page', 'dist');
  await buildFloorPage(root, floorDir);
  const floor = { server: await startStaticServer(floorDir, { prerendered: false }), lh: [], applied: [] };
  const servers = { production: [], demo: [] };
  // The production build as it is deployed: deploy/'s nginx over HTTPS (HTTP/2, as customers reach it:
  // deploy/README.md), /api passed to the fake server.
  const upstream = http.createServer((req, res) => api.handle(req, res));
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const apiUpstream = `http://127.0.0.1:${upstream.address().port}`;
  for (const { dir } of compared) {
    const nginx = await startNginx({ root: path.join(dir, 'dist'), apiUpstream, tls: true });
    servers.production.push({ url: nginx.url, close: nginx.stop });
    servers.demo.push(await startStaticServer(path.join(dir, 'dist-demo')));
  }
  const { chromium } = await import('playwright-core');
  const rows = [];
  try {
    for (const [build, builds] of Object.entries(servers)) {
      // A browser of its own per build and root: its session (the cookies of one host) and nothing else.
      const browsers = [];
      try {
        for (const server of builds) {
          const chrome = await launchChromiumForLighthouse({ language: 'fr-FR' });
          browsers.push({ chrome, browser: null, copy: null });
          const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
          browsers.at(-1).browser = browser;
          // nginx's certificate is its own (startNginx's `tls`): accepted by this browser, Lighthouse's loads included.
          await (await browser.newBrowserCDPSession()).send('Security.setIgnoreCertificateErrors', { ignore: true });
          await browser.contexts()[0].setExtraHTTPHeaders({ 'Accept-Language': 'fr-FR' });
          await signIn(browser.contexts()[0], server.url);
          // Visits to the account before any load measured: the copy a returning customer's device holds,
          // as full as the build makes it (a first visit's copy has been seen without the history).
          for (let visits = 0; visits < 3 && browsers.at(-1).copy !== COPY_HELD.at(-1); visits++) {
            browsers.at(-1).copy = await visit(browser.contexts()[0], server.url, '/user/account');
          }
        }
        for (const load of SIGNED_IN_LOADS) {
          const runs = builds.map(() => ({ lh: [], ready: [], kept: [], copies: [] }));
          for (let run = 0; run < RUNS; run++) {
            for (const [i, server] of builds.entries()) {
              const { chrome, browser } = browsers[i];
              const context = browser.contexts()[0];
              const url = server.url + load.page;
              // The device made ready before each load (Lighthouse keeps the storage: disableStorageReset).
              const prepared = (files) => prepare(context, server.url, load, browsers[i], files).then((copy) => runs[i].copies.push(copy));
              await prepared();
              runs[i].lh.push(await lighthouseOf(lighthouse, settings, chrome.port, url, browser));
              await prepared('cold');
              runs[i].ready.push(await readyOf(context, url, 'cold'));
              await prepared('kept');
              runs[i].kept.push(await readyOf(context, url, 'kept'));
            }
            // The reference, its loads taken in turn with the first page's (the machine's load weighs alike).
            if (build === 'production' && load === SIGNED_IN_LOADS[0]) {
              const { chrome, browser } = browsers[0];
              floor.lh.push(await lighthouseOf(lighthouse, settings, chrome.port, `${floor.server.url}/`, browser));
              floor.applied.push(await appliedLoadOf(browser.contexts()[0], `${floor.server.url}/`));
            }
          }
          runs.forEach((measured, i) => rows.push(pageRow(build, load, compared[i].label, measured)));
        }
      } finally {
        for (const { chrome, browser } of browsers) {
          await browser?.close().catch(() => {});
          await chrome.close();
        }
      }
    }
  } finally {
    for (const server of [...servers.production, ...servers.demo, floor.server]) await server.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  }
  if (floor.lh.length) rows.push(referenceRow(floor.lh, floor.applied));
  return { runs: RUNS, apiLatencyMs: API_LATENCY_MS, load: { before: loadBefore, after: os.loadavg() }, rows };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = await signedInReport();
  const load = (averages) => averages.map((v) => v.toFixed(2)).join(', ');
  console.log(`signed-in pages, cold, mobile (median of ${report.runs}; API latency ${report.apiLatencyMs} ms in production):`);
  console.log(`load averages (1, 5, 15 min): ${load(report.load.before)} at the start, ${load(report.load.after)} at the end`);
  for (const line of signedInLines(report)) console.log(line);
}
