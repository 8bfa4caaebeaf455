import type { Bin } from '../bin';
import { indexBins, keysOf, type BinIndex } from '../bin-index';
import type { BinIndexer } from '../ports/bin-indexer.port';

/**
 * A market's index for the list: its order and each bin's search words (issue 21, point 6), asked of
 * the indexer (a worker in the browser, off the screen's thread), and made here when the indexer's own
 * code cannot be loaded: the list comes later, never not at all.
 */
export class IndexMarketBins {
  constructor(private readonly indexer: BinIndexer) {}

  async execute({ bins, locale }: { readonly bins: readonly Bin[]; readonly locale: string }): Promise<BinIndex> {
    const keys = keysOf(bins);
    try {
      return await this.indexer.index(keys, locale);
    } catch {
      return indexBins(keys, locale);
    }
  }
}
