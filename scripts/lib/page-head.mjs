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
  return shell.replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="${lang}" data-variant="${variant}">${html}</div>\n    `);
}
