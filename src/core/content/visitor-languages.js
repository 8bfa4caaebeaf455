// @ts-check
// Which of the app's locales a visitor's languages ask for, before they have chosen one: the app
// reads the browser's languages (navigator.languages), the servers read the Accept-Language header
// of the first request (scripts/lib/static-server.mjs, and deploy/render-nginx.mjs writes the same
// rule for nginx), so the prerendered first paint and the app agree. Plain data and functions, for
// the Node scripts that cannot import TypeScript (as locale-list.js).
import { LOCALES } from './locale-list.js';

/**
 * For each language the app speaks, the market a speaker of it gets when their region is not one of
 * ours ("en-AU", "fr-CA", or the language alone): the first market of that language in LOCALES.
 */
export const MARKET_OF_LANGUAGE = /** @type {Readonly<Record<string, (typeof LOCALES)[number]>>} */ (
  Object.fromEntries([...LOCALES].reverse().map((locale) => [(locale.split('-')[0] ?? locale).toLowerCase(), locale]))
);

/**
 * The locale the visitor's languages ask for, taken in their order of preference: the first whose
 * language the app speaks decides — its own locale when the app serves that region ("en-GB"), else
 * the language's market ("en-AU" → en-US, "fr-CA" → fr-FR, "ja" → ja-JP). Null when the app speaks
 * none of them (the caller falls back to fr-FR, the specification's default).
 * @param {readonly string[]} languages BCP 47 tags, most preferred first
 * @returns {(typeof LOCALES)[number] | null}
 */
export function localeForLanguages(languages) {
  for (const tag of languages) {
    const [language = '', region = ''] = String(tag).trim().toLowerCase().split(/[-_]/);
    const market = MARKET_OF_LANGUAGE[language];
    if (!market) continue;
    return LOCALES.find((locale) => locale.toLowerCase() === `${language}-${region}`) ?? market;
  }
  return null;
}

/**
 * The language tags of an Accept-Language header, most preferred first (by q, then in the order
 * given); those refused with q=0, the wildcard and malformed entries are left out.
 * @param {string | null | undefined} header
 * @returns {string[]}
 */
export function acceptedLanguages(header) {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter(({ tag, q }) => /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
