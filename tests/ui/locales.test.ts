import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ERROR_CODES } from '../../src/core/shared/domain-error';
import { LOCALES } from '../../src/core/content/locale';
import { NAMESPACES } from '../../src/core/content/namespaces';
import { ambiguous, normalize } from '../e2e/support/detectors.mjs';
import { entries, PROPER_NAMES } from '../e2e/support/texts.mjs';

const DIR = resolve(__dirname, '../../src/ui/locales');
type Tree = { [key: string]: string | Tree };
const read = (locale: string, ns: string): Tree => JSON.parse(readFileSync(`${DIR}/${locale}/${ns}.json`, 'utf8'));

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('built-in texts', () => {
  it('exist for exactly the five languages and the known namespaces', () => {
    expect(readdirSync(DIR).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect(readdirSync(`${DIR}/${locale}`).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
  });

  describe.each(NAMESPACES)('namespace %s', (ns) => {
    const reference = flatten(read('fr-FR', ns));
    it.each(LOCALES)('%s has every key of fr-FR, no more, each a non-empty text with the same placeholders', (locale) => {
      const texts = flatten(read(locale, ns));
      expect([...texts.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [key, text] of texts) {
        expect(text.trim(), `${locale}/${ns}:${key}`).not.toBe('');
        expect(placeholders(text), `${locale}/${ns}:${key}`).toEqual(placeholders(reference.get(key) ?? ''));
      }
    });
  });

  it('has a text for every error code the domain can return', () => {
    const errors = flatten(read('fr-FR', 'errors'));
    for (const code of ERROR_CODES) expect(errors.has(code), code).toBe(true);
  });

  it('leaves no English in the Japanese texts (brand and service names aside)', () => {
    const allowed = /\b(Circulo|PayPal|LINE|Pay|FAQ|Wise|ZIP)\b/g;
    for (const ns of NAMESPACES) {
      for (const [key, text] of flatten(read('ja-JP', ns))) {
        // Markup and link tags (<strong>, <account>…) are not words.
        const stripped = text
          .replace(allowed, '')
          .replace(/\{\{\s*\w+\s*\}\}/g, '')
          .replace(/<\/?[a-z]+>/g, '');
        expect(stripped, `ja-JP/${ns}:${key}`).not.toMatch(/[A-Za-z]{3,}/);
      }
    }
  });
});

// Issue 45, point 2: what the browser's route sweep once looked for on every page, checked over the
// files themselves (the screens' rendered words: tests/ui/app/rendered-texts.test.tsx).
describe('no text left unwritten, unfinished or untranslated', () => {
  const all = LOCALES.map((locale) => [locale, entries(locale)] as const);
  const shown = (text: string) => normalize(text.replace(/<\/?[a-z][\w-]*>/gi, ''));
  /** Words French and English share, so an English text may be the French one. */
  const SHARED_WORDS = ['Contact', 'Cookies', 'Date', 'Menu', 'Message', 'Scan', 'Type'];

  it.each(all)('%s: no text is its own key, and every {{ opens a well-formed placeholder', (_locale, texts) => {
    const bad = [...texts].filter(([key, text]) => {
      const bare = text.trim();
      const leftover = text.replace(/\{\{\s*\w+\s*\}\}/g, '');
      return bare === key || bare === key.split(':')[1] || /\{\{|\}\}|\$t\(/.test(leftover);
    });
    expect(bad.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it.each(all.filter(([locale]) => locale.startsWith('en-')))('%s: no text is left in French', (_locale, texts) => {
    const french = entries('fr-FR');
    const same = [...texts].filter(([key, text]) => {
      const here = shown(text);
      return here === shown(french.get(key) ?? '') && !ambiguous(here) && !PROPER_NAMES.includes(here) && !SHARED_WORDS.includes(here);
    });
    expect(same.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('ja-JP: every text is written in Japanese, but for names and codes', () => {
    const japanese = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
    const latin = [...entries('ja-JP')].filter(([key, text]) => {
      const here = shown(text);
      return !japanese.test(here) && !ambiguous(here) && !PROPER_NAMES.includes(here) && key !== 'common:textsLanguage';
    });
    expect(latin.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
