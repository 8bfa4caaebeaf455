/* global DOMParser -- matcherIn's function runs inside the page */
// A prerendered page's first-paint styles (issue 22 point 1): of its style sheets, only the rules its
// markup uses. The browser then matches, lays out and paints with a few hundred rules instead of the
// whole app's (Lighthouse measured ~130 ms against ~60 ms of style and layout before the paint on a
// slow phone). The rules for what the app draws later (a hovered link, an open dialog, another
// page) come with the linked files, which scripts/lib/paint-first.js enables before the app starts.
//
// The build's CSS is minified (no nesting, no comments): top-level rules, @media/@supports blocks
// (pruned inside) and other at-rules (@keyframes, @font-face: kept as they are).
import { inlineStyles, linkedCss } from './inline-styles.mjs';

/** Where the string or comment starting at `i` ends (the index after it). */
function skip(css, i) {
  if (css.startsWith('/*', i)) {
    const end = css.indexOf('*/', i + 2);
    return end < 0 ? css.length : end + 2;
  }
  const quote = css[i];
  for (let j = i + 1; j < css.length; j++) {
    if (css[j] === '\\') j++;
    else if (css[j] === quote) return j + 1;
  }
  return css.length;
}

/** A style sheet's text as its top-level blocks: `{ prelude, body, text }` for `prelude{body}`, `{ text }` for a statement. */
export function blocksOf(css) {
  const blocks = [];
  let start = 0;
  let depth = 0;
  let open = -1;
  for (let i = 0; i < css.length;) {
    const c = css[i];
    if (c === '"' || c === "'" || css.startsWith('/*', i)) {
      i = skip(css, i);
      continue;
    }
    if (c === '{' && depth++ === 0) open = i;
    else if (c === '}' && --depth === 0) {
      blocks.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i), text: css.slice(start, i + 1) });
      start = i + 1;
    } else if (c === ';' && depth === 0) {
      blocks.push({ text: css.slice(start, i + 1) });
      start = i + 1;
    }
    i++;
  }
  return blocks;
}

const GROUPS = /^@(?:media|supports|container|layer)\b/i;

/** `css` with only the style rules whose selector `used(selector)` says some element matches. */
export function pruneCss(css, used) {
  return blocksOf(css)
    .map((block) => {
      if (block.prelude === undefined || !block.prelude) return block.text.trim();
      if (GROUPS.test(block.prelude)) {
        const inner = pruneCss(block.body, used);
        return inner ? `${block.prelude}{${inner}}` : '';
      }
      // @keyframes, @font-face, @property…, and a rule with rules nested in it: kept whole.
      if (block.prelude.startsWith('@') || block.body.includes('{')) return block.text.trim();
      return used(block.prelude) ? block.text.trim() : '';
    })
    .join('');
}

/** The selectors of a style sheet's style rules (those pruneCss asks about). */
export function selectorsOf(css) {
  const selectors = new Set();
  pruneCss(css, (selector) => selectors.add(selector) && false);
  return [...selectors];
}

// What the page may show before anything is hovered, focused or typed: a rule for `a:hover` is kept
// if the page has an `a`; pseudo-elements are drawn on the element they belong to.
const DYNAMIC =
  /::?(?:before|after|placeholder|marker|selection|backdrop|first-line|first-letter|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)|:(?:hover|focus-visible|focus-within|focus|active|visited|target|user-invalid|user-valid)(?![\w-])/gi;

/** A selector as it is matched against the prerendered markup. */
export const asMarkupSelector = (selector) => selector.replace(DYNAMIC, '');

/**
 * Matches selectors against pages' markup in a browser page (Playwright's): for each selector, true
 * when an element of one of `htmls` matches it, or when the browser cannot tell (kept, to be safe).
 */
export const matcherIn = (page) => (htmls, selectors) =>
  page.evaluate(
    ({ htmls, selectors }) => {
      const docs = htmls.map((html) => new DOMParser().parseFromString(html, 'text/html'));
      return selectors.map((selector) => {
        try {
          return docs.some((doc) => doc.querySelector(selector) !== null);
        } catch {
          return true;
        }
      });
    },
    { htmls, selectors: selectors.map(asMarkupSelector) },
  );

/**
 * `css` pruned to what the pages' markup uses (several pages: the rules any of them uses, so that
 * the variants of a route share one <style> and its one hash). `match(htmls, selectors)` gives,
 * per selector, whether it may match (matcherIn).
 */
export async function usedCss(css, htmls, match) {
  const selectors = selectorsOf(css);
  const verdicts = await match(htmls, selectors);
  const used = new Set(selectors.filter((_, i) => verdicts[i]));
  return pruneCss(css, (selector) => used.has(selector));
}

/**
 * Inlines each page's styles (scripts/lib/inline-styles.mjs), pruned to what its route uses: `pages`
 * are `{ route, html }`; the variants of a route (languages, banner, headless) that link the same
 * files share one pruned <style>. Returns the pages with their `html` and `hash`.
 */
export async function inlineUsedStyles(pages, read, match) {
  const groups = new Map();
  for (const page of pages) {
    const key = `${page.route}\n${linkedCss(page.html, read)}`;
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  const inlined = [];
  for (const group of groups.values()) {
    const css = linkedCss(group[0].html, read);
    const used =
      css === null
        ? null
        : await usedCss(
            css,
            group.map((page) => page.html),
            match,
          );
    for (const page of group) inlined.push({ ...page, ...inlineStyles(page.html, read, used) });
  }
  return inlined;
}
