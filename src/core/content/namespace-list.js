// @ts-check
// The texts' namespaces, as plain data: the app imports them through namespaces.ts, and the lint
// configuration (eslint/architecture.js: a shared component names keys of `common` and `errors` only)
// reads this same file.

/**
 * The texts' namespaces, one per context (ARCHITECTURE rule 10): the translation sources load the
 * texts per namespace, and all are loaded with the language (together they are a few KB).
 */
export const NAMESPACES = /** @type {const} */ (['common', 'auth', 'account', 'errors', 'content', 'support', 'wallet', 'places']);
