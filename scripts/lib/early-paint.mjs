// The account's frame's own scripts, each built alone by Vite into one function run at once, minified,
// and written by the prerender into the frames whose markup leaves a slot for the copy (data-early-copy):
// - src/early/account-frame.ts paints the device's copy before the app has arrived (issue 46 point 4),
//   right after the root, with the page's look in its data-look;
// - src/early/account-reads.ts, in the production build only, sends the page's reads first in the
//   <head>, with the API's address in its data-reads.
// The Content-Security-Policy allows exactly their texts by their hashes, as it does the public pages'
// loader (scripts/lib/page-loader.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { inlineHash } from './inline-styles.mjs';
import { attribute } from './page-loader.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const EARLY = path.join(ROOT, 'src', 'early');

/** The mark a frame's markup holds where its script paints (src/ui/screens/wallet/copy/EarlyCopySlot.tsx). */
export const EARLY_SLOT = 'data-early-copy=""';

/** An early script's text, built from its source `entry` (no file of the build's; nothing else in it). */
async function buildAlone(entry) {
  const output = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      target: 'es2022',
      rollupOptions: { input: path.join(EARLY, entry), output: { format: 'iife' } },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`src/early/${entry} built into ${chunks.length} chunks, not one`);
  const code = chunks[0].code.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error(`src/early/${entry} holds text that would end its <script>`);
  return { code, hash: inlineHash(code) };
}

/** The script that paints the copy (src/early/account-frame.ts). */
export const buildEarlyPaint = () => buildAlone('account-frame.ts');

/** The script that sends the page's reads (src/early/account-reads.ts). */
export const buildEarlyReads = () => buildAlone('account-reads.ts');

/**
 * The frame's page with the script that sends its reads to `api` (its base address) first in its
 * <head>, before the app's script and the style sheets: an inline script after a style sheet waits for
 * it (src/adapters/http/early-reads.ts).
 */
export function withEarlyReads(html, { code }, api) {
  const at = html.indexOf('<script type="module"');
  if (at < 0) throw new Error('a frame with no module script in its head');
  return `${html.slice(0, at)}<script data-reads="${attribute(api)}">${code}</script>\n    ${html.slice(at)}`;
}

/** The frame's page with its script after its root, the page's look (src/ui/screens/wallet/copy/early-look.ts) in its data. */
export function withEarlyPaint(html, { code }, look) {
  const at = html.indexOf('<noscript id="after-root">');
  if (at < 0) throw new Error('a frame with no <noscript id="after-root"> after its root');
  return `${html.slice(0, at)}<script data-look="${attribute(JSON.stringify(look))}">${code}</script>\n    ${html.slice(at)}`;
}
