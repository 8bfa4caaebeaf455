// What a page written at build time changes in the app's shell (index.html): its language, title and
// description, and its root, filled (scripts/prerender.mjs, scripts/lib/prerender-frames.mjs).

/** The shell's root element, up to its <noscript>. */
export const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>\s*(?=<noscript>)/;

const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** `shell` in the page's language, with its title and (if it has one) description. */
export function withPageHead(shell, { title, description = '', lang }) {
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeText(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, (shellMeta) =>
      description ? `<meta name="description" content="${escapeText(description).replace(/"/g, '&quot;')}"` : shellMeta,
    );
}

/**
 * `shell`'s root holding `html`, rendered in `lang` for `variant` (banner, chosen, headless): the app
 * reads both from the root and hydrates the page as it was rendered (src/main.tsx, issue 43 point 3).
 */
export function withRoot(shell, html, lang, variant) {
  if (!ROOT_ELEMENT.test(shell)) throw new Error('index.html has no <div id="root">…</div> before its <noscript>');
  if (!shell.includes('</head>')) throw new Error('index.html has no </head>');
  const filled = `<div id="root" data-prerendered="${lang}" data-variant="${variant}">${html}</div>\n    `;
  return shell
    .replace(new RegExp(`${ROOT_ELEMENT.source}<noscript>`), () => `${filled}<noscript id="${AFTER_ROOT}">`)
    .replace('</head>', () => `  ${PAINTED_WHOLE}\n  </head>`);
}

/** The element the parser meets once the root is whole: the shell's <noscript>, which follows it. */
const AFTER_ROOT = 'after-root';

/**
 * The page is painted once its root has been parsed whole: a browser paints what it has parsed while
 * the rest is on its way, and the page drawn from half of it moved when the rest came (the cookie
 * banner painted with one button, then a line taller: issue 43). Rendering waits until the element
 * after the root is in the document (`rel=expect` waits for an element to be inserted, not for its
 * end: the root's own id would let the paint through at its start tag). The page is small and comes
 * whole in its first packets, so the paint waits for no request; a browser without `rel=expect`
 * paints as before.
 */
export const PAINTED_WHOLE = `<link rel="expect" href="#${AFTER_ROOT}" blocking="render">`;
