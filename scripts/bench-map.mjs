/* global window, requestAnimationFrame -- the measuring functions run inside the page */
// The bin locator with 10,000 bins in one market (issue 10, "Scale"), on the production build.
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
//     median, 95th percentile and worst frame, and the frames longer than 50 ms.
// The median and the worst of the runs are reported. The same loads with the demo's bins (a few
// dozen) are measured first, as the baseline: the page's start without 10,000 pins.
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const BINS = Number(process.env.BENCH_MAP_BINS ?? 10_000);
const RUNS = 5;
const MARK = 'map:pins-drawn';
/** A 1×1 transparent PNG: every tile, so that the map draws with no network. */
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (ms) => Math.round(ms * 10) / 10;

async function measureLoads(root, binsPerMarket, { pan }) {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(path.join(root, 'fakes/http/dev-api.ts'), { configFile: false, logLevel: 'error' });
  const api = await module.createDevApi({ binsPerMarket });
  api.backend.latencyMs = 0;
  const server = await startStaticServer(path.join(root, 'dist'), { api: (req, res) => api.handle(req, res) });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    let tiles = 0;
    await context.route('https://tile.openstreetmap.org/**', (route) => {
      tiles += 1;
      return route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE });
    });
    await context.route(
      (url) => url.origin !== new URL(server.url).origin && url.hostname !== 'tile.openstreetmap.org',
      (route) => route.abort('blockedbyclient'),
    );
    const bins = await (await fetch(`${server.url}/api/v2/bins?country_code=fr`)).json();
    const page = await context.newPage();
    // Consent once, so that the banner covers nothing afterwards.
    await page.goto('/?locale=fr-FR');
    await page.getByRole('button', { name: /nécessaires/i }).click();
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
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
      if (pan) Object.assign(result, await panFrames(page));
      runs.push(result);
    }
    return { bins: Array.isArray(bins?.data) ? bins.data.length : NaN, tiles, runs };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** A one-second drag across the settled map; returns the animation frames' intervals meanwhile. */
async function panFrames(page) {
  const map = page.locator('.circulo-map');
  // The screen moves the map from zoom 2 to the market (zoom 4): wait for it to stop.
  await page.waitForTimeout(1500);
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
  };
}

/** Runs the measurement against `dist` (the production build); returns the figures. */
export async function mapReport(root) {
  const baseline = await measureLoads(root, {}, { pan: false });
  const full = await measureLoads(root, { fr: BINS }, { pan: true });
  const pick = (key) => full.runs.map((r) => r[key]);
  const stat = (key) => ({ median: median(pick(key)), worst: Math.max(...pick(key)) });
  return {
    bins: full.bins,
    baselineBins: baseline.bins,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    cpus: os.cpus().length,
    runs: full.runs,
    firstRenderMs: stat('firstRenderMs'),
    binsAnsweredMs: stat('binsAnsweredMs'),
    baselineFirstRenderMs: {
      median: median(baseline.runs.map((r) => r.firstRenderMs)),
      worst: Math.max(...baseline.runs.map((r) => r.firstRenderMs)),
    },
    pan: {
      medianFrameMs: median(pick('panMedianFrameMs')),
      p95FrameMs: median(pick('panP95FrameMs')),
      worstFrameMs: Math.max(...pick('panWorstFrameMs')),
      framesOver50Ms: Math.max(...pick('panFramesOver50Ms')),
      longTasks: Math.max(...pick('panLongTasks')),
    },
    method:
      `production build + fakes/http on one origin, ${full.bins} bins in France, API latency 0, OpenStreetMap tiles answered locally ` +
      `with a blank PNG; headless Chromium, 390×844, no throttling; first render = navigation start → the map's first ` +
      `rendercomplete with the pins drawn (performance mark "${MARK}"); pan = a 1 s drag (60 moves, one per frame) at the ` +
      `market's zoom, animation-frame intervals; median and worst of ${RUNS} loads`,
  };
}

export function printMap(report) {
  console.log(
    `bins: ${report.bins} (baseline ${report.baselineBins}), runs: ${report.runs.length}, load average ${report.loadAverage.join(' ')} on ${report.cpus} CPUs`,
  );
  console.log(
    `first render:  median ${report.firstRenderMs.median} ms, worst ${report.firstRenderMs.worst} ms (navigation start → map drawn with every pin clustered)`,
  );
  console.log(
    `  bins answered at: median ${report.binsAnsweredMs.median} ms; with the demo's ${report.baselineBins} bins the map is drawn at ${report.baselineFirstRenderMs.median} ms`,
  );
  console.log(
    `pan (1 s drag): frames median ${report.pan.medianFrameMs} ms, p95 ${report.pan.p95FrameMs} ms, worst ${report.pan.worstFrameMs} ms; ` +
      `${report.pan.framesOver50Ms} frame(s) over 50 ms, ${report.pan.longTasks} long task(s) (worst run)`,
  );
}
