import type { BinIndexer } from '../core/places/ports/bin-indexer.port';
import { loadOnce } from './deferred-port';

/**
 * The index worker's adapter, loaded with its first use (only the locator of a large market asks):
 * the home route's script holds none of it. If its code cannot be loaded the call rejects, and
 * `IndexMarketBins` makes the index in the thread; the next call tries again.
 */
export function lazyBinIndexer(): BinIndexer {
  const load = loadOnce(async () => new (await import('../adapters/worker/worker-bin-indexer')).WorkerBinIndexer());
  return { index: async (keys, locale) => (await load()).index(keys, locale) };
}
