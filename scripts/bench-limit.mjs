// Each public page against its limit (issue 22, point 1): the least a browser must do to paint the
// same page — its own prerendered HTML with every script, style sheet, preload and image taken out —
// both served by deploy/'s nginx, measured in the same run by Lighthouse (mobile, simulated Slow 4G,
// 4× CPU), their loads taken in turn. Reports the LCP of the page, of its limit, and their ratio
// (medians). Two visitors: a first visit in French (nothing stored, Accept-Language fr-FR: the page
// with the cookie banner) and a returning Japanese visitor (Japanese chosen and the banner answered
// in this browser before, as a customer does: the app's cookies, its storage and the HTTP cache kept).
// Alone: `node scripts/bench-limit.mjs` after `npm run build` (BENCH_LIMIT_RUNS=3, BENCH_LIMIT_PATHS=/faq,/login).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNginx } from './lib/nginx.mjs';
import { launchChromiumForLighthouse, mobileSettings } from './lib/lighthouse-chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LIMIT_PATHS = ['/', '/products', '/faq', '/login'];
const RUNS = Number(process.env.BENCH_LIMIT_RUNS ?? 3);
// BENCH_LIMIT_PATHS="/products,/faq": some of the pages only (a step measured where it acts).
const PATHS = process.env.BENCH_LIMIT_PATHS ? process.env.BENCH_LIMIT_PATHS.split(',') : LIMIT_PATHS;

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
 * no script to remember anything, is given the same cookies.
 */
async function visitBefore(port, [pageOrigin, limitOrigin, ...others], language) {
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
    for (const origin of others) {
      await page.goto(`${origin}/?locale=${language}`);
      await page.waitForFunction(() => localStorage.getItem('cookie-consent:v1') !== null);
    }
    await page.close();
    const cookies = await context.cookies(pageOrigin);
    await context.addCookies(cookies.map(({ name, value }) => ({ name, value, url: limitOrigin })));
  } finally {
    await browser.close().catch(() => {});
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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

async function lcpOf(lighthouse, settings, url, port, { language, returning }, attempt = 1) {
  const result = await lighthouse(
    url,
    { port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    {
      extends: 'lighthouse:default',
      settings: { ...settings, extraHeaders: { 'Accept-Language': language }, disableStorageReset: returning },
    },
  );
  const lcp = result?.lhr?.audits['largest-contentful-paint']?.numericValue;
  if (typeof lcp === 'number') return lcp;
  // A run Lighthouse could not finish (a trace lost on a busy machine) is run again, once.
  const why = result?.lhr?.runtimeError?.code ?? result?.lhr?.audits['largest-contentful-paint']?.errorMessage ?? 'no report';
  if (attempt < 2) {
    console.warn(`bench-limit: no LCP for ${url} (${why}); run again`);
    return lcpOf(lighthouse, settings, url, port, { language, returning }, attempt + 1);
  }
  throw new Error(`lighthouse gave no LCP for ${url} (${why})`);
}

/** The pages and their limits, in turn; per visitor and page: the medians and their ratio. */
export async function limitReport(dist = path.join(ROOT, 'dist')) {
  const { default: lighthouse } = await import('lighthouse');
  const settings = await mobileSettings();
  const limitDir = limitBuild(dist);
  // No API behind them: the public pages ask for none before their largest paint.
  // BENCH_LIMIT_BEFORE=<an earlier build's dist>: that build's pages too, in the same turns.
  const before = process.env.BENCH_LIMIT_BEFORE ? path.resolve(process.env.BENCH_LIMIT_BEFORE) : null;
  const servers = [
    await startNginx({ root: dist, apiUpstream: 'http://127.0.0.1:9' }),
    await startNginx({ root: limitDir, apiUpstream: 'http://127.0.0.1:9' }),
    ...(before ? [await startNginx({ root: before, apiUpstream: 'http://127.0.0.1:9' })] : []),
  ];
  const rows = [];
  try {
    for (const [visitor, how] of Object.entries(VISITORS)) {
      // A browser per visitor, speaking their language (the app reads it as the server reads the header).
      const chrome = await launchChromiumForLighthouse({ language: how.language });
      try {
        if (how.returning)
          await visitBefore(
            chrome.port,
            servers.map((server) => server.url),
            how.language,
          );
        for (const page of PATHS) {
          const lcps = servers.map(() => []);
          for (let run = 0; run < RUNS; run++) {
            for (const [i, server] of servers.entries())
              lcps[i].push(await lcpOf(lighthouse, settings, server.url + page, chrome.port, how));
          }
          const [pageLcp, limitLcp, beforeLcp] = lcps.map(median);
          const compared = beforeLcp === undefined ? {} : { beforeLcp, beforeRatio: beforeLcp / limitLcp };
          rows.push({ visitor, page, pageLcp, limitLcp, ratio: pageLcp / limitLcp, ...compared, runs: lcps });
        }
      } finally {
        await chrome.close();
      }
    }
  } finally {
    for (const server of servers) await server.stop();
    fs.rmSync(limitDir, { recursive: true, force: true });
  }
  return { runs: RUNS, rows };
}

/** docs/benchmarks.md's headline: each page's LCP against its limit's (scripts/bench-report.mjs). */
export function limitLines(report) {
  const ms = (n) => String(Math.round(n));
  return [
    `Lighthouse 12, mobile (simulated Slow 4G, 4× CPU), through deploy/'s nginx; median of ${report.runs} run(s) of each, the page and its limit taken in turn. The limit is the page's own prerendered HTML with every script, style sheet, preload and image taken out (\`scripts/bench-limit.mjs\`). Goal: a ratio of at most 1.1.`,
    '',
    '| visitor | page | LCP ms | limit LCP ms | ratio |',
    '| --- | --- | ---: | ---: | ---: |',
    ...report.rows.map((r) => `| ${r.visitor} | ${r.page} | ${ms(r.pageLcp)} | ${ms(r.limitLcp)} | **${r.ratio.toFixed(2)}** |`),
  ];
}

export function printLimit(report) {
  console.log(`pages against their limits (Lighthouse mobile LCP, median of ${report.runs}, taken in turn):`);
  for (const r of report.rows) {
    console.log(
      `  ${r.visitor} ${r.page}: page ${Math.round(r.pageLcp)} ms, limit ${Math.round(r.limitLcp)} ms, ratio ${r.ratio.toFixed(2)}` +
        (r.beforeLcp === undefined ? '' : ` (the earlier build: ${Math.round(r.beforeLcp)} ms, ratio ${r.beforeRatio.toFixed(2)})`),
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printLimit(await limitReport());
