#!/usr/bin/env node
// Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of a build, at the highest
// levels, for nginx's brotli_static and gzip_static (deploy/README.md): the server then sends
// them as they are instead of compressing each response on the fly at a lower level.
//
//   node scripts/precompress.mjs [DIR]      (default: dist)
//
// A copy is written only when it is smaller than the file. A copy carries its file's modification
// time: a later run keeps the copies of unchanged files and replaces (or, if no longer smaller,
// removes) those of files rewritten since, e.g. by a step that prerenders pages. node:zlib only.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** Text formats the build emits; images (svg aside) and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.ico', '.map']);
/** Below this, the headers outweigh what compression saves (nginx's min_length agrees). */
export const MIN_BYTES = 1024;

const ENCODINGS = [
  {
    ext: '.br',
    compress: (data) =>
      zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { ext: '.gz', compress: (data) => zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // .vite/manifest.json is for tools, not served
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else if (entry.isFile()) yield file;
  }
}

/** Precompresses every text file under `dir`; returns { files, bytes, br, gz } (sizes in bytes). */
export function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const file of [...walk(dir)]) {
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
    const stat = fs.statSync(file);
    const data = fs.readFileSync(file);
    for (const { ext, compress } of ENCODINGS) {
      const copy = file + ext;
      const current = fs.statSync(copy, { throwIfNoEntry: false });
      if (current && Math.abs(current.mtimeMs - stat.mtimeMs) < 1) {
        // Written by an earlier run from this very file (copies take their file's time).
        totals[ext.slice(1)] += current.size;
        continue;
      }
      const packed = data.length >= MIN_BYTES ? compress(data) : null;
      if (packed && packed.length < data.length) {
        fs.writeFileSync(copy, packed);
        fs.utimesSync(copy, stat.atimeMs / 1000, stat.mtimeMs / 1000);
        totals[ext.slice(1)] += packed.length;
      } else {
        fs.rmSync(copy, { force: true });
        totals[ext.slice(1)] += data.length;
      }
    }
    totals.files += 1;
    totals.bytes += data.length;
  }
  return totals;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`precompress: ${dir}/index.html is missing: build first (npm run build)`);
    process.exit(1);
  }
  const started = Date.now();
  const t = precompress(dir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `precompress: ${t.files} files in ${path.relative(process.cwd(), dir) || '.'}, ${kb(t.bytes)} → brotli ${kb(t.br)}, gzip ${kb(t.gz)} (${Date.now() - started} ms)`,
  );
}
