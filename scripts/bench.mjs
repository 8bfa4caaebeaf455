// Performance benchmark (not a test): node scripts/bench.mjs [--skip-lighthouse] [--no-build]
//
// (a) Bundle: builds production (`npm run build`, with its prerendered pages; `--no-build` reuses
//     dist/), then reports from dist/.vite/manifest.json, for the entry and every lazily imported
//     chunk (route screens), the gzip -9 size of the chunk plus its transitive static imports.
// (b) Lighthouse 12 (mobile, simulated throttling) on /, /products, /faq and /login of the production build (what
//     customers get; public pages need no API) and of the demo build (dist-demo/, with the fake
//     backend in the page), served by the e2e static server.
// (d) The account page with 1000 transactions on the production build: time until the list is
//     usable and time for an accordion to open (scripts/bench-history.mjs says how).
// (e) The bin locator with 10,000 and 50,000 bins in one market on the production build: time to the
//     map's first render with the pins drawn, the longest main-thread task, a pan's frame times and a
//     search key's time to the list (scripts/bench-map.mjs says how).
//     The bundle table (a) also lists the map routes with OpenLayers and the world map against the others.
// (c) Writes bench-results/bench.json (+ one full Lighthouse report per build and URL), prints a
//     summary, and writes docs/benchmarks.md (printed too) and the libraries' floor the budget reads
//     (scripts/floor.json, measured again with (a)). `--runs=N`: Lighthouse runs per route
//     (default 3, the median is reported).
//
// BENCH_ROOT=<dir> runs it on another project directory (used to test this script on a fixture).
import { spawnSync, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { launchChromiumForLighthouse, mobileSettings } from './lib/lighthouse-chromium.mjs';
import { benchmarksMarkdown, withKeptPart } from './bench-report.mjs';
import { EVERY_PAGE, routeFiles, staticClosure } from './budget-check.mjs';
import { ROUTES } from './lib/routes.mjs';
import { refreshFloor } from './floor.mjs';
import { historyReport, printHistory } from './bench-history.mjs';
import { historyLongLines, historyLongReport } from './bench-history-long.mjs';
import { mapReport, printMap } from './bench-map.mjs';
import { limitReport, printLimit } from './bench-limit.mjs';
import { signedInLines, signedInReport } from './bench-signed-in.mjs';

const ROOT = path.resolve(process.env.BENCH_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const DIST = path.join(ROOT, 'dist');
const DIST_DEMO = path.join(ROOT, 'dist-demo');
const MANIFEST = path.join(DIST, '.vite', 'manifest.json');
const OUT_DIR = path.join(ROOT, 'bench-results');
/** The public pages a visitor lands on; the production build must score >= 98 on each (issue 11). */
const LIGHTHOUSE_PATHS = ['/', '/products', '/faq', '/login'];
const BENCHMARKS_MD = path.join(ROOT, 'docs', 'benchmarks.md');
/** The OpenLayers adapter (loaded through the MapLoader port) and the routes that open a map. */
const MAP_ADAPTER = 'src/adapters/map/ol-map-loader.ts';
/** The production composition: every page loads it at start, so it is not the map's weight. */
const COMPOSITION = 'src/composition/bindings/production.ts';
const MAP_ROUTES = Object.fromEntries(ROUTES.filter((r) => r.map).map((r) => [r.path, r.module]));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
  TTI: 'interactive',
};

const argv = new Set(process.argv.slice(2));
const skipLighthouse = argv.has('--skip-lighthouse');
const runsArg = process.argv.find((a) => a.startsWith('--runs='));
/** Lighthouse runs per route (the median is reported): `--runs=N`, default 3. */
const LIGHTHOUSE_RUNS = runsArg ? Math.max(1, Number(runsArg.slice('--runs='.length)) || 1) : 3;
const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && !Number.isNaN(x)).sort((a, b) => a - b);
  return v.length ? v[Math.floor((v.length - 1) / 2)] : null;
};

function run(cmd, args) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

// ---------------------------------------------------------------------------
// (a) bundle sizes
// ---------------------------------------------------------------------------

// Builds are fast: always measure what the source is now, never a stale dist/.
const reuseBuilds = process.argv.includes('--no-build');

function bundleReport() {
  if (!reuseBuilds || !fs.existsSync(MANIFEST)) {
    // As customers get it: prerendered pages and precompressed files too (package.json's build).
    run('npm', ['run', '-s', 'build']);
    if (!fs.existsSync(MANIFEST)) throw new Error(`vite build did not write ${MANIFEST}`);
  }
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
  const gzCache = new Map();
  const sizeOf = (file) => {
    if (!gzCache.has(file)) {
      const buf = fs.readFileSync(path.join(DIST, file));
      gzCache.set(file, { raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length });
    }
    return gzCache.get(file);
  };

  /** The chunk and its static imports, transitively (manifest keys). */
  const closure = (key) => staticClosure(manifest, [key]);

  /** Files (JS and CSS, de-duplicated) of a set of manifest keys, with their gzip sizes. */
  const measure = (keys) => {
    const js = new Set();
    const css = new Set();
    for (const k of keys) {
      const chunk = manifest[k];
      if (/\.(m?js)$/.test(chunk.file)) js.add(chunk.file);
      else if (chunk.file.endsWith('.css')) css.add(chunk.file);
      for (const c of chunk.css ?? []) css.add(c);
    }
    const sum = (files, field) => [...files].reduce((n, f) => n + sizeOf(f)[field], 0);
    return {
      jsFiles: [...js].sort(),
      cssFiles: [...css].sort(),
      jsGzip: sum(js, 'gzip'),
      cssGzip: sum(css, 'gzip'),
      jsRaw: sum(js, 'raw'),
      cssRaw: sum(css, 'raw'),
    };
  };

  const keys = Object.keys(manifest);
  const entries = keys.filter((k) => manifest[k].isEntry);
  if (entries.length === 0) throw new Error(`${MANIFEST} has no entry chunk`);
  const mainEntry = entries.find((k) => k.endsWith('index.html')) ?? entries[0];
  const entryKeys = closure(mainEntry);
  const entryFiles = measure(entryKeys);
  const dynamic = keys.filter((k) => manifest[k].isDynamicEntry).sort();

  const rows = [...entries, ...dynamic].map((key) => {
    const own = closure(key);
    const m = measure(own);
    const isEntry = Boolean(manifest[key].isEntry);
    const withEntry = isEntry ? m : measure(new Set([...own, ...entryKeys]));
    const total = withEntry.jsGzip + withEntry.cssGzip;
    return {
      chunk: key,
      kind: isEntry ? 'entry' : 'lazy',
      file: manifest[key].file,
      jsGzip: m.jsGzip,
      cssGzip: m.cssGzip,
      totalInclEntryGzip: total,
      addedOverEntryGzip: isEntry ? total : total - (entryFiles.jsGzip + entryFiles.cssGzip),
      jsFiles: m.jsFiles,
      cssFiles: m.cssFiles,
    };
  });
  // The map routes fetch OpenLayers when their map opens (through the MapLoader port, a dynamic import
  // of the composition, not of the route's chunk), and the bundled world map when it is the base map.
  const mapAdapter = keys.find((k) => k === MAP_ADAPTER);
  const mapRoutes = mapAdapter
    ? Object.entries(MAP_ROUTES)
        .filter(([, key]) => manifest[key])
        .map(([route, key]) => {
          const route_ = measure(new Set([...closure(key), ...entryKeys]));
          // What OpenLayers adds: the adapter's chunks that neither the entry nor the composition (which every page loads) holds.
          const everyPage = new Set([...entryKeys, ...(manifest[COMPOSITION] ? closure(COMPOSITION) : [])]);
          const ol = measure(new Set([...closure(mapAdapter)].filter((k) => !everyPage.has(k))));
          const worldMap = (manifest[mapAdapter].assets ?? []).reduce((n, f) => n + sizeOf(f).gzip, 0);
          return {
            route,
            chunk: key,
            routeGzip: route_.jsGzip + route_.cssGzip,
            openLayersGzip: ol.jsGzip + ol.cssGzip,
            withMapGzip: route_.jsGzip + route_.cssGzip + ol.jsGzip + ol.cssGzip,
            worldMapGzip: worldMap,
          };
        })
    : [];
  const others = rows
    .filter((r) => r.kind === 'lazy' && r.chunk.startsWith('src/ui/screens/') && !Object.values(MAP_ROUTES).includes(r.chunk))
    .map((r) => r.totalInclEntryGzip)
    .sort((a, b) => a - b);
  const otherRoutes = others.length
    ? { count: others.length, medianGzip: others[Math.floor(others.length / 2)], maxGzip: others.at(-1) }
    : null;
  // Per route: what it loads before it can render (the same files the budget counts), JS and CSS apart.
  const byModule = (a, b) => (a.module < b.module ? -1 : 1);
  const routes = [...ROUTES].sort(byModule).map(({ module: screen, path: route }) => {
    const files = routeFiles(manifest, screen);
    const css = measure(staticClosure(manifest, [mainEntry, ...EVERY_PAGE.filter((k) => manifest[k]), screen])).cssFiles;
    return {
      screen,
      path: route ?? '(any other path)',
      jsGzip: files.reduce((n, f) => n + sizeOf(f).gzip, 0),
      cssGzip: css.reduce((n, f) => n + sizeOf(f).gzip, 0),
    };
  });
  const allJs = keys.map((k) => manifest[k].file).filter((f) => /\.m?js$/.test(f));
  const allCss = new Set(
    keys.flatMap((k) => [...(manifest[k].css ?? []), ...(manifest[k].file.endsWith('.css') ? [manifest[k].file] : [])]),
  );
  return {
    manifest: path.relative(ROOT, MANIFEST),
    entry: mainEntry,
    rows,
    routes,
    mapRoutes,
    otherRoutes,
    allJsGzip: [...new Set(allJs)].reduce((n, f) => n + sizeOf(f).gzip, 0),
    allCssGzip: [...allCss].reduce((n, f) => n + sizeOf(f).gzip, 0),
  };
}

function printBundleTable(bundle) {
  const header = ['route chunk', 'js gzip KB', 'css gzip KB', 'total incl. entry', 'added vs entry'];
  const body = bundle.rows.map((r) => [
    `${r.chunk}${r.kind === 'entry' ? ' (entry)' : ''}`,
    kb(r.jsGzip),
    kb(r.cssGzip),
    kb(r.totalInclEntryGzip),
    r.kind === 'entry' ? '' : `+${kb(r.addedOverEntryGzip)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of body) console.log(line(row));
  console.log(`all JS ${kb(bundle.allJsGzip)} KB gzip, all CSS ${kb(bundle.allCssGzip)} KB gzip (gzip -9 per file)`);
  if (bundle.mapRoutes.length) {
    console.log('\nMap routes (route + entry, then + OpenLayers when the map opens; + the world map when it is the base map):');
    for (const m of bundle.mapRoutes) {
      console.log(
        `  ${m.route.padEnd(16)} ${kb(m.routeGzip)} KB → ${kb(m.withMapGzip)} KB with OpenLayers (+${kb(m.openLayersGzip)}), ` +
          `+${kb(m.worldMapGzip)} KB world map if bundled`,
      );
    }
    if (bundle.otherRoutes) {
      console.log(
        `  the ${bundle.otherRoutes.count} other routes: median ${kb(bundle.otherRoutes.medianGzip)} KB, heaviest ${kb(bundle.otherRoutes.maxGzip)} KB (with entry), none of it OpenLayers`,
      );
    }
  }
}

// ---------------------------------------------------------------------------
// (b) Lighthouse
// ---------------------------------------------------------------------------

async function lighthouseReport(build) {
  const dir = build === 'production' ? DIST : DIST_DEMO;
  // The production build was just made by bundleReport; the demo one is made here unless reused.
  if (build === 'demo' ? !reuseBuilds || !fs.existsSync(path.join(dir, 'index.html')) : !fs.existsSync(path.join(dir, 'index.html'))) {
    run('npm', ['run', '-s', build === 'production' ? 'build' : 'build:demo']);
  }
  const { default: lighthouse } = await import('lighthouse');
  const settings = await mobileSettings();
  const server = await startStaticServer(dir);
  let chrome;
  const pages = [];
  try {
    chrome = await launchChromiumForLighthouse();
    for (const p of LIGHTHOUSE_PATHS) {
      const url = server.url + p;
      const started = Date.now();
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const result = await lighthouse(
          url,
          { port: chrome.port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
          { extends: 'lighthouse:default', settings },
        );
        if (!result?.lhr) throw new Error(`lighthouse returned no result for ${url}`);
        runs.push(result);
      }
      const lhrs = runs.map((r) => r.lhr);
      const scoreOf = (lhr, c) => (lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100));
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(lhrs.map((lhr) => scoreOf(lhr, c)))]));
      const metrics = Object.fromEntries(
        Object.entries(METRICS).map(([k, id]) => [k, median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? null))]),
      );
      // The run whose performance score is the median one is kept as the full report.
      const kept = runs.find((r) => scoreOf(r.lhr, 'performance') === scores.performance) ?? runs[0];
      const lhr = kept.lhr;
      const slug = p === '/' ? 'root' : p.replace(/^\/|\/$/g, '').replace(/[^\w.-]+/g, '-');
      const reportFile = path.join(OUT_DIR, `lighthouse-${build}-${slug}.json`);
      await fsp.mkdir(OUT_DIR, { recursive: true });
      await fsp.writeFile(reportFile, typeof kept.report === 'string' ? kept.report : JSON.stringify(lhr));
      const failingAudits = Object.fromEntries(
        CATEGORIES.map((c) => [
          c,
          (lhr.categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0)
            .map((ref) => lhr.audits[ref.id])
            .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
            .map((a) => a.id),
        ]),
      );
      pages.push({
        path: p,
        url,
        scores,
        metrics,
        performanceRuns: lhrs.map((x) => scoreOf(x, 'performance')),
        failingAudits,
        runtimeError: lhr.runtimeError ?? null,
        runWarnings: lhr.runWarnings ?? [],
        lighthouseVersion: lhr.lighthouseVersion,
        report: path.relative(ROOT, reportFile),
        seconds: Math.round((Date.now() - started) / 100) / 10,
      });
    }
  } finally {
    if (chrome) await chrome.close();
    await server.close();
  }
  return { chromium: chrome?.version ?? null, settings: 'mobile, simulated throttling (Slow 4G, 4x CPU)', runs: LIGHTHOUSE_RUNS, pages };
}

function printLighthouse(lh) {
  const header = ['url', ...CATEGORIES, 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'perf runs'];
  const body = lh.pages.map((p) => [
    p.path,
    ...CATEGORIES.map((c) => String(p.scores[c] ?? '-')),
    String(Math.round(p.metrics.FCP ?? NaN)),
    String(Math.round(p.metrics.LCP ?? NaN)),
    String(Math.round(p.metrics.TBT ?? NaN)),
    p.metrics.CLS == null ? '-' : p.metrics.CLS.toFixed(3),
    (p.performanceRuns ?? []).join(' '),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of body) console.log(line(row));
  for (const p of lh.pages) {
    if (p.runtimeError) console.log(`  ${p.path}: runtime error ${p.runtimeError.code}: ${p.runtimeError.message}`);
    for (const w of p.runWarnings) console.log(`  ${p.path}: warning: ${w}`);
    for (const c of CATEGORIES) {
      if (p.failingAudits[c]?.length) console.log(`  ${p.path} ${c} audits below 90: ${p.failingAudits[c].join(', ')}`);
    }
  }
}

// ---------------------------------------------------------------------------

async function main() {
  const git = (...args) => {
    try {
      return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return null;
    }
  };
  const out = {
    generatedAt: new Date().toISOString(),
    command: ['npm run bench', ...process.argv.slice(2)].join(' '),
    commit: git('rev-parse', '--short', 'HEAD'),
    dirty: Boolean(git('status', '--porcelain', '--untracked-files=no')),
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    node: process.version,
    chromium: (() => {
      try {
        return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      } catch {
        return null;
      }
    })(),
    bundle: null,
    lighthouse: null,
    history: null,
    historyLong: null,
    map: null,
  };

  console.log('\n== Bundle (gzip -9, chunk + static imports) ==');
  out.bundle = bundleReport();
  // Measured again, and written to scripts/floor.json: the figure the budget of `npm test` reads.
  out.bundle.floor = await refreshFloor(ROOT);
  printBundleTable(out.bundle);
  console.log(
    `floor of the libraries: ${kb(out.bundle.floor.whole.jsGzip)} KB whole, ${kb(out.bundle.floor.minimal.jsGzip)} KB at least (gzip JS), written to scripts/floor.json`,
  );

  if (skipLighthouse) {
    out.lighthouse = { skipped: true };
  } else {
    // Production is what customers get (public pages need no API); the demo adds the in-page fake backend.
    out.lighthouse = {};
    for (const build of ['production', 'demo']) {
      console.log(`\n== Lighthouse (${build} build, mobile, simulated throttling) ==`);
      try {
        out.lighthouse[build] = await lighthouseReport(build);
        printLighthouse(out.lighthouse[build]);
      } catch (err) {
        console.error(`Lighthouse failed, continuing with the bundle figures:\n${err?.stack ?? err}`);
        out.lighthouse[build] = { error: String(err?.message ?? err) };
      }
    }
  }

  /** A measurement of its own: printed as it ends; a failure is kept in its place and the others still run. */
  const section = async (name, title, measure, print) => {
    console.log(`\n== ${title} ==`);
    try {
      out[name] = await measure();
      print(out[name]);
    } catch (err) {
      console.error(`${title}: failed\n${err?.stack ?? err}`);
      out[name] = { error: String(err?.message ?? err) };
    }
  };
  if (!skipLighthouse) {
    // (c') Each public page against its limit (LCP) and the floor page (TBT), through deploy/'s nginx, median of 5 (scripts/bench-limit.mjs says how).
    await section('limit', 'Public pages against their limits (production build, nginx)', () => limitReport(DIST), printLimit);
    // (c'') The signed-in pages, cold on a phone, both builds (scripts/bench-signed-in.mjs says how).
    await section(
      'signedIn',
      'Signed-in pages, cold, mobile (production over fakes/http at 100 ms; demo)',
      () => signedInReport(ROOT),
      (report) => signedInLines(report).forEach((line) => console.log(line)),
    );
  }
  // (d) The account page with 1000 transactions (scripts/bench-history.mjs says how it is measured).
  await section('history', 'Account page with 1000 transactions (production build, API at once)', () => historyReport(ROOT), printHistory);
  // (d') 10,000 transactions against 1,000 (scripts/bench-history-long.mjs says how it is measured).
  await section(
    'historyLong',
    'Account page with 10,000 transactions against 1,000 (production build, pages of 1000, API at once)',
    () => historyLongReport(ROOT),
    (report) => historyLongLines(report).forEach((line) => console.log(line)),
  );
  // (e) The bin locator with 10,000 and 50,000 bins (scripts/bench-map.mjs says how it is measured).
  await section('map', 'Bin locator with 10,000 and 50,000 bins (production build, API at once)', () => mapReport(ROOT), printMap);

  await fsp.mkdir(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, 'bench.json');
  await fsp.writeFile(file, JSON.stringify(out, null, 2) + '\n');

  console.log('\n== Summary ==');
  const entry = out.bundle.rows.find((r) => r.kind === 'entry');
  const lazy = out.bundle.rows.filter((r) => r.kind === 'lazy');
  const heaviest = lazy.reduce((a, b) => (b.totalInclEntryGzip > (a?.totalInclEntryGzip ?? -1) ? b : a), null);
  console.log(`entry ${entry.chunk}: ${kb(entry.jsGzip + entry.cssGzip)} KB gzip (JS ${kb(entry.jsGzip)}, CSS ${kb(entry.cssGzip)})`);
  console.log(
    `${lazy.length} lazy chunk(s)${heaviest ? `; heaviest route with entry: ${heaviest.chunk} ${kb(heaviest.totalInclEntryGzip)} KB gzip` : ''}`,
  );
  if (out.lighthouse?.skipped) console.log('lighthouse: skipped');
  for (const [build, lh] of Object.entries(out.lighthouse ?? {})) {
    if (lh?.error) console.log(`lighthouse ${build}: failed (${lh.error})`);
    for (const p of lh?.pages ?? []) {
      console.log(`lighthouse ${build} ${p.path}: ${CATEGORIES.map((c) => `${c} ${p.scores[c] ?? '-'}`).join(', ')}`);
    }
  }
  for (const r of out.limit?.rows ?? [])
    console.log(`limit ${r.visitor} ${r.page}: LCP ratio ${r.ratio.toFixed(2)}, TBT ratio to the floor ${r.tbtRatio?.toFixed(2) ?? '–'}`);
  if (out.history?.error) console.log(`history: failed (${out.history.error})`);
  else
    console.log(
      `history (1000 transactions): usable ${out.history.usableMs.median} ms (budget ${out.history.budgetUsableMs}), accordion opens in ${out.history.openMs.median} ms`,
    );
  if (out.historyLong?.error) console.log(`history 10,000: failed (${out.historyLong.error})`);
  else
    console.log(
      `history 10,000 / 1,000: first rows ${out.historyLong.ratios.firstRows}, longest task while scrolling ${out.historyLong.ratios.longestTask}`,
    );
  for (const m of out.bundle.mapRoutes) {
    console.log(
      `map route ${m.route}: ${kb(m.withMapGzip)} KB gzip with OpenLayers (other routes: median ${kb(out.bundle.otherRoutes?.medianGzip ?? NaN)} KB)`,
    );
  }
  if (out.map?.error) console.log(`map: failed (${out.map.error})`);
  else
    for (const m of out.map.sizes)
      console.log(
        `map (${m.bins} bins): first render ${m.firstRenderMs.median} ms, longest task ${m.loadLongestTaskMs.median} ms, pan worst frame ${m.pan.worstFrameMs} ms, search key ${m.search.keyMedianMs} ms`,
      );
  console.log(`written ${path.relative(process.cwd(), file) || file}`);

  // docs/benchmarks.md: the figures as the project's readers see them (and printed here).
  const previous = await fsp.readFile(BENCHMARKS_MD, 'utf8').catch(() => '');
  const markdown = withKeptPart(benchmarksMarkdown(out), previous);
  await fsp.mkdir(path.dirname(BENCHMARKS_MD), { recursive: true });
  await fsp.writeFile(BENCHMARKS_MD, markdown);
  console.log(`\n${markdown}`);
  console.log(`written ${path.relative(process.cwd(), BENCHMARKS_MD)}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err?.stack ?? err);
    process.exit(1);
  },
);
