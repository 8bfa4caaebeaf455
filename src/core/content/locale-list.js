// @ts-check
// The interface languages, as plain data: the app imports them through locale.ts, and the Node
// scripts that cannot import TypeScript (deploy/render-nginx.mjs's locale map, the static server
// of the prerender and the browser tests) read this same file.

/** The interface languages, in the order the spec lists them. */
export const LOCALES = /** @type {const} */ (['en-US', 'en-GB', 'en-CA', 'fr-FR', 'ja-JP']);

/** Default and fallback language (spec §1). */
export const DEFAULT_LOCALE = /** @type {const} */ ('fr-FR');
