import type { Bin } from '../../../src/core/places/bin';
import { directionsUrl } from '../../../src/core/places/directions';

const MARCHE_VERT = { id: 'fr-1', lat: 45.7755, lng: 4.8295, details: '', retailer: { id: 'r', name: 'Le Marché Vert' } } satisfies Bin;

/** What the link asks the customer's maps for. */
const asked = (url: string) => {
  const { origin, pathname, searchParams } = new URL(url);
  return { at: `${origin}${pathname}`, api: searchParams.get('api'), destination: searchParams.get('destination') };
};

describe('directionsUrl (issue 44, point 7): the shop by its name and address, its coordinates when the address is unknown', () => {
  it('asks Google Maps for directions to the shop by its name and address', () => {
    const url = directionsUrl({ ...MARCHE_VERT, address: '1 boulevard de la Croix-Rousse, 69004 Lyon' });
    expect(asked(url)).toEqual({
      at: 'https://www.google.com/maps/dir/',
      api: '1',
      destination: 'Le Marché Vert, 1 boulevard de la Croix-Rousse, 69004 Lyon',
    });
  });

  it('writes any address safely into the link: accents, kana, &, # and + stay the address', () => {
    const address = '〒150-0001 東京都渋谷区神宮前1丁目2-3 & Co #4 + B';
    const url = directionsUrl({ ...MARCHE_VERT, retailer: { id: 'jp', name: 'みどりマート' }, address });
    expect(asked(url).destination).toBe(`みどりマート, ${address}`);
    expect(url).not.toMatch(/[\s#]/);
  });

  it.each([
    ['no address', undefined],
    ['a blank one', '   '],
  ])('falls back on the bin’s own coordinates with %s', (_, address) => {
    expect(asked(directionsUrl({ ...MARCHE_VERT, address }))).toEqual({
      at: 'https://www.google.com/maps/dir/',
      api: '1',
      destination: '45.7755,4.8295',
    });
  });
});
