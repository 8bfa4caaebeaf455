/* global document, requestAnimationFrame -- the measuring functions run inside the page */
// The pages a customer uses every week, cold on a phone (issue 22 point 2): /user/account and
// /user/withdraw, signed in, each build:
// - production: dist/ served by the e2e static server with fakes/http answering /api on the same
//   origin after 100 ms (a realistic API), as the production browser tests do;
// - demo: dist-demo/, its fake server in the page.
// Two measures, each cold (the HTTP cache emptied before every load; the session's cookies and
// storage kept):
// - Lighthouse 12, mobile (simulated Slow 4G, 4× CPU): LCP and TBT, the median of RUNS;
// - ready: from navigation start until the page's content is painted — the account: the balance and
//   the first ten transactions; the withdrawal: the balance and the amount field — in a load with the
//   same conditions applied (DevTools throttling: 4× CPU, Lighthouse's applied Slow 4G: 562.5 ms RTT,
//   1.47 Mbit/s down), the median of RUNS. Goal: LCP ≤ 1.5 s, TBT ≤ 200 ms.
// Beside them, in the same run and the same browser as the production pages, a reference: the
// libraries' floor as a page (scripts/floor.mjs, `buildFloorPage`: the app's shell with the least app
// on the chosen libraries), measured by Lighthouse alike — what no page on these libraries goes below
// on this machine.
// Alone: `node scripts/bench-signed-in.mjs` after both builds (BENCH_SIGNED_IN_RUNS=3); to compare two
// checkouts' builds in one run, BENCH_SIGNED_IN_ROOTS="before=<dir>,after=." (each with dist/ and dist-demo/).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromiumForLighthouse, mobileSettings } from './lib/lighthouse-chromium.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { buildFloorPage } from './floor.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_SIGNED_IN_RUNS ?? 3);
export const SIGNED_IN_PATHS = ['/user/account', '/user/withdraw'];
export const GOALS = { lcp: 1500, tbt: 200 };
const API_LATENCY_MS = 100;
/** Lighthouse's "applied" Slow 4G (what DevTools throttling uses for its mobile preset). */
const APPLIED_SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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

/** A load of `url` with the HTTP cache emptied first: until its content is painted, in ms from navigation start. */
async function readyOf(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', APPLIED_SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const pathname = new URL(url).pathname;
    // The content of each page, painted: the account's balance and first ten transactions; the withdrawal's balance and amount field.
    const handle = await page.waitForFunction(
      (where) => {
        const balance = document.querySelector('[aria-labelledby="balance-title"] [aria-hidden="true"]');
        const shown =
          where === '/user/account'
            ? balance !== null && document.querySelectorAll('[aria-labelledby="history-title"] h3 > button').length >= 10
            : document.querySelector('main input[name="amount"]') !== null;
        if (!shown) return false;
        return new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
      },
      pathname,
      { polling: 'raf', timeout: 60_000 },
    );
    return await handle.jsonValue();
  } finally {
    await page.close();
  }
}

async function lighthouseOf(lighthouse, settings, port, url, browser) {
  const cdp = await browser.newBrowserCDPSession();
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'cache_storage' }).catch(() => {});
  await cdp.detach();
  const context = browser.contexts()[0];
  const blank = await context.newPage();
  const page = await context.newCDPSession(blank);
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

/** The two builds' signed-in pages: per build, page (and compared root), the medians of LCP, TBT and ready. */
export async function signedInReport(root = ROOT) {
  const { default: lighthouse } = await import('lighthouse');
  const settings = await mobileSettings();
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(path.join(root, 'fakes/http/dev-api.ts'), { configFile: false, logLevel: 'error' });
  const api = await module.createDevApi();
  api.backend.latencyMs = API_LATENCY_MS;
  const compared = roots(root);
  const floorDir = path.join(root, 'node_modules', '.floor-page', 'dist');
  await buildFloorPage(root, floorDir);
  const floor = { server: await startStaticServer(floorDir, { prerendered: false }), lh: [] };
  const servers = { production: [], demo: [] };
  for (const { dir } of compared) {
    servers.production.push(await startStaticServer(path.join(dir, 'dist'), { api: (req, res) => api.handle(req, res) }));
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
          browsers.push({ chrome, browser: null });
          const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
          browsers.at(-1).browser = browser;
          await browser.contexts()[0].setExtraHTTPHeaders({ 'Accept-Language': 'fr-FR' });
          await signIn(browser.contexts()[0], server.url);
        }
        for (const pathname of SIGNED_IN_PATHS) {
          const runs = builds.map(() => ({ lh: [], ready: [] }));
          for (let run = 0; run < RUNS; run++) {
            for (const [i, server] of builds.entries()) {
              const { chrome, browser } = browsers[i];
              runs[i].lh.push(await lighthouseOf(lighthouse, settings, chrome.port, server.url + pathname, browser));
              runs[i].ready.push(await readyOf(browser.contexts()[0], server.url + pathname));
            }
            // The reference, its loads taken in turn with the first page's (the machine's load weighs alike).
            if (build === 'production' && pathname === SIGNED_IN_PATHS[0]) {
              floor.lh.push(await lighthouseOf(lighthouse, settings, browsers[0].chrome.port, `${floor.server.url}/`, browsers[0].browser));
            }
          }
          runs.forEach(({ lh, ready }, i) =>
            rows.push({
              build,
              page: pathname,
              label: compared[i].label,
              lcp: median(lh.map((r) => r.lcp)),
              tbt: median(lh.map((r) => r.tbt)),
              ready: median(ready),
              benchmarkIndex: median(lh.map((r) => r.benchmarkIndex ?? 0)),
              runs: { lh, ready },
            }),
          );
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
  }
  if (floor.lh.length) rows.push(referenceRow(floor.lh));
  return { runs: RUNS, apiLatencyMs: API_LATENCY_MS, rows };
}

/** The floor page's row: Lighthouse's medians; nothing to be ready for (it shows no customer's money). */
export function referenceRow(lh) {
  return {
    build: 'reference',
    page: "the libraries' floor (scripts/floor/entry.tsx in the app's shell)",
    label: '',
    lcp: median(lh.map((r) => r.lcp)),
    tbt: median(lh.map((r) => r.tbt)),
    ready: null,
    benchmarkIndex: median(lh.map((r) => r.benchmarkIndex ?? 0)),
    runs: { lh, ready: [] },
  };
}

/**
 * The table's lines (Markdown), for the report and the console. With the reference row, each page's
 * LCP and TBT are also given as a ratio to the floor's, measured in the same run.
 */
export function signedInLines(report) {
  const ms = (v) => `${Math.round(v)}`;
  const mark = (v, goal) => (v <= goal ? '' : ' ✗');
  const floor = report.rows.find((r) => r.build === 'reference');
  const ratio = (v, of) => (floor && of > 0 ? ` (${(v / of).toFixed(2)} ×)` : '');
  return [
    `| build | page | LCP ms${floor ? ' (× the floor)' : ''} | TBT ms${floor ? ' (× the floor)' : ''} | ready ms (balance + content painted) | machine (Lighthouse benchmark index) |`,
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...report.rows.map((r) => {
      const own = r === floor;
      const lcp = `${ms(r.lcp)}${mark(r.lcp, GOALS.lcp)}${own ? '' : ratio(r.lcp, floor?.lcp)}`;
      const tbt = `${ms(r.tbt)}${mark(r.tbt, GOALS.tbt)}${own ? '' : ratio(r.tbt, floor?.tbt)}`;
      return `| ${r.build}${r.label ? ` (${r.label})` : ''} | ${r.page} | ${lcp} | ${tbt} | ${r.ready === null ? '–' : ms(r.ready)} | ${r.benchmarkIndex ? ms(r.benchmarkIndex) : '–'} |`;
    }),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = await signedInReport();
  console.log(`signed-in pages, cold, mobile (median of ${report.runs}; API latency ${report.apiLatencyMs} ms in production):`);
  for (const line of signedInLines(report)) console.log(line);
}
