import type { Scheduler } from '../../src/core/shared/scheduler.port';

/**
 * The tests' scheduler: what is scheduled runs at once (on the next turn), so that a withdrawal's hold
 * does not hold a test up — until `hold()`, after which it waits for `runAll()`: a test that looks at
 * the hold itself (the countdown, Undo, leaving the page).
 */
export class ManualScheduler implements Scheduler {
  private holding = false;
  private readonly waiting = new Set<() => void>();

  hold(): void {
    this.holding = true;
  }

  after(_ms: number, run: () => void): () => void {
    if (!this.holding) {
      const timer = setTimeout(run, 0);
      return () => clearTimeout(timer);
    }
    const entry = () => run();
    this.waiting.add(entry);
    return () => void this.waiting.delete(entry);
  }

  /** How many are waiting (cancelled ones are not). */
  get pending(): number {
    return this.waiting.size;
  }

  /** Runs everything waiting: the hold ends. */
  runAll(): void {
    const due = [...this.waiting];
    this.waiting.clear();
    due.forEach((run) => run());
  }
}
