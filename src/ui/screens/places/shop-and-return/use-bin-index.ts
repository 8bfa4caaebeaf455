import { useEffect, useMemo, useState } from 'react';
import { TOKENS } from '../../../../composition/tokens';
import type { Bin } from '../../../../core/places/bin';
import { indexBins, keysOf, type BinIndex } from '../../../../core/places/bin-index';
import { useInjection } from '../../../di/container-context';

/** Up to this many bins, the index is made with the render (a few milliseconds); more, by the indexer (a worker). */
const MADE_IN_RENDER = 2_000;

/** An index and the bins it was made of. */
export interface IndexedBins {
  readonly bins: readonly Bin[];
  readonly index: BinIndex;
}

/** Runs `task` in a task of its own after the next frame is drawn; returns what cancels it. */
function afterNextFrame(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => (timer = setTimeout(task))) : undefined;
  if (frame === undefined) timer = setTimeout(task);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The market's index for the list (its order and search words, core's `indexBins`). A large market's is
 * made off the screen's thread (issue 21, point 6) and arrives a moment after the bins: until then the
 * previous answer's, with its bins (a quiet read again does not blank the list), or null at first.
 */
export function useBinIndex(bins: readonly Bin[], locale: string): IndexedBins | null {
  const indexMarket = useInjection(TOKENS.IndexMarketBins);
  const small = bins.length <= MADE_IN_RENDER;
  const inRender = useMemo(() => (small ? { bins, index: indexBins(keysOf(bins), locale) } : null), [small, bins, locale]);
  const [made, setMade] = useState<IndexedBins | null>(null);
  useEffect(() => {
    if (small) return;
    let live = true;
    // After the next frame: the keys are copied to the worker once the pins are drawn, not before them.
    const stop = afterNextFrame(() => {
      void indexMarket.execute({ bins, locale }).then((index) => {
        // Its code could not be loaded: made here, late rather than never.
        if (live) setMade({ bins, index: index ?? indexBins(keysOf(bins), locale) });
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, [indexMarket, small, bins, locale]);
  return inRender ?? made;
}
