import { indexBins, type BinIndex, type BinKeys } from '../../core/places/bin-index';
import type { BinIndexer } from '../../core/places/ports/bin-indexer.port';
import type { IndexAsked, IndexMade } from './bin-index-messages';

interface Waiting {
  readonly resolve: (index: BinIndex) => void;
  readonly keys: BinKeys;
  readonly locale: string;
}

/** Starts the index worker (Vite bundles it as its own script; the CSP's `worker-src 'self'` allows it). */
const startWorker = (): Worker => new Worker(new URL('./bin-index.worker.ts', import.meta.url), { type: 'module', name: 'bin-index' });

/**
 * A market's index made in a worker, so that the screen's thread stays free while 50,000 bins are
 * sorted and folded (issue 21, point 6). One worker, started on the first question and kept. Where
 * there is none (no `Worker`, or it cannot start or fails), the index is made in the thread, by the
 * same rule: the list comes a moment later, never not at all.
 */
export class WorkerBinIndexer implements BinIndexer {
  private worker: Worker | null = null;
  private failed = false;
  private asked = 0;
  private readonly waiting = new Map<number, Waiting>();

  constructor(private readonly start: () => Worker = startWorker) {}

  index(keys: BinKeys, locale: string): Promise<BinIndex> {
    const worker = this.running();
    if (!worker) return Promise.resolve(indexBins(keys, locale));
    return new Promise((resolve) => {
      const id = ++this.asked;
      this.waiting.set(id, { resolve, keys, locale });
      const asked: IndexAsked = { id, keys, locale };
      worker.postMessage(asked);
    });
  }

  private running(): Worker | null {
    if (this.worker || this.failed || typeof Worker === 'undefined') return this.worker;
    try {
      const worker = this.start();
      worker.onmessage = ({ data }: MessageEvent<IndexMade>) => {
        const waiting = this.waiting.get(data.id);
        this.waiting.delete(data.id);
        waiting?.resolve({ order: data.order, texts: data.texts });
      };
      worker.onerror = () => this.fail();
      worker.onmessageerror = () => this.fail();
      this.worker = worker;
    } catch {
      this.failed = true;
    }
    return this.worker;
  }

  /** The worker failed (its script did not load, or it broke): what it was asked is answered here, and so is what comes next. */
  private fail(): void {
    this.failed = true;
    this.worker?.terminate();
    this.worker = null;
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const { resolve, keys, locale } of waiting) resolve(indexBins(keys, locale));
  }
}
