// The DOM the Node prerender needs (issue 43), without a browser: jsdom (the unit tests' DOM) parses
// what React's server renderer wrote, takes out what only the browser knows, and matches the style
// sheets' selectors against the pages (scripts/lib/prune-styles.mjs).
import { JSDOM } from 'jsdom';
import { asMarkupSelector } from './prune-styles.mjs';

const { document } = new JSDOM('').window;

/**
 * A page's root as it is written into the build: what only the browser knows left out
 * ([data-client-only]: who is signed in) and no style attribute (the Content-Security-Policy allows
 * none). Returns its HTML and the tags whose style was left out.
 */
export function pageRoot(html) {
  const root = document.createElement('div');
  root.innerHTML = html;
  // React's server renderer writes what it would hoist into a document's <head> (an image's preload)
  // before the app: the page keeps the head it had (the browser's copy had none of them).
  for (const el of root.querySelectorAll(':scope > link, :scope > meta, :scope > title')) el.remove();
  for (const el of root.querySelectorAll('[data-client-only]')) el.replaceChildren();
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
  const docs = htmls.map((html) => new JSDOM(html).window.document);
  return selectors.map(asMarkupSelector).map((selector) => {
    try {
      return docs.some((doc) => doc.querySelector(selector) !== null);
    } catch {
      return true;
    }
  });
};
