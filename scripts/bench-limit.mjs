// Each public page against its limit (issue 22, point 1): the least a browser must do to paint the
// same page — its own prerendered HTML with every script, style sheet, preload and image taken out —
// both served by deploy/'s nginx, measured in the same run by Lighthouse (mobile, simulated Slow 4G,
// 4× CPU), their loads taken in turn. Reports the LCP of the page, of its limit, and their ratio
// (medians); and, measured alike in the same turns, its TBT against the floor page's (the chosen
// libraries' least use, scripts/floor.mjs: issue 43), scripts/lib/limit-table.mjs. Two visitors: a first visit in French (nothing stored, Accept-Language fr-FR: the page
// with the cookie banner) and a returning Japanese visitor (Japanese chosen and the banner answered
// in this browser before, as a customer does: the app's cookies, its storage and the HTTP cache kept).
// Alone: `node scripts/bench-limit.mjs [dist]` after `npm run build` (BENCH_LIMIT_RUNS=5, BENCH_LIMIT_PATHS=/faq,/login).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNginx } from './lib/nginx.mjs';
import { launchChromiumForLighthouse, mobileSettings } from './lib/lighthouse-chromium.mjs';
import { limitLines, limitRow } from './lib/limit-table.mjs';
import { buildFloorPage } from './floor.mjs';

export { limitLines };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LIMIT_PATHS = ['/', '/products', '/faq', '/login'];
const RUNS = Number(process.env.BENCH_LIMIT_RUNS ?? 5);
// BENCH_LIMIT_PATHS="/products,/faq": some of the pages only (a step measured where it acts).
const PATHS = process.env.BENCH_LIMIT_PATHS ? process.env.BENCH_LIMIT_PATHS.split(',') : LIMIT_PATHS;
// BENCH_LIMIT_VISITORS="first visit": the visitors whose name starts so (both by default).
const WHO = process.env.BENCH_LIMIT_VISITORS ? process.env.BENCH_LIMIT_VISITORS.split(',') : [''];

/** The visitors measured: the language the browser asks for, and whether it has been here before (in that language). */
export const VISITORS = {
  'first visit, French (banner)': { language: 'fr-FR', returning: false },
  'returning, Japanese': { language: 'ja-JP', returning: true },
};

/** The banner's "necessary cookies only" in a language (the built-in texts). */
const refuseOf = (language) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'src/ui/locales', language, 'common.json'), 'utf8')).consent.refuse;

/**
 * A visit before the measured ones, in the browser Lighthouse drives: the language chosen and the
 * banner answered ("necessary only") on the page's server, as a customer does; its limit, which has
 * no script to remember anything, is given the same cookies; the floor page is loaded once (its files cached, as the page's are).
 */
async function visitBefore(port, { page: pageOrigin, limit: limitOrigin, floor, before }, language) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${pageOrigin}/?locale=${language}`);
    const banner = page.locator('[data-consent-banner]');
    await banner.getByRole('button').first().waitFor();
    // "Necessary cookies only", whatever the language: the refusal is the banner's button that is not the acceptance.
    await banner.getByRole('button', { name: refuseOf(language) }).click();
    await page.waitForFunction(() => localStorage.getItem('cookie-consent:v1') !== null);
    // An earlier build compared (BENCH_LIMIT_BEFORE), on another port: the cookies are the host's, so
    // its page comes answered, and its app keeps the answer in its own storage.
    if (before) {
      await page.goto(`${before}/?locale=${language}`);
      await page.waitForFunction(() => localStorage.getItem('cookie-consent:v1') !== null);
    }
    await page.goto(`${floor}/`, { waitUntil: 'load' });
    await page.close();
    const cookies = await context.cookies(pageOrigin);
    await context.addCookies(cookies.map(({ name, value }) => ({ name, value, url: limitOrigin })));
  } finally {
    await browser.close().catch(() => {});
  }
}

/** A page's HTML with every script, style sheet, preload and image taken out: what it paints with nothing else. */
export function limitOf(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '')
    .replace(/<link\b[^>]*rel="?(?:stylesheet|modulepreload|preload|prefetch|manifest|icon)"?[^>]*>/gi, '')
    .replace(/<(?:img|source)\b[^>]*>/gi, '')
    .replace(/<picture\b[^>]*>|<\/picture>/gi, '');
}

/** A copy of the build whose prerendered pages are their limits (their compressed copies removed: nginx's set-up writes them again). */
function limitBuild(dist) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circulo-limit-'));
  fs.cpSync(dist, dir, { recursive: true });
  const walk = (at) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const file = path.join(at, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        fs.writeFileSync(file, limitOf(fs.readFileSync(file, 'utf8')));
        for (const copy of [`${file}.br`, `${file}.gz`]) fs.rmSync(copy, { force: true });
      }
    }
  };
  walk(path.join(dir, '_pages'));
  return dir;
}

/** One Lighthouse run of `url`: its LCP and TBT (ms), and Lighthouse's measure of the machine's speed in it. */
async function metricsOf(lighthouse, settings, url, port, { language, returning }, attempt = 1) {
  const result = await lighthouse(
    url,
    { port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    {
      extends: 'lighthouse:default',
      settings: { ...settings, extraHeaders: { 'Accept-Language': language }, disableStorageReset: returning },
    },
  );
  const lcp = result?.lhr?.audits['largest-contentful-paint']?.numericValue;
  const tbt = result?.lhr?.audits['total-blocking-time']?.numericValue;
  if (typeof lcp === 'number' && typeof tbt === 'number')
    return { lcp, tbt, benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? null };
  // A run Lighthouse could not finish (a trace lost on a busy machine) is run again, once.
  const why = result?.lhr?.runtimeError?.code ?? result?.lhr?.audits['largest-contentful-paint']?.errorMessage ?? 'no report';
  if (attempt < 2) {
    console.warn(`bench-limit: no LCP or TBT for ${url} (${why}); run again`);
    return metricsOf(lighthouse, settings, url, port, { language, returning }, attempt + 1);
  }
  throw new Error(`lighthouse gave no LCP or TBT for ${url} (${why})`);
}

/** The pages, their limits and the floor page, in turn; per visitor and page: the medians and their ratios. */
export async function limitReport(dist = path.join(ROOT, 'dist')) {
  const { default: lighthouse } = await import('lighthouse');
  const settings = await mobileSettings();
  const limitDir = limitBuild(dist);
  // The floor page as the signed-in benchmark builds it (scripts/floor.mjs), served by the same nginx.
  const floorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'circulo-floor-'));
  await buildFloorPage(ROOT, floorDir);
  // BENCH_LIMIT_BEFORE=<an earlier build's dist>: that build's pages too, in the same turns.
  const before = process.env.BENCH_LIMIT_BEFORE ? path.resolve(process.env.BENCH_LIMIT_BEFORE) : null;
  const roots = { page: dist, limit: limitDir, ...(before ? { before } : {}), floor: floorDir };
  const servers = {};
  const rows = [];
  try {
    // No API behind them: the public pages ask for none before their largest paint.
    for (const [name, root] of Object.entries(roots)) servers[name] = await startNginx({ root, apiUpstream: 'http://127.0.0.1:9' });
    const origins = Object.fromEntries(Object.entries(servers).map(([name, server]) => [name, server.url]));
    for (const [visitor, how] of Object.entries(VISITORS).filter(([name]) => WHO.some((who) => name.startsWith(who)))) {
      // A browser per visitor, speaking their language (the app reads it as the server reads the header).
      const chrome = await launchChromiumForLighthouse({ language: how.language });
      try {
        if (how.returning) await visitBefore(chrome.port, origins, how.language);
        for (const page of PATHS) {
          const runs = Object.fromEntries(Object.keys(servers).map((name) => [name, []]));
          for (let run = 0; run < RUNS; run++) {
            // The floor page is the same whatever the path: its root.
            for (const [name, origin] of Object.entries(origins))
              runs[name].push(await metricsOf(lighthouse, settings, origin + (name === 'floor' ? '/' : page), chrome.port, how));
          }
          rows.push(limitRow(visitor, page, runs));
        }
      } finally {
        await chrome.close();
      }
    }
  } finally {
    for (const server of Object.values(servers)) await server.stop();
    for (const dir of [limitDir, floorDir]) fs.rmSync(dir, { recursive: true, force: true });
  }
  return { runs: RUNS, rows };
}

export function printLimit(report) {
  console.log(`pages against their limits (LCP) and the floor page (TBT), Lighthouse mobile, median of ${report.runs}, taken in turn:`);
  for (const line of limitLines(report).slice(2)) console.log(line);
}

// `node scripts/bench-limit.mjs [dist]`: another build than dist/ measured (its compressed copies refreshed by nginx's set-up);
// BENCH_LIMIT_JSON=<file>: the report with every run written there too.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = await limitReport(process.argv[2] && path.resolve(process.argv[2]));
  if (process.env.BENCH_LIMIT_JSON) fs.writeFileSync(process.env.BENCH_LIMIT_JSON, JSON.stringify(report, null, 2) + '\n');
  printLimit(report);
}
