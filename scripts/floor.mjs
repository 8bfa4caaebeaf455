// The floor of the chosen libraries — those of react, react-dom, wouter, i18next, react-i18next,
// valtio, inversify and reflect-metadata that the app's source really imports (scripts/lib/floor-imports.mjs)
// — built in memory with the app's Vite settings (same Vite, target and minifier) and measured as
// gzip -9 JS, two ways:
// - `whole`: every export of each entry point the app imports kept: what the libraries weigh, the
//   floor the route budgets are set against (scripts/budget.mjs: home at most 1.2 × this);
// - `minimal`: the least an app of this kind does with them (scripts/floor/entry.tsx), shaken: what
//   no app on these libraries can go below. Reported beside it (scripts/bench.mjs).
// Measured once and checked in: `node scripts/floor.mjs` (and `npm run bench`) writes scripts/floor.json
// (scripts/lib/floor-figure.mjs), which the budget reads; it builds nothing of the libraries itself.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { floorEntry, inBrowserApp, libraryImports } from './lib/floor-imports.mjs';
import { FLOOR_FILE, floorFigure, notAsLocked, readLock, writeFloor } from './lib/floor-figure.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The libraries the stack chose; the floor counts those of them the app imports. */
export const CHOSEN_LIBRARIES = ['react', 'react-dom', 'wouter', 'i18next', 'react-i18next', 'valtio', 'inversify', 'reflect-metadata'];
const WHOLE = '\0floor-whole.js';

function sourceTexts(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => /\.(ts|tsx|js|mjs)$/.test(f) && inBrowserApp(f))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/** A Vite build with the app's settings (production, React's plugin, its target), from `buildRoot`. */
async function buildLikeTheApp(root, buildRoot, { plugins = [], build: options }) {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  return build({
    root: buildRoot,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [react(), ...plugins],
    cacheDir: path.join(root, 'node_modules', '.vite-floor'),
    build: { target: 'es2022', ...options },
  });
}

async function buildGzip(root, input, wholeCode) {
  const whole = { name: 'floor-whole', resolveId: (id) => (id === WHOLE ? id : null), load: (id) => (id === WHOLE ? wholeCode : null) };
  const output = await buildLikeTheApp(root, path.join(HERE, 'floor'), {
    plugins: [whole],
    build: { write: false, modulePreload: false, rollupOptions: { input } },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((o) => o.type === 'chunk');
  if (chunks.length === 0) throw new Error(`the floor build of ${input} produced no JavaScript`);
  return {
    jsRaw: chunks.reduce((n, c) => n + Buffer.byteLength(c.code), 0),
    jsGzip: chunks.reduce((n, c) => n + zlib.gzipSync(c.code, { level: 9 }).length, 0),
  };
}

/** The entry points of the chosen libraries that src/ imports, sorted: what the floor counts. */
export const srcLibraries = (root) => libraryImports(sourceTexts(path.join(root, 'src')), CHOSEN_LIBRARIES);

/** @returns {Promise<{ whole: { jsGzip: number, jsRaw: number }, minimal: { jsGzip: number, jsRaw: number }, libraries: string[] }>} */
export async function measureFloor(root = path.resolve(HERE, '..')) {
  const imports = srcLibraries(root);
  if (imports.length === 0) throw new Error('the floor: src/ imports none of the chosen libraries');
  const whole = await buildGzip(root, WHOLE, floorEntry(imports));
  const minimal = await buildGzip(root, path.join(HERE, 'floor', 'entry.tsx'));
  return { whole, minimal, libraries: imports };
}

/**
 * The floor as a page a browser loads: the app's own shell (index.html: its boot spinner and style
 * sheet, painted before any script) with the floor's script (floor/entry.tsx) instead of the app's,
 * built with the app's settings into `outDir`. The signed-in benchmark measures it beside the
 * customer's pages, in the same run: the least a page on these libraries does on that machine.
 */
export async function buildFloorPage(root, outDir) {
  const work = path.join(root, 'node_modules', '.floor-page');
  fs.mkdirSync(work, { recursive: true });
  const shell = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  if (!shell.includes('src="/src/main.tsx"'))
    throw new Error('the floor page: index.html no longer loads /src/main.tsx; update buildFloorPage');
  const page = shell
    .replace('src="/src/main.tsx"', `src="${path.join(HERE, 'floor', 'entry.tsx')}"`)
    .replace(/(href|src)="\/src\//g, `$1="${path.join(root, 'src')}/`)
    // The icon and the web manifest come from public/, which this build does not copy: left out.
    .replace(/\s*<link rel="(icon|manifest)"[^>]*>/g, '');
  fs.writeFileSync(path.join(work, 'index.html'), page);
  await buildLikeTheApp(root, work, { build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } } });
}

/** Measures the floor and writes it to scripts/floor.json, with what it was measured with; returns the figure. */
export async function refreshFloor(root = path.resolve(HERE, '..')) {
  const figure = floorFigure(await measureFloor(root), readLock(root));
  const unlike = notAsLocked(root, figure);
  if (unlike.length) throw new Error(`the floor was not written: ${unlike.join('; ')} (run npm ci first)`);
  writeFloor(root, figure);
  return figure;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const floor = await refreshFloor();
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(`floor (${floor.libraries.join(' + ')}, as src/ imports them), written to ${FLOOR_FILE}:`);
  console.log(`  whole libraries: ${kb(floor.whole.jsGzip)} KB gzip JS (${kb(floor.whole.jsRaw)} KB raw)`);
  console.log(`  least use of them: ${kb(floor.minimal.jsGzip)} KB gzip JS (${kb(floor.minimal.jsRaw)} KB raw)`);
  console.log(
    `  measured with ${Object.entries(floor.versions)
      .map(([name, v]) => `${name} ${v}`)
      .join(', ')}`,
  );
}
