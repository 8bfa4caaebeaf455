// The worker that makes a market's index (order and search words) off the screen's thread (issue 21, point 6).
import { indexBins } from '../../core/places/bin-index';
import type { IndexAsked, IndexMade } from './bin-index-messages';

self.onmessage = ({ data }: MessageEvent<IndexAsked>) => {
  const { order, texts } = indexBins(data.keys, data.locale);
  const made: IndexMade = { id: data.id, order, texts };
  self.postMessage(made, { transfer: [order.buffer] });
};
