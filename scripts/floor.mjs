// The floor of the chosen libraries: react + react-dom + wouter + i18next + react-i18next + valtio +
// inversify + reflect-metadata, built in memory with the app's Vite settings (same Vite, target and
// minifier) and measured as gzip -9 JS, two ways:
// - `whole`: every export of each library kept (scripts/floor/libraries.js): what the libraries weigh,
//   the floor the home route's budget is set against (scripts/budget.mjs: at most 1.2 × this);
// - `minimal`: the least an app of this kind does with them (scripts/floor/entry.tsx), shaken: what
//   no app on these libraries can go below. Reported beside it (scripts/bench.mjs).
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const FLOOR_LIBRARIES = ['react', 'react-dom', 'wouter', 'i18next', 'react-i18next', 'valtio', 'inversify', 'reflect-metadata'];

async function buildGzip(root, input) {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const output = await build({
    root: path.join(HERE, 'floor'),
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [react()],
    cacheDir: path.join(root, 'node_modules', '.vite-floor'),
    build: { write: false, target: 'es2022', modulePreload: false, rollupOptions: { input: path.join(HERE, 'floor', input) } },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((o) => o.type === 'chunk');
  if (chunks.length === 0) throw new Error(`the floor build of ${input} produced no JavaScript`);
  return {
    jsRaw: chunks.reduce((n, c) => n + Buffer.byteLength(c.code), 0),
    jsGzip: chunks.reduce((n, c) => n + zlib.gzipSync(c.code, { level: 9 }).length, 0),
  };
}

/** @returns {Promise<{ whole: { jsGzip: number, jsRaw: number }, minimal: { jsGzip: number, jsRaw: number }, libraries: string[] }>} */
export async function measureFloor(root = path.resolve(HERE, '..')) {
  const whole = await buildGzip(root, 'libraries.js');
  const minimal = await buildGzip(root, 'entry.tsx');
  return { whole, minimal, libraries: FLOOR_LIBRARIES };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const floor = await measureFloor();
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(`floor (${floor.libraries.join(' + ')}):`);
  console.log(`  whole libraries: ${kb(floor.whole.jsGzip)} KB gzip JS (${kb(floor.whole.jsRaw)} KB raw)`);
  console.log(`  least use of them: ${kb(floor.minimal.jsGzip)} KB gzip JS (${kb(floor.minimal.jsRaw)} KB raw)`);
}
