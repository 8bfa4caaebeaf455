// The app's own texts (src/ui/locales), read once: for the sweep to find its way in each language in
// the customer's words, and to know what a raw key and a text of another language look like.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildKnowledge } from './detectors.mjs';

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/ui/locales');

export const LOCALES = ['en-US', 'en-GB', 'en-CA', 'fr-FR', 'ja-JP'];

/** Every leaf of a translation tree as [dotted key, string]. */
export function flatten(tree, prefix = '') {
  return Object.entries(tree).flatMap(([key, value]) => {
    const at = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' ? flatten(value, at) : [[at, String(value)]];
  });
}

const cache = new Map();

/** `{ [namespace]: tree }` of one locale, as built into the app. */
export function bundles(locale) {
  if (!cache.has(locale)) {
    const dir = path.join(LOCALES_DIR, locale);
    const trees = Object.fromEntries(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, f), 'utf8'))]),
    );
    cache.set(locale, trees);
  }
  return cache.get(locale);
}

/** `Map<'ns:dotted.key', string>` of one locale. */
export function entries(locale) {
  return new Map(Object.entries(bundles(locale)).flatMap(([ns, tree]) => flatten(tree).map(([k, v]) => [`${ns}:${k}`, v])));
}

/** A text as the customer reads it: `t(locale, 'auth:login.submit', { name: 'x' })`, rich-text tags dropped. */
export function t(locale, key, values = {}) {
  const value = entries(locale).get(key);
  if (value === undefined) throw new Error(`no text ${key} in ${locale}`);
  return value.replace(/<\/?[a-z][\w-]*>/gi, '').replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name) => String(values[name] ?? `{{${name}}}`));
}

/** A text made literal inside a RegExp. */
export { escapeRe } from './detectors.mjs';

/**
 * Names that are the same in every language, not a text left untranslated: the brand and the company
 * (the footer's legal name), the payment services and their own words, the maps' data credits.
 */
export const PROPER_NAMES = [
  'Circulo SAS',
  'Circulo',
  'PayPal',
  'LINE Pay',
  'LINE',
  'Wise',
  'IBAN',
  'OpenStreetMap',
  'Natural Earth',
  'Google Maps',
];

let knowledge;
/** Built once per process: the raw-key vocabulary and, per locale, the texts of the others. */
export function sweepKnowledge() {
  knowledge ??= buildKnowledge(Object.fromEntries(LOCALES.map((l) => [l, entries(l)])), { properNames: PROPER_NAMES });
  return knowledge;
}
