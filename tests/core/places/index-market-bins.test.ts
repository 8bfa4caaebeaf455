import type { Bin } from '../../../src/core/places/bin';
import { indexBins, keysOf } from '../../../src/core/places/bin-index';
import { IndexMarketBins } from '../../../src/core/places/use-cases/index-market-bins';

const at = (id: string, city: string): Bin => ({ id, lat: 0, lng: 0, details: '', retailer: { id: 'r', name: 'Shop' }, city });
const BINS = [at('p', 'Paris'), at('b', 'Bordeaux'), at('l', 'Lyon')];

describe('IndexMarketBins (issue 21, point 6)', () => {
  it('asks the indexer for the market’s keys in the customer’s language, and gives its index', async () => {
    const asked: string[] = [];
    const index = await new IndexMarketBins({
      index: async (keys, locale) => (asked.push(`${keys.ids.join()} ${locale}`), indexBins(keys, locale)),
    }).execute({ bins: BINS, locale: 'fr-FR' });
    expect(asked).toEqual(['p,b,l fr-FR']);
    expect(Array.from(index.order, (i) => BINS[i]!.id)).toEqual(['b', 'l', 'p']);
  });

  it('makes the same index itself when the indexer’s code cannot be loaded', async () => {
    const index = await new IndexMarketBins({ index: () => Promise.reject(new Error('chunk failed')) }).execute({
      bins: BINS,
      locale: 'fr-FR',
    });
    expect(index).toEqual(indexBins(keysOf(BINS), 'fr-FR'));
  });
});
