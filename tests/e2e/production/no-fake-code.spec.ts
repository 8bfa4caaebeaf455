// The production build (dist/) must not contain any fake/demo code or data. Its files only: no page.
import fs from 'node:fs';
import path from 'node:path';
import { expect, PRODUCTION_DIR, test } from '../support/production';

const FAKE_MARKERS = ['fake-backend:in-memory', 'demo@example.com', 'demo1234', '@faker-js', 'fishery', 'InMemoryBackend'];
const SCANNED = /\.(js|mjs|cjs|css|html|json|map)$/i;

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

interface Hit {
  readonly file: string;
  readonly marker: string;
  readonly context: string;
}

/** The files scanned, how many are scripts, and every fake marker found. Throws if dir is missing. */
function scanForFakeMarkers(dir: string): { scanned: string[]; jsFiles: number; hits: Hit[] } {
  if (!fs.existsSync(dir)) throw new Error(`${dir} does not exist: run \`npm run build\` first`);
  const scanned = listFiles(dir).filter((f) => SCANNED.test(f));
  const hits: Hit[] = [];
  for (const file of scanned) {
    const text = fs.readFileSync(file, 'utf8');
    for (const marker of FAKE_MARKERS) {
      const at = text.indexOf(marker);
      if (at >= 0) {
        const context = text.slice(Math.max(0, at - 60), at + marker.length + 60).replace(/\s+/g, ' ');
        hits.push({ file: path.relative(dir, file), marker, context });
      }
    }
  }
  const jsFiles = scanned.filter((f) => /\.(m|c)?js$/i.test(f)).length;
  return { scanned, jsFiles, hits };
}

test('production bundle contains no fake code', () => {
  const { jsFiles, hits } = scanForFakeMarkers(PRODUCTION_DIR);
  expect(jsFiles, `${PRODUCTION_DIR} contains no .js file: the production build is missing or empty`).toBeGreaterThan(0);
  expect(
    hits.map((h) => `${h.file}: "${h.marker}" in …${h.context}…`),
    `fake code found in the production bundle (${PRODUCTION_DIR})`,
  ).toEqual([]);
});
