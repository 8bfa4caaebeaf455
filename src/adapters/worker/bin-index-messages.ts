import type { BinIndex, BinKeys } from '../../core/places/bin-index';

/** What the page asks the index worker: one market's keys, numbered so that each answer finds its question. */
export interface IndexAsked {
  readonly id: number;
  readonly keys: BinKeys;
  readonly locale: string;
}

/** What the worker answers: the index (its order transferred, not copied). */
export interface IndexMade extends BinIndex {
  readonly id: number;
}
