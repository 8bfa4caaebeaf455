import { screen, waitFor, within } from '@testing-library/react';
import type { Bin } from '../../../../src/core/places/bin';
import { indexBins, type BinIndex, type BinKeys } from '../../../../src/core/places/bin-index';
import type { BinIndexer } from '../../../../src/core/places/ports/bin-indexer.port';
import { renderApp } from '../../../helpers/render-app';

const RETAILERS = [
  { id: 'r-b', name: 'Bravo Market' },
  { id: 'r-a', name: 'Alpha Foods' },
];
/** A market too large to order with the render (over 2,000 bins), named so that its order is easy to read. */
const MARKET: readonly Bin[] = Array.from({ length: 2_400 }, (_, i) => ({
  id: `bin-${i}`,
  lat: 48.8 + (i % 100) / 1000,
  lng: 2.3 + Math.floor(i / 100) / 1000,
  details: `${2_400 - i} rue Neuve`,
  retailer: RETAILERS[i % 2]!,
  city: i % 3 === 0 ? 'Paris' : 'Lyon',
}));

/** An indexer that answers when the test says (a worker taking its time), or not at all. */
class HeldIndexer implements BinIndexer {
  readonly asked: BinKeys[] = [];
  private release: (() => void) | null = null;
  constructor(private readonly fails = false) {}
  index(keys: BinKeys, locale: string): Promise<BinIndex> {
    this.asked.push(keys);
    if (this.fails) return Promise.reject(new Error('the worker’s script did not arrive'));
    return new Promise((resolve) => (this.release = () => resolve(indexBins(keys, locale))));
  }
  answer() {
    this.release?.();
  }
}

async function openLarge(indexer: BinIndexer, path = '/shop-and-return') {
  const app = await renderApp({
    locale: 'fr-FR',
    path,
    arrange: (backend) => backend.setBins('fr', MARKET),
    overrides: { BinIndexer: indexer },
  });
  const list = await screen.findByRole('region', { name: 'Bacs de collecte' });
  return { ...app, list };
}

const firstNames = (list: HTMLElement, n: number) =>
  within(within(list).getByRole('list'))
    .getAllByRole('listitem')
    .slice(0, n)
    .map((item) => within(item).getAllByRole('button')[0]!.textContent);

describe('shop and return: a large market (issue 21, point 6)', () => {
  it('pins every bin at once; the list says it is loading until the market’s order is made, then lists it in that order', async () => {
    const indexer = new HeldIndexer();
    const { maps, list } = await openLarge(indexer);
    await waitFor(() => expect(maps.current.pins).toHaveLength(2_400));
    await waitFor(() => expect(indexer.asked).toHaveLength(1));
    expect(indexer.asked[0]!.ids).toHaveLength(2_400);
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getByText('Chargement des bacs de collecte…')).toBeInTheDocument();
    expect(within(list).queryByRole('list')).not.toBeInTheDocument();

    indexer.answer();
    await within(list).findByRole('list');
    expect(list).toHaveAttribute('aria-busy', 'false');
    // Lyon before Paris, then the retailer, then the details (numbers in their order).
    expect(firstNames(list, 3)).toEqual(['Alpha Foods1 rue Neuve', 'Alpha Foods5 rue Neuve', 'Alpha Foods7 rue Neuve']);
    expect(within(list).getByRole('status')).toHaveTextContent('Les 50 premiers bacs sur 2 400');
  });

  it('opens the bin a shared link names before the list is ordered', async () => {
    const { maps } = await openLarge(new HeldIndexer(), '/shop-and-return?id=bin-7&zoom=16');
    await waitFor(() => expect(maps.current.selected).toBe('bin-7'));
    expect(screen.getByRole('region', { name: 'Alpha Foods' })).toHaveTextContent('2393 rue Neuve');
  });

  it('lists the market all the same when the indexer cannot be loaded: ordered in the page', async () => {
    const { list } = await openLarge(new HeldIndexer(true));
    await within(list).findByRole('list');
    expect(firstNames(list, 1)).toEqual(['Alpha Foods1 rue Neuve']);
  });
});
