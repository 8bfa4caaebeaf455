// The sweep's detectors, pure functions over what a page shows (no browser, no file system), so that
// tests/ui/sweep-detectors.test.ts can show each one failing on crafted text.
//
// A page's texts come as items { text, kind, lang, where } (see collect.mjs): a rendered text node
// ('text'), the whole text of an element that holds several ('block'), an attribute read by a screen
// reader or shown in a field ('aria-label', 'placeholder', 'title', 'alt'), or the document's title.
// `lang` is the element's own language (its closest lang attribute).

/** Spaces as the app writes them (no-break, narrow no-break, ideographic) are one plain space. */
export const normalize = (text) =>
  String(text)
    .replace(/[\s\u00a0\u202f\u2009\u3000]+/g, ' ')
    .trim();

const TAG = /<\/?[a-z][\w-]*>/gi;
const PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}/g;
const HAS_PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}/;
const IDENT = '[A-Za-z_][A-Za-z0-9_]*';
export const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/;
const letters = (s) => (s.match(/\p{L}/gu) ?? []).length;

/**
 * What the detectors know of the app's texts, from every locale's `Map<'ns:key', string>`:
 * - raw keys: the namespaces, every key's first segment, and every full key;
 * - for each locale, the texts of OTHER locales that cannot be this one's (see wrongLanguageCandidates).
 */
export function buildKnowledge(entriesByLocale, { properNames = [] } = {}) {
  const namespaces = new Set();
  const heads = new Set();
  const keys = new Set();
  for (const map of Object.values(entriesByLocale)) {
    for (const full of map.keys()) {
      const [ns, key] = full.split(':');
      namespaces.add(ns);
      heads.add(key.split('.')[0]);
      keys.add(key);
      keys.add(full);
    }
  }
  const wrong = {};
  for (const locale of Object.keys(entriesByLocale)) wrong[locale] = wrongLanguageCandidates(entriesByLocale, locale, properNames);
  return { namespaces, heads, keys, wrong };
}

/** The pieces of a value a customer can see alone: the whole text without its tags, and each run of text between tags. */
function pieces(value) {
  const whole = normalize(value.replace(TAG, ''));
  const parts = value
    .split(TAG)
    .map(normalize)
    .filter((p) => p && p !== whole);
  return [whole, ...parts];
}

/**
 * Too short or too plain to say which language it is in: fewer than 4 letters in Latin script
 * ("OK", "Nom", "IBAN"-like), fewer than 2 in Japanese, or nothing but digits, signs and placeholders.
 */
export function ambiguous(text) {
  const bare = text.replace(PLACEHOLDER, '');
  if (CJK.test(bare)) return (bare.match(new RegExp(CJK.source, 'g')) ?? []).length < 2;
  return letters(bare) < 4;
}

/**
 * The texts that, shown on a page in `locale`, are certainly another language's: for each key, the
 * value of every other locale that differs from this locale's value for the same key — unless that
 * text is also one of this locale's own texts (under any key: "Contact" may be French and English),
 * a proper name, or ambiguous (too short). Texts with {{placeholders}} become patterns, kept only
 * when their fixed words are long enough to say something.
 * Returns { exact: Map<text, 'locale ns:key'>, patterns: [{ re, from }] }.
 */
export function wrongLanguageCandidates(entriesByLocale, locale, properNames = []) {
  const own = entriesByLocale[locale];
  const ownPieces = new Set([...own.values()].flatMap(pieces));
  const names = new Set(properNames.map(normalize));
  const exact = new Map();
  const patterns = [];
  const seenPatterns = new Set();
  for (const [other, map] of Object.entries(entriesByLocale)) {
    if (other === locale) continue;
    for (const [key, value] of map) {
      if (normalize(value) === normalize(own.get(key) ?? '')) continue;
      for (const piece of pieces(value)) {
        if (ownPieces.has(piece) || names.has(piece)) continue;
        if (!HAS_PLACEHOLDER.test(piece)) {
          if (!ambiguous(piece) && !exact.has(piece)) exact.set(piece, `${other} ${key}`);
          continue;
        }
        const fixed = piece.split(PLACEHOLDER);
        if (ambiguous(fixed.join(''))) continue;
        const source = `^${fixed.map(escapeRe).join('.+?')}$`;
        if (seenPatterns.has(source)) continue;
        // A pattern that this locale's own texts match is not a sign of another language either.
        const re = new RegExp(source);
        if ([...ownPieces].some((p) => re.test(p))) continue;
        seenPatterns.add(source);
        patterns.push({ re, from: `${other} ${key}` });
      }
    }
  }
  return { exact, patterns };
}

/** Does an element in `lang` (its closest lang attribute) speak the page's language? ("fr" on an fr-FR page does.) */
export const sameLanguage = (lang, pageLocale) => !lang || lang.split('-')[0].toLowerCase() === pageLocale.split('-')[0].toLowerCase();

const describe = (item) => `${item.kind} ${JSON.stringify(normalize(item.text).slice(0, 120))}${item.where ? ` at ${item.where}` : ''}`;

/**
 * Raw i18n keys and i18next's own missing-text output:
 * - `ns:any.key` with a namespace of the app, anywhere in a text;
 * - a dotted path `a.b(.c…)` of identifiers that is a key of the app, starts with a key's first
 *   segment ("history.title"), or has a camelCase segment ("pages.howItWorks") — a domain name or an
 *   email address is none of these;
 * - "… returned an object instead of string." (a key that names a branch), a `{{placeholder}}` left
 *   unfilled, a `$t(…)` nesting left unresolved.
 */
export function findRawKeys(items, knowledge) {
  const ns = [...knowledge.namespaces].map(escapeRe).join('|');
  const namespaced = new RegExp(`(?<![\\w@/.-])(?:${ns}):${IDENT}(?:\\.${IDENT})*`);
  const dotted = new RegExp(`(?<![\\w@/.:-])${IDENT}(?:\\.${IDENT})+(?![\\w@/-]|\\.\\w)`, 'g');
  const found = [];
  for (const item of items) {
    const text = normalize(item.text);
    let hit = namespaced.exec(text)?.[0];
    if (!hit) {
      for (const [path] of text.matchAll(dotted)) {
        const segments = path.split('.');
        if (knowledge.keys.has(path) || knowledge.heads.has(segments[0]) || segments.some((s) => /[a-z][A-Z]/.test(s))) {
          hit = path;
          break;
        }
      }
    }
    hit ??= /returned an object instead of string|\{\{\s*[\w.]+\s*\}\}|\$t\(/.exec(text)?.[0];
    if (hit) found.push(`raw key "${hit}" in ${describe(item)}`);
  }
  return found;
}

/** Texts of another language (wrongLanguageCandidates) shown whole in a text node, an element or an attribute. */
export function findWrongLanguage(items, locale, knowledge) {
  const { exact, patterns } = knowledge.wrong[locale];
  const found = [];
  for (const item of items) {
    if (!sameLanguage(item.lang, locale)) continue;
    const text = normalize(item.text);
    if (!text) continue;
    const from = exact.get(text) ?? patterns.find((p) => p.re.test(text))?.from;
    if (from) found.push(`text of ${from} on a ${locale} page: ${describe(item)}`);
  }
  return found;
}

/**
 * Japanese pages: a text with no Japanese character at all but a Latin word of 4 letters or more,
 * once allowed names (the brand, payment services…), email addresses and web addresses are taken
 * out. Amounts, digits and codes ("ID 1234", "￥1,000") have no such word and pass.
 */
export function findLatinInJapanese(items, { allowedNames = [] } = {}) {
  const names = [...allowedNames].sort((a, b) => b.length - a.length).map(escapeRe);
  const allowed = new RegExp(
    [
      String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
      String.raw`(?:https?:\/\/|www\.)\S+`,
      ...names.map((n) => `(?<![A-Za-z])${n}(?![A-Za-z])`),
    ].join('|'),
    'gi',
  );
  const found = [];
  for (const item of items) {
    if (!sameLanguage(item.lang, 'ja-JP')) continue;
    const text = normalize(item.text);
    if (!text || CJK.test(text)) continue;
    // A word is letters only: "demo1234" (a password shown on the demo's login) is a code, not English.
    const word = /(?<![\p{L}\p{N}_])[A-Za-z\u00c0-\u024f]{4,}(?![\p{L}\p{N}_])/u.exec(text.replace(allowed, ' '))?.[0];
    if (word) found.push(`Latin text "${word}" on a ja-JP page: ${describe(item)}`);
  }
  return found;
}

/** The phone's page must not scroll sideways: the widest element past the right edge is named. */
export function describeOverflow(probe) {
  if (probe.scrollWidth <= probe.innerWidth) return [];
  const culprit = probe.widest ? ` — widest offender: ${probe.widest.where} (${probe.widest.left}–${probe.widest.right} px)` : '';
  return [`horizontal overflow: the page is ${probe.scrollWidth} px wide on a ${probe.innerWidth} px screen${culprit}`];
}

/**
 * Cards never touch (issue 20, point 7): two cards one above the other (or side by side) with less
 * than 8 px between them are named. `boxes` from measureCardBoxes.
 */
export function describeTouchingCards(boxes) {
  const found = [];
  const overlap = (a1, a2, b1, b2) => Math.min(a2, b2) - Math.max(a1, b1) > 1;
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const vertical = overlap(a.left, a.right, b.left, b.right) ? Math.max(b.top - a.bottom, a.top - b.bottom) : null;
      const horizontal = overlap(a.top, a.bottom, b.top, b.bottom) ? Math.max(b.left - a.right, a.left - b.right) : null;
      const gap = vertical ?? horizontal;
      if (gap !== null && gap < 8) found.push(`cards touch: "${a.name}" and "${b.name}" (${Math.round(gap)} px apart)`);
    }
  }
  return found;
}
