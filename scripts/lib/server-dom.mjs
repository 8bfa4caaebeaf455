// The DOM the Node prerender needs (issue 43), without a browser: jsdom (the unit tests' DOM) parses
// what React's server renderer wrote, takes out what only the browser knows, and matches the style
// sheets' selectors against the pages (scripts/lib/prune-styles.mjs).
import { JSDOM } from 'jsdom';
import { asMarkupSelector } from './prune-styles.mjs';

const { document } = new JSDOM('').window;

/**
 * A page's root as it is written into the build: without what React hoists for a document's head, and
 * without style attributes (the Content-Security-Policy allows none). Returns its HTML and the tags
 * whose style was left out (the build fails on any: hydration would not put them back).
 */
export function pageRoot(html) {
  const root = document.createElement('div');
  root.innerHTML = html;
  // React's server renderer writes what it would hoist into a document's <head> (an image's preload)
  // before the app: the page keeps the head it had (the browser's copy had none of them).
  for (const el of root.querySelectorAll(':scope > link, :scope > meta, :scope > title')) el.remove();
  const styled = [...root.querySelectorAll('[style]')].map((el) => el.tagName.toLowerCase());
  for (const el of root.querySelectorAll('[style]')) el.removeAttribute('style');
  return { html: root.innerHTML, styled };
}

/**
 * Matches selectors against pages' markup (matcherIn's contract, scripts/lib/prune-styles.mjs): for
 * each selector, true when an element of one of `htmls` matches it, or when jsdom cannot tell (kept,
 * to be safe).
 */
export const serverMatcher = () => async (htmls, selectors) => {
  const docs = htmls.map((html) => {
    // A document of jsdom's one window (a window per page costs more than the matching).
    const doc = document.implementation.createHTMLDocument('');
    doc.documentElement.innerHTML = html.replace(/^[\s\S]*?<html[^>]*>|<\/html>\s*$/g, '');
    return doc;
  });
  return selectors.map(asMarkupSelector).map((selector) => {
    try {
      return docs.some((doc) => doc.querySelector(selector) !== null);
    } catch {
      return true;
    }
  });
};

// A CSS module's class as Vite names it (postcss-modules' default): _<name>_<hash of the file>_<line>.
const MODULE_CLASS = /^_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+$/;

/**
 * The CSS modules' class names of `html` that no rule of the browser's build names (`css`: its style
 * sheets' text): none if the server bundle names them as the browser's build does (the same files
 * through the same CSS options, vite.config.ts), else the page would be drawn unstyled.
 */
export function unknownModuleClasses(html, css) {
  const classes = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
  return [...classes].filter((name) => MODULE_CLASS.test(name) && !css.has(name));
}

/** The class names the rules of `texts` (style sheets) name. */
export const classesIn = (texts) => new Set(texts.flatMap((text) => [...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1])));
