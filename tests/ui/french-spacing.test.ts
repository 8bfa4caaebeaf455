import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NAMESPACES } from '../../src/core/content/namespaces';

type Tree = { [key: string]: string | Tree };
const DIR = resolve(__dirname, '../../src/ui/locales/fr-FR');

function frenchTexts(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') out.push([`${prefix}${key}`, value]);
      else walk(value, `${prefix}${key}.`);
    }
  };
  for (const ns of NAMESPACES) walk(JSON.parse(readFileSync(`${DIR}/${ns}.json`, 'utf8')) as Tree, `${ns}:`);
  return out;
}

/**
 * French sets a space before : ; ! ? and » and after «, and a line never starts with one of them: the
 * space is a no-break one (U+00A0, or the narrow U+202F), as French sites and typesetters do
 * (issue 20, point 2). An ordinary space there lets a phone's narrow line put "?" alone at the start
 * of the next line.
 */
describe('French punctuation never starts a line', () => {
  it('a no-break space, never an ordinary one, before : ; ! ? » and after «', () => {
    const wrong = frenchTexts().flatMap(([key, text]) =>
      [...text.matchAll(/ [:;!?»]|« /g)].map((m) => `${key}: …${text.slice(Math.max(0, m.index - 15), m.index + 3)}…`),
    );
    expect(wrong).toEqual([]);
  });
});
