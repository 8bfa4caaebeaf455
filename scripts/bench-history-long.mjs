/* global document, window, requestAnimationFrame -- the measuring functions run inside the page */
// The account page with 10,000 transactions against 1,000 (issue 42 point 3), on the production build,
// in one run: the figures are given as ratios, 10,000 over 1,000, so the machine's speed and load cancel.
//
// How: as scripts/bench-history.mjs (dist/ and fakes/http on one origin, API latency 0, headless
// Chromium at 390×844 without throttling, the French demo customer signed in), the customer's history
// set to 1,000 or 10,000 transactions, the loads alternating (1,000, 10,000, 1,000, …), RUNS of each:
//   - first rows: navigation start → the first screenful (20 headers) painted. The server answers
//     pages of 1,000 (spec §7): the first page is the same size for both, the rest is read later;
//   - scroll: then the page is scrolled down 1,500 px a frame (a fast flick, held) until the last
//     transaction's header is drawn: the next pages are read as the list's end comes near
//     (HistoryMore.tsx). The list draws only the rows near the screen (WindowedAccordion, issue 42
//     point 3), so "every header in the page" no longer fits: the scroll still passes every row, and
//     ends when the last transaction's header (its id names the transaction, bench-<count − 1>) is
//     drawn, a look-up by id that costs the same at any length, whichever build. Meanwhile a PerformanceObserver records the main
//     thread's long tasks (the longest, and the blocking time: the sum of each task's time over 50 ms)
//     and requestAnimationFrame the frames (the worst interval, and how many took over 50 ms);
//   - all rows: from the scroll's start until the last transaction's header is drawn.
// The medians of the runs are reported for each size, and their ratios.
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { median, round, signedInPage, transactions } from './bench-history.mjs';

const RUNS = Number(process.env.BENCH_HISTORY_LONG_RUNS ?? 3);
const SIZES = [1000, 10000];
const HEADERS = 'section[aria-labelledby="history-title"] h3 > button';

/** The id of the last transaction's header: the first's (the newest, bench-0), with the last one's id (Accordion.tsx names a header by its prefix, the item's id and "-header"). */
async function lastHeaderId(page, count) {
  const first = await page.locator(HEADERS).first().getAttribute('id');
  if (!first?.endsWith('-bench-0-header')) throw new Error(`the first header is ${first}, not the newest transaction's`);
  return first.replace(/bench-0-header$/, `bench-${count - 1}-header`);
}

/** One load of the account page with `count` transactions: its figures. */
async function load(page, count) {
  await page.goto('/user/account', { waitUntil: 'commit' });
  const first = await page.waitForFunction(
    (selector) =>
      document.querySelectorAll(selector).length >= 20 &&
      new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))),
    HEADERS,
    { polling: 'raf', timeout: 30000 },
  );
  const scroll = await page.evaluate(
    ({ lastId, count }) =>
      new Promise((resolve, reject) => {
        const tasks = [];
        const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
        observer.observe({ type: 'longtask' });
        const start = performance.now();
        const frames = [];
        let last = start;
        // A timer, not a frame: it fires even if the page stops drawing frames (then says how many it drew).
        const timeout = setTimeout(
          () =>
            reject(
              new Error(`the last of ${count} rows not drawn after 120 s (${frames.length} frames, scrolled to ${window.scrollY} px)`),
            ),
          120000,
        );
        const step = (now) => {
          frames.push(now - last);
          last = now;
          if (document.getElementById(lastId)) {
            clearTimeout(timeout);
            observer.disconnect();
            const durations = tasks.map((t) => t.duration);
            return resolve({
              allRowsMs: now - start,
              longestTaskMs: Math.max(0, ...durations),
              blockingMs: durations.reduce((n, d) => n + Math.max(0, d - 50), 0),
              worstFrameMs: Math.max(...frames.slice(1)),
              slowFrames: frames.slice(1).filter((f) => f > 50).length,
            });
          }
          window.scrollBy(0, 1500);
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    { lastId: await lastHeaderId(page, count), count },
  );
  return { firstRowsMs: round(await first.jsonValue()), ...Object.fromEntries(Object.entries(scroll).map(([k, v]) => [k, round(v)])) };
}

/** Runs the measurement against `dist` (default: the project's dist/); returns the figures. */
export async function historyLongReport(root, dist = path.join(root, 'dist')) {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(path.join(root, 'fakes/http/dev-api.ts'), { configFile: false, logLevel: 'error' });
  const api = await module.createDevApi();
  api.backend.latencyMs = 0;
  const demo = api.backend.findUser('demo@example.com', 'fr');
  const histories = new Map(SIZES.map((count) => [count, transactions(count)]));
  const server = await startStaticServer(dist, { api: (req, res) => api.handle(req, res) });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
  const loadAverage = os.loadavg().map((n) => Math.round(n * 100) / 100);
  try {
    const page = await signedInPage(browser, server.url);
    const runs = Object.fromEntries(SIZES.map((count) => [count, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const count of SIZES) {
        api.backend.addUser({ ...demo, transactions: histories.get(count) });
        runs[count].push(await load(page, count));
      }
    }
    const keys = ['firstRowsMs', 'allRowsMs', 'longestTaskMs', 'blockingMs', 'worstFrameMs', 'slowFrames'];
    const sizes = SIZES.map((count) => ({
      transactions: count,
      ...Object.fromEntries(keys.map((key) => [key, median(runs[count].map((r) => r[key]))])),
      runs: runs[count],
    }));
    const [small, large] = sizes;
    const ratio = (key) => (small[key] > 0 ? Math.round((large[key] / small[key]) * 100) / 100 : null);
    return {
      loadAverage: { start: loadAverage, end: os.loadavg().map((n) => Math.round(n * 100) / 100) },
      cpus: os.cpus().length,
      sizes,
      ratios: { firstRows: ratio('firstRowsMs'), longestTask: ratio('longestTaskMs'), worstFrame: ratio('worstFrameMs') },
      method:
        'production build + fakes/http on one origin, API latency 0, pages of 1000; headless Chromium, 390×844, no throttling; ' +
        "first rows = navigation start → 20 headers painted; scroll = 1,500 px a frame until the last transaction's header is drawn " +
        '(long tasks by PerformanceObserver, frames by requestAnimationFrame); loads alternating, median of ' +
        RUNS +
        ' each',
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

export function historyLongLines(report) {
  const row = (s) =>
    `${String(s.transactions).padStart(6)} transactions: first rows ${s.firstRowsMs} ms; scrolled to the end in ${s.allRowsMs} ms, ` +
    `longest task ${s.longestTaskMs} ms, blocking ${s.blockingMs} ms, worst frame ${s.worstFrameMs} ms (${s.slowFrames} over 50 ms)`;
  return [
    ...report.sizes.map(row),
    `ratios 10,000 / 1,000: first rows ${report.ratios.firstRows}, longest task ${report.ratios.longestTask}, worst frame ${report.ratios.worstFrame}`,
    `load average ${report.loadAverage.start.join(' ')} at the start, ${report.loadAverage.end.join(' ')} at the end, on ${report.cpus} CPUs`,
  ];
}

// `node scripts/bench-history-long.mjs [dist]`: this measurement alone (after a production build).
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const report = await historyLongReport(root, process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  historyLongLines(report).forEach((line) => console.log(line));
  console.log(JSON.stringify(report));
}
