// The account's frame's own script (src/early/account-frame.ts: the device's copy painted before the
// app has arrived, issue 46 point 4), built alone by Vite into one function run at once, minified,
// and written by the prerender into the frames whose markup leaves it a slot (data-early-copy), right
// after their root, with the page's look in its data-look. The Content-Security-Policy allows exactly
// its text by its hash, as it does the public pages' loader (scripts/lib/page-loader.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { inlineHash } from './inline-styles.mjs';
import { attribute } from './page-loader.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ENTRY = path.join(ROOT, 'src', 'early', 'account-frame.ts');

/** The mark a frame's markup holds where its script paints (src/ui/screens/wallet/copy/EarlyCopySlot.tsx). */
export const EARLY_SLOT = 'data-early-copy=""';

/** The script's text, built from its source (no file of the build's; nothing else in it). */
export async function buildEarlyPaint() {
  const output = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      target: 'es2022',
      rollupOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`src/early/account-frame.ts built into ${chunks.length} chunks, not one`);
  const code = chunks[0].code.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error('the early paint holds text that would end its <script>');
  return { code, hash: inlineHash(code) };
}

/** The frame's page with its script after its root, the page's look (src/ui/screens/wallet/copy/early-look.ts) in its data. */
export function withEarlyPaint(html, { code }, look) {
  const at = html.indexOf('<noscript id="after-root">');
  if (at < 0) throw new Error('a frame with no <noscript id="after-root"> after its root');
  return `${html.slice(0, at)}<script data-look="${attribute(JSON.stringify(look))}">${code}</script>\n    ${html.slice(at)}`;
}
