// The production build (dist/) must not contain any fake/demo code or data.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../harness.mjs';

export const FAKE_MARKERS = ['fake-backend:in-memory', 'demo@example.com', 'demo1234', '@faker-js', 'fishery', 'InMemoryBackend'];
const SCANNED = /\.(js|mjs|cjs|css|html|json|map)$/i;

function listFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** Returns { scanned: string[], jsFiles: number, hits: { file, marker, context }[] }. Throws if dir is missing. */
export function scanForFakeMarkers(dir) {
  if (!fs.existsSync(dir)) throw new Error(`${dir} does not exist: run \`npm run build\` first`);
  const scanned = listFiles(dir).filter((f) => SCANNED.test(f));
  const hits = [];
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

export const scenarios = [
  {
    name: 'production bundle contains no fake code',
    async run({ expect }) {
      const dir = path.resolve(process.env.E2E_PRODUCTION_DIR ?? path.join(REPO_ROOT, 'dist'));
      const { jsFiles, hits } = scanForFakeMarkers(dir);
      expect.ok(jsFiles > 0, `${dir} contains no .js file: the production build is missing or empty`);
      if (hits.length) {
        throw new Error(
          `fake code found in the production bundle (${dir}):\n` +
            hits.map((h) => `  - ${h.file}: "${h.marker}" in …${h.context}…`).join('\n'),
        );
      }
    },
  },
];
