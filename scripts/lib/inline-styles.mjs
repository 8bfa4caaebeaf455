// A prerendered page's style sheets, inlined (issue 22 point 1): the page paints with its HTML alone,
// as its limit does, instead of waiting for each linked file. One <style> per page, allowed by the
// Content-Security-Policy by its hash (deploy/render-nginx.mjs reads them from the build: no
// 'unsafe-inline'). The files inlined are no longer linked — not even `disabled`: Chromium fetches a
// disabled style sheet too, at its highest priority, beside the page it does not paint with (issue 43)
// — but listed in the page's loader (`data-sheets`), which links them once the page is painted and
// enables them, the whole app's rules, before the app starts (scripts/lib/paint-first.js); Vite's
// preload helper then finds them linked and does not fetch them again when a screen asks for them.
import crypto from 'node:crypto';

/** Where the build lists the hashes of its pages' <style> elements, for the server's policy. */
export const INLINE_STYLES_FILE = '.vite/inline-styles.json';

const LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
/** The start of the page's loader element (scripts/lib/page-loader.mjs), which the files are listed in. */
const LOADER = '<script data-entry=';

/** The CSP source that allows exactly this inline element's text (a <style>'s, or a <script>'s). */
export const inlineHash = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP source that allows exactly this <style> element's text. */
export const styleHash = inlineHash;

/** The /assets/ style sheets `html` links, in the order linked. */
const linkedFiles = (html) => [...new Set([...html.matchAll(LINK)].map((m) => m[1]))];

/** The text of the /assets/ style sheets `html` links, as the browser would apply them (in the order linked); null if none. */
export function linkedCss(html, read) {
  const hrefs = linkedFiles(html);
  return hrefs.length === 0 ? null : hrefs.map((href) => read(href).trim()).join('\n');
}

/**
 * `html` with `css` (by default its /assets/ style sheets' text, linkedCss; the build gives the part
 * of it the page uses, scripts/lib/prune-styles.mjs) in one <style> where the first of them was
 * linked, the links taken out and their files listed, in order, in the loader's `data-sheets`.
 * `read(href)` gives a file's text. Returns the page and its <style>'s hash (null when the page links
 * no style sheet).
 */
export function inlineStyles(html, read, css = linkedCss(html, read)) {
  if (css === null) return { html, hash: null };
  if (!html.includes(LOADER)) throw new Error('a page links style sheets but has no loader to link them once painted');
  const hrefs = linkedFiles(html);
  let first = true;
  const page = html.replace(LINK, () => {
    if (!first) return '';
    first = false;
    return `<style>${css}</style>`;
  });
  return { html: page.replace(LOADER, `<script data-sheets="${hrefs.join(' ')}" data-entry=`), hash: styleHash(css) };
}
