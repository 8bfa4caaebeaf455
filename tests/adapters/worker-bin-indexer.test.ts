import { indexBins, type BinKeys } from '../../src/core/places/bin-index';
import { WorkerBinIndexer } from '../../src/adapters/worker/worker-bin-indexer';
import type { IndexAsked } from '../../src/adapters/worker/bin-index-messages';

const KEYS: BinKeys = {
  ids: ['b', 'a'],
  retailers: ['Bravo', 'Alpha'],
  details: ['2 rue Neuve', '1 rue Neuve'],
  cities: ['Paris', 'Lyon'],
  readings: [undefined, undefined],
};
const REVERSED: BinKeys = {
  ids: ['a', 'b'],
  retailers: ['Alpha', 'Bravo'],
  details: ['1 rue Neuve', '2 rue Neuve'],
  cities: ['Lyon', 'Paris'],
  readings: [undefined, undefined],
};

/** A worker as the page sees one: what it was asked, and a hand to answer or fail. */
class FakeWorker {
  readonly asked: IndexAsked[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessageerror: (() => void) | null = null;
  postMessage(message: IndexAsked) {
    this.asked.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers as bin-index.worker.ts does. */
  answer(n = 0) {
    const { id, keys, locale } = this.asked[n]!;
    this.onmessage?.({ data: { id, ...indexBins(keys, locale) } } as MessageEvent);
  }
}

describe('WorkerBinIndexer (issue 21, point 6)', () => {
  const started: FakeWorker[] = [];
  const start = () => {
    const worker = new FakeWorker();
    started.push(worker);
    return worker as unknown as Worker;
  };
  beforeEach(() => {
    started.length = 0;
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks one worker, kept, and gives each question its own answer', async () => {
    const indexer = new WorkerBinIndexer(start);
    const first = indexer.index(KEYS, 'fr-FR');
    const second = indexer.index(REVERSED, 'en-US');
    expect(started).toHaveLength(1);
    const [worker] = started;
    expect(worker!.asked.map((a) => a.locale)).toEqual(['fr-FR', 'en-US']);
    worker!.answer(1);
    worker!.answer(0);
    expect(Array.from((await first).order)).toEqual([1, 0]);
    expect(Array.from((await second).order)).toEqual([0, 1]);
  });

  it('answers in the thread what a failed worker was asked, and what comes after', async () => {
    const indexer = new WorkerBinIndexer(start);
    const asked = indexer.index(KEYS, 'fr-FR');
    started[0]!.onerror?.();
    expect(started[0]!.terminated).toBe(true);
    expect(Array.from((await asked).order)).toEqual([1, 0]);
    expect((await indexer.index(KEYS, 'fr-FR')).texts).toHaveLength(2);
    expect(started).toHaveLength(1);
  });

  it('works in the thread where there are no workers, or one cannot start', async () => {
    vi.stubGlobal('Worker', undefined);
    expect(Array.from((await new WorkerBinIndexer(start).index(KEYS, 'fr-FR')).order)).toEqual([1, 0]);
    vi.stubGlobal('Worker', FakeWorker);
    const refused = new WorkerBinIndexer(() => {
      throw new Error('blocked by the CSP');
    });
    expect(Array.from((await refused.index(KEYS, 'fr-FR')).order)).toEqual([1, 0]);
  });
});
