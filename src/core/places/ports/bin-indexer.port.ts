import type { BinIndex, BinKeys } from '../bin-index';

/**
 * Makes a market's index (`indexBins`: its order and search words) away from the screen's thread when
 * it can: a worker in the browser (issue 21, point 6), the same rule in the thread where there is none.
 * Once running, it never fails (what a worker cannot do is done in the thread); it rejects only when
 * its own code cannot be loaded.
 */
export interface BinIndexer {
  index(keys: BinKeys, locale: string): Promise<BinIndex>;
}
