// A prerendered page's style sheets, inlined (issue 22 point 1): the page paints with its HTML alone,
// as its limit does, instead of waiting for each linked file. One <style> per page, allowed by the
// Content-Security-Policy by its hash (deploy/render-nginx.mjs reads them from the build: no
// 'unsafe-inline'). Each file inlined stays linked, `disabled`: never fetched, but the app's loader
// (Vite's preload helper) finds it there and does not fetch it again when a screen asks for it;
// the pages' loader (scripts/lib/paint-first.js) enables them (the whole app's rules) before the app starts.
import crypto from 'node:crypto';

/** Where the build lists the hashes of its pages' <style> elements, for the server's policy. */
export const INLINE_STYLES_FILE = '.vite/inline-styles.json';

const LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/** The CSP source that allows exactly this inline element's text (a <style>'s, or a <script>'s). */
export const inlineHash = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP source that allows exactly this <style> element's text. */
export const styleHash = inlineHash;

/** The text of the /assets/ style sheets `html` links, as the browser would apply them (in the order linked); null if none. */
export function linkedCss(html, read) {
  const hrefs = [...new Set([...html.matchAll(LINK)].map((m) => m[1]))];
  return hrefs.length === 0 ? null : hrefs.map((href) => read(href).trim()).join('\n');
}

/**
 * `html` with `css` (by default its /assets/ style sheets' text, linkedCss; the build gives the part
 * of it the page uses, scripts/lib/prune-styles.mjs) in one <style> where the first of them was
 * linked, the links left `disabled`. `read(href)` gives a file's text. Returns the page and its
 * <style>'s hash (null when the page links no style sheet).
 */
export function inlineStyles(html, read, css = linkedCss(html, read)) {
  if (css === null) return { html, hash: null };
  let first = true;
  const page = html.replace(LINK, (_, href) => {
    const marker = `<link rel="stylesheet" crossorigin href="${href}" disabled>`;
    if (!first) return marker;
    first = false;
    return `<style>${css}</style>${marker}`;
  });
  return { html: page, hash: styleHash(css) };
}
