// The prerendered pages' loader (scripts/lib/paint-first.js), as each page carries it: minified, in a
// <script> at the end of its <body>, after the page it starts the app over. Inline, it costs the page
// no request before its paint (issue 22 point 1: as a file it took a round trip first); the
// Content-Security-Policy allows exactly its text by its hash (deploy/render-nginx.mjs reads it from
// the build), never 'unsafe-inline'.
import fs from 'node:fs';
import { minifySync } from 'vite';
import { inlineHash } from './inline-styles.mjs';

/** Where the build lists the hashes of its pages' inline scripts, for the server's policy. */
export const INLINE_SCRIPTS_FILE = '.vite/inline-scripts.json';

const source = fs.readFileSync(new URL('./paint-first.js', import.meta.url), 'utf8');
const minified = minifySync('paint-first.js', source);
if (minified.errors.length) throw new Error(`scripts/lib/paint-first.js: ${minified.errors.map((e) => e.message).join('; ')}`);

/** The loader's text, as written into every page. */
export const PAGE_LOADER = minified.code.trim();
if (/<\/script|<!--/i.test(PAGE_LOADER)) throw new Error('the page loader holds text that would end its <script>');

/** The CSP source that allows it. */
export const PAGE_LOADER_HASH = inlineHash(PAGE_LOADER);

/** A value as a double-quoted HTML attribute holds it. */
export const attribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The loader's element for a page: what it asks for once the page is painted, in its data attributes. */
export function loaderScript({ entry, preloads, texts, manifest }) {
  const data = { entry, preload: preloads.join(' '), texts: texts.join(' '), manifest };
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${attribute(value)}"`)
    .join('');
  return `<script${attributes}>${PAGE_LOADER}</script>`;
}
