import fc from 'fast-check';
import type { Bin } from '../../../src/core/places/bin';
import { compareIds, indexBins, keysOf } from '../../../src/core/places/bin-index';

const CITIES = ['Paris', 'paris', 'Évry', 'Lyon', 'Bordeaux', 'Évreux', undefined];
const RETAILERS = ['Bravo Market', 'Alpha Foods', 'Épicerie Centrale', 'alpha foods'];

const bins: fc.Arbitrary<Bin[]> = fc.uniqueArray(
  fc
    .record({
      id: fc.string({ minLength: 1, maxLength: 6 }),
      retailer: fc.constantFrom(...RETAILERS),
      details: fc.string({ maxLength: 8 }),
      city: fc.constantFrom(...CITIES),
    })
    .map(({ id, retailer, details, city }): Bin => ({ id, lat: 0, lng: 0, details, retailer: { id: retailer, name: retailer }, city })),
  { selector: (b) => b.id, maxLength: 60 },
);

/** The market's order as written in the rule: every comparison with the collator (what the index must give, faster). */
function plainOrder(list: readonly Bin[], locale: string): string[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const city = (a?: string, b?: string) =>
    a === undefined || b === undefined ? Number(a === undefined) - Number(b === undefined) : collator.compare(a, b);
  return [...list]
    .sort(
      (a, b) =>
        city(a.reading ?? a.city, b.reading ?? b.city) ||
        collator.compare(a.retailer.name, b.retailer.name) ||
        collator.compare(a.details, b.details) ||
        compareIds(a.id, b.id),
    )
    .map((b) => b.id);
}

const orderOf = (list: readonly Bin[], locale: string) => Array.from(indexBins(keysOf(list), locale).order, (i) => list[i]!.id);

describe('indexBins (issue 21, point 6)', () => {
  it('orders as the rule says — city (none last), retailer, details, id — with cities and retailers ranked once', () => {
    fc.assert(
      fc.property(bins, fc.constantFrom('fr-FR', 'en-US', 'ja-JP'), (list, locale) => {
        expect(orderOf(list, locale)).toEqual(plainOrder(list, locale));
      }),
    );
  });

  it('gives the same order whatever order the server sent', () => {
    fc.assert(
      fc.property(bins, (list) => {
        expect(orderOf([...list].reverse(), 'fr-FR')).toEqual(orderOf(list, 'fr-FR'));
      }),
    );
  });

  it('folds each bin’s words by position: accents, case, katakana, the reading’s romaji', () => {
    const at = (id: string, retailer: string, details: string, city: string, reading?: string): Bin => ({
      id,
      lat: 0,
      lng: 0,
      retailer: { id: retailer, name: retailer },
      details,
      city,
      ...(reading ? { reading } : {}),
    });
    const { texts } = indexBins(
      keysOf([at('1', 'Épicerie', 'Rue de l’Été', 'Évry'), at('2', 'ローソン', '〒150-0001', '渋谷区', 'しぶやく')]),
      'fr-FR',
    );
    expect(texts[0]).toContain('epicerie');
    expect(texts[0]).toContain('evry');
    expect(texts[1]).toContain('ろーそん');
    expect(texts[1]).toContain('1500001');
    expect(texts[1]).toContain('shibuyaku');
  });
});
