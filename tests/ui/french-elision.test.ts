import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NAMESPACES } from '../../src/core/content/namespaces';

type Tree = { [key: string]: string | Tree };
const DIR = resolve(__dirname, '../../src/ui/locales/fr-FR');

function frenchTexts(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') out.set(`${prefix}${key}`, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  for (const ns of NAMESPACES) walk(JSON.parse(readFileSync(`${DIR}/${ns}.json`, 'utf8')) as Tree, `${ns}:`);
  return out;
}

/** Words that French elides before a vowel or a mute h: "de Alex" must read "d’Alex". */
const ELIDING = '(?:de|le|la|que|je|me|te|se|ne|ce|jusque|lorsque|puisque)';
/** Placeholders that always start with a digit in French (amounts, years, dates): no elision risk. */
const NUMERIC = new Set(['glass', 'tin', 'pouch', 'year', 'date', 'count', 'amount']);

/** What in a French text would read wrong: a missing elision, or one that depends on the value put in. */
function elisionProblems(text: string): string[] {
  const problems: string[] = [];
  const plain = text.replace(/<\/?[a-z]+>/g, '');
  // "de {{name}}": right for "de Bob", wrong for "de Alex" — the sentence must not depend on the name.
  for (const m of plain.matchAll(new RegExp(`(?<![\\p{L}-])${ELIDING}\\s+\\{\\{\\s*(\\w+)\\s*\\}\\}`, 'giu'))) {
    if (!NUMERIC.has(m[1] ?? '')) problems.push(m[0]);
  }
  // "d’{{name}}" is as wrong for "Bob" as "de {{name}}" is for "Alex".
  for (const m of plain.matchAll(/(?<![\p{L}-])(?:d|l|qu|j|m|t|s|n|c|jusqu|lorsqu|puisqu)[’']\{\{\s*(\w+)\s*\}\}/giu)) {
    if (!NUMERIC.has(m[1] ?? '')) problems.push(m[0]);
  }
  // A missing elision in the text itself: "de une", "que il", "si il". (The h is left out: "le héros".)
  for (const m of plain.matchAll(new RegExp(`(?<![\\p{L}-])${ELIDING}\\s+[aeiouyàâéèêëîïôûœ]`, 'giu'))) problems.push(m[0]);
  for (const m of plain.matchAll(/(?<![\p{L}-])si\s+ils?\b/giu)) problems.push(m[0]);
  // The typographic apostrophe, as everywhere else in the texts.
  if (plain.includes("'")) problems.push("straight apostrophe '");
  return problems;
}

describe('French elision', () => {
  it.each([
    ['Menu du compte de {{name}}', ['de {{name}}']],
    ['Le compte d’{{name}}', ['d’{{name}}']],
    ['Un message de <strong>{{name}}</strong>', ['de {{name}}']],
    ['Le code de accès', ['de a']],
    ['Vérifiez que il est là', ['que i']],
    ['Et si il pleut', ['si il']],
    ["L'adresse", ["straight apostrophe '"]],
    ['Elle est de <strong>{{glass}}</strong>', []],
    ['Vérifiez-le ou demandez-en un', []],
    ['Le compte d’Alex, l’adresse e-mail, jusqu’à 32 jours', []],
  ])('finds the problems of %j', (text, expected) => {
    expect(elisionProblems(text)).toEqual(expected);
  });

  it('leaves none in the fr-FR texts', () => {
    const problems = [...frenchTexts()].flatMap(([key, text]) => elisionProblems(text).map((p) => `${key}: ${p}`));
    expect(problems).toEqual([]);
  });
});
