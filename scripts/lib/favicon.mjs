// The tab's icon written into each page as a `data:` URL, not linked as a file (issue 22 point 1): the
// link to /favicon.svg was a request the browser made ahead of the page's first paint, and Lighthouse
// counted it in a first visit's largest paint (docs/benchmarks.md, the sixth stop). public/favicon.svg
// stays the one drawing of the logo: scripts/icons.mjs draws the installed app's icons from it.
import fs from 'node:fs';
import path from 'node:path';

/** Where index.html links the icon; the build writes the drawing there instead. */
export const FAVICON_HREF = '/favicon.svg';

/**
 * An SVG drawing as a `data:` URL fit for a double-quoted attribute: the space between its tags
 * dropped, its attributes' quotes made single, and only what a URL or the attribute cannot hold
 * percent-encoded (`%`, `#`, `<`, `>`, white space other than a plain space).
 */
export function svgDataUrl(svg) {
  if (svg.includes("'")) throw new Error('an SVG with a single quote in it: its quotes cannot be made single');
  const text = svg.replace(/>\s+</g, '><').trim().replaceAll('"', "'");
  return `data:image/svg+xml,${text.replace(/[%#<>\t\r\n]/g, (c) => encodeURIComponent(c))}`;
}

/** Writes `svg` into the page's icon link, which must point at FAVICON_HREF. */
export function inlineIcon(html, svg) {
  const link = `<link rel="icon" href="${FAVICON_HREF}"`;
  if (!html.includes(link)) throw new Error(`the page links no icon at ${FAVICON_HREF}: update scripts/lib/favicon.mjs`);
  return html.replace(link, `<link rel="icon" href="${svgDataUrl(svg)}"`);
}

/** Vite plugin: index.html (and so every page built from it) carries public/favicon.svg itself. */
export function inlineFavicon(publicDir) {
  return {
    name: 'inline-favicon',
    transformIndexHtml: (html) => inlineIcon(html, fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8')),
  };
}
