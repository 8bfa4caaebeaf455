/* global window, document, MutationObserver, requestAnimationFrame -- the measuring functions run inside the page */
// The bin locator with 10,000 and 50,000 bins in one market (issue 10, "Scale"; issue 21, point 6), on the production build.
// Alone: `node scripts/bench-map.mjs` (after `npm run build`; BENCH_MAP_BINS=10000,50000, BENCH_MAP_RUNS=5,
// BENCH_MAP_DIST=<another build> to measure it instead of dist/).
//
// How: dist/ is served by the e2e static server with fakes/http answering the API on the same
// origin, the French market holding BINS bins (fakes' `binsPerMarket`, as `FAKE_API_BINS=fr:10000`
// does for `npm run dev:http`) and no added latency. The build's base map is its default,
// OpenStreetMap's tiles: the machine has no network, so every tile request is answered at once
// with one blank PNG — the tiles are drawn, their download is not measured. Chromium (headless, no
// CPU throttling, phone viewport 390×844) loads /shop-and-return?locale=fr-FR RUNS times:
//   - first render: navigation start → the map's first `rendercomplete` with the pins layer drawn
//     (the adapter sets the performance mark `map:pins-drawn` then; the map opens at zoom 2 while
//     the bins load, so this is the clustered 10,000 pins on screen, every tile in);
//   - bins answered: navigation start → the bins answer received (resource timing responseEnd):
//     first render minus it is the map's own share;
//   - pan: once the map has settled on the market (zoom 4, clusters), a one-second drag across the
//     map (60 pointer moves, one per frame); every animation frame's interval is recorded meanwhile:
//     median, 95th percentile and worst frame, and the frames longer than 50 ms;
//   - longest task: the longest main-thread task (PerformanceObserver `longtask`, from navigation)
//     until the map has settled on the market, then during the pan, then during the search;
//   - search: "lyon" typed in the search field one key at a time, then erased, each key once the list
//     has settled; for each key that changed the list, the time from its keydown to the list's last
//     change (MutationObserver; the list shows 50 at a time).
// The median and the worst of the runs are reported. The same loads with the demo's bins (a few
// dozen) are measured first, as the baseline: the page's start without 10,000 pins.
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const SIZES = String(process.env.BENCH_MAP_BINS ?? '10000,50000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const RUNS = Number(process.env.BENCH_MAP_RUNS ?? 5);
const SEARCHED = 'lyon';
/** The keys pressed: the word, then Backspace until the field is empty (the list narrows, then widens back to every bin). */
const SEARCH_KEYS = [...SEARCHED, ...Array.from(SEARCHED, () => 'Backspace')];
const MARK = 'map:pins-drawn';
/** A 1×1 transparent PNG: every tile, so that the map draws with no network. */
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (ms) => Math.round(ms * 10) / 10;

/**
 * The builds measured: `dist/`, or BENCH_MAP_DIST="before=<dir>,after=<dir>" to compare builds in
 * one run (their loads alternate, so that the machine's load weighs on each alike).
 */
function builds(root) {
  const given = process.env.BENCH_MAP_DIST;
  if (!given) return [{ label: '', dir: path.join(root, 'dist') }];
  return given.split(',').map((part) => {
    const [label, dir] = part.includes('=') ? part.split('=') : ['', part];
    return { label, dir: path.resolve(dir) };
  });
}

async function measureLoads(root, binsPerMarket, { pan }) {
  const started = Date.now();
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(path.join(root, 'fakes/http/dev-api.ts'), { configFile: false, logLevel: 'error' });
  const api = await module.createDevApi({ binsPerMarket });
  api.backend.latencyMs = 0;
  const servers = [];
  for (const build of builds(root)) servers.push(await startStaticServer(build.dir, { api: (req, res) => api.handle(req, res) }));
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
  try {
    let tiles = 0;
    const pages = [];
    for (const server of servers) {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      await context.route('https://tile.openstreetmap.org/**', (route) => {
        tiles += 1;
        return route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE });
      });
      await context.route(
        (url) => url.origin !== new URL(server.url).origin && url.hostname !== 'tile.openstreetmap.org',
        (route) => route.abort('blockedbyclient'),
      );
      // Every main-thread task over 50 ms from the navigation on, with when it started.
      await context.addInitScript(() => {
        const w = /** @type {any} */ (window);
        w.__tasks = [];
        new PerformanceObserver((list) => w.__tasks.push(...list.getEntries().map((e) => ({ at: e.startTime, ms: e.duration })))).observe({
          type: 'longtask',
          buffered: true,
        });
      });
      const page = await context.newPage();
      // Consent once, so that the banner covers nothing afterwards.
      await page.goto('/?locale=fr-FR');
      await page.getByRole('button', { name: /nécessaires/i }).click();
      pages.push(page);
    }
    const bins = await (await fetch(`${servers[0].url}/api/v2/bins?country_code=fr`)).json();
    const runs = pages.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      for (const [i, page] of pages.entries()) runs[i].push(await measureLoad(page, pan));
    }
    console.error(
      `  ${JSON.stringify(binsPerMarket)}: ${RUNS} loads of ${pages.length} build(s) in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    return { bins: Array.isArray(bins?.data) ? bins.data.length : NaN, tiles, runs };
  } finally {
    await browser.close();
    for (const server of servers) await server.close();
  }
}

/** One load of the locator: first pins; with `pan`, then the longest task, a pan and a search. */
async function measureLoad(page, pan) {
  await page.goto('/shop-and-return?locale=fr-FR', { waitUntil: 'commit' });
  const drawn = await page.waitForFunction(
    (mark) => {
      const entry = performance.getEntriesByName(mark)[0];
      if (!entry) return false;
      const answer = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/v2/bins'));
      return { drawn: entry.startTime, answered: answer ? answer.responseEnd : NaN };
    },
    MARK,
    { polling: 'raf', timeout: 60_000 },
  );
  const { drawn: drawnMs, answered } = await drawn.jsonValue();
  const result = { firstRenderMs: round(drawnMs), binsAnsweredMs: round(answered) };
  if (pan) {
    // The screen moves the map from zoom 2 to the market (zoom 4): wait for it to stop.
    await page.waitForTimeout(2500);
    result.loadLongestTaskMs = round(await longestTask(page, 0));
    Object.assign(result, await panFrames(page));
    Object.assign(result, await searchKeys(page));
  }
  return result;
}

/** A one-second drag across the settled map; returns the animation frames' intervals meanwhile. */
async function panFrames(page) {
  const map = page.locator('.circulo-map');
  const from = await page.evaluate(() => performance.now());
  const box = await map.boundingBox();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__frames = [];
    w.__long = [];
    w.__stop = false;
    new PerformanceObserver((list) => w.__long.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
    let last = performance.now();
    const tick = (now) => {
      w.__frames.push(now - last);
      last = now;
      if (!w.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 60; i++) {
    await page.mouse.move(x - i * 3, y - i * 1.5);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await page.mouse.up();
  await page.waitForTimeout(300);
  const { frames, long } = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__stop = true;
    return { frames: w.__frames.slice(1), long: w.__long };
  });
  const sorted = [...frames].sort((a, b) => a - b);
  return {
    panFrames: frames.length,
    panMedianFrameMs: round(median(frames)),
    panP95FrameMs: round(sorted[Math.floor(sorted.length * 0.95)]),
    panWorstFrameMs: round(sorted.at(-1)),
    panFramesOver50Ms: frames.filter((f) => f > 50).length,
    panLongTasks: long.length,
    panLongestTaskMs: round(await longestTask(page, from)),
  };
}

/** The longest main-thread task (ms) that started after `from` (page time), 0 for none over 50 ms. */
async function longestTask(page, from) {
  return page.evaluate(
    (since) => Math.max(0, .../** @type {any} */ (window.__tasks ?? []).filter((t) => t.at >= since).map((t) => t.ms)),
    from,
  );
}

/**
 * Types SEARCHED one key at a time, each once the list has settled after the last (no change for
 * 500 ms); for each key, keydown → the list's last change (none: the list stayed the same).
 */
async function searchKeys(page) {
  const field = page.getByLabel('Ville, rue ou commerce');
  await field.fill('');
  await page.waitForTimeout(1000);
  const from = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__keys = [];
    w.__changes = [];
    document.addEventListener('keydown', (e) => w.__keys.push(e.timeStamp), { capture: true });
    const list = document.querySelector('section[aria-labelledby="bins-title"]');
    new MutationObserver(() => w.__changes.push(performance.now())).observe(list, { childList: true, subtree: true, characterData: true });
    return performance.now();
  });
  await field.focus();
  const perKey = [];
  for (const key of SEARCH_KEYS) {
    await page.keyboard.press(key);
    const settled = await page.waitForFunction(
      () => {
        const w = /** @type {any} */ (window);
        const at = w.__keys.at(-1);
        const changed = w.__changes.filter((c) => c >= at).at(-1);
        const quietSince = changed ?? at;
        return performance.now() - quietSince >= 500 ? { ms: changed === undefined ? null : changed - at } : false;
      },
      null,
      { polling: 50, timeout: 10_000 },
    );
    const { ms } = await settled.jsonValue();
    perKey.push(ms === null ? NaN : round(ms));
  }
  return { searchKeyMs: perKey, searchLongestTaskMs: round(await longestTask(page, from)) };
}

/** The figures of one build's loads. */
function summary(bins, runs) {
  const pick = (key) => runs.map((r) => r[key]).filter((v) => typeof v === 'number' && !Number.isNaN(v));
  const stat = (key) => ({ median: median(pick(key)), worst: Math.max(...pick(key)) });
  const keys = runs.flatMap((r) => r.searchKeyMs).filter((v) => !Number.isNaN(v));
  return {
    bins,
    runs,
    firstRenderMs: stat('firstRenderMs'),
    binsAnsweredMs: stat('binsAnsweredMs'),
    loadLongestTaskMs: stat('loadLongestTaskMs'),
    pan: {
      medianFrameMs: median(pick('panMedianFrameMs')),
      p95FrameMs: median(pick('panP95FrameMs')),
      worstFrameMs: Math.max(...pick('panWorstFrameMs')),
      framesOver50Ms: Math.max(...pick('panFramesOver50Ms')),
      longestTaskMs: Math.max(...pick('panLongestTaskMs')),
    },
    search: {
      keyMedianMs: keys.length ? median(keys) : NaN,
      keyWorstMs: keys.length ? Math.max(...keys) : NaN,
      longestTaskMs: Math.max(...pick('searchLongestTaskMs')),
    },
  };
}

/** Runs the measurement against `dist` (the production build), or the builds of BENCH_MAP_DIST; returns the figures. */
export async function mapReport(root) {
  const labels = builds(root).map((b) => b.label);
  const baseline = await measureLoads(root, {}, { pan: false });
  const sizes = [];
  for (const count of SIZES) {
    const full = await measureLoads(root, { fr: count }, { pan: true });
    full.runs.forEach((runs, i) => sizes.push({ build: labels[i], ...summary(full.bins, runs) }));
  }
  return {
    sizes,
    baselineBins: baseline.bins,
    baselineFirstRenderMs: {
      median: median(baseline.runs[0].map((r) => r.firstRenderMs)),
      worst: Math.max(...baseline.runs[0].map((r) => r.firstRenderMs)),
    },
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    cpus: os.cpus().length,
    method:
      `production build + fakes/http on one origin, ${SIZES.join(' and ')} bins in France, API latency 0, OpenStreetMap tiles answered locally ` +
      `with a blank PNG; headless Chromium, 390×844, no throttling; first render = navigation start → the map's first ` +
      `rendercomplete with the pins drawn (performance mark "${MARK}"); longest task = PerformanceObserver longtask, from navigation ` +
      `until the map has settled on the market (2.5 s after first render); pan = a 1 s drag (60 moves, one per frame) at the ` +
      `market's zoom, animation-frame intervals; search = "${SEARCHED}" typed then erased a key at a time, each once the list has settled (500 ms unchanged), keydown → the list's last change, keys that changed the list; ` +
      `median and worst of ${RUNS} loads`,
  };
}

/** The figures as lines of text (printed, and in docs/benchmarks.md). */
export function mapLines(report) {
  const lines = [
    `Load average ${report.loadAverage.join(' ')} on ${report.cpus} CPUs; with the demo's ${report.baselineBins} bins the map is drawn at ${report.baselineFirstRenderMs.median} ms.`,
  ];
  for (const m of report.sizes) {
    lines.push(
      `${m.build ? `${m.build}, ` : ''}${m.bins} bins: first pins median ${m.firstRenderMs.median} ms (worst ${m.firstRenderMs.worst}; bins answered at ${m.binsAnsweredMs.median}); ` +
        `longest task while loading median ${m.loadLongestTaskMs.median} ms (worst ${m.loadLongestTaskMs.worst}); ` +
        `pan frames median ${m.pan.medianFrameMs} ms, p95 ${m.pan.p95FrameMs}, worst ${m.pan.worstFrameMs} (${m.pan.framesOver50Ms} over 50 ms, longest task ${m.pan.longestTaskMs}); ` +
        `search key → list median ${m.search.keyMedianMs} ms, worst ${m.search.keyWorstMs} (longest task ${m.search.longestTaskMs}).`,
    );
  }
  return lines;
}

export function printMap(report) {
  for (const line of mapLines(report)) console.log(line);
}

// Alone: node scripts/bench-map.mjs [label] — prints the figures and writes bench-results/bench-map[-label].json.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { fileURLToPath } = await import('node:url');
  const fs = await import('node:fs/promises');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const report = await mapReport(root);
  printMap(report);
  const label = process.argv[2] ? `-${process.argv[2]}` : '';
  await fs.mkdir(path.join(root, 'bench-results'), { recursive: true });
  await fs.writeFile(path.join(root, 'bench-results', `bench-map${label}.json`), JSON.stringify(report, null, 2) + '\n');
}
