import type { SessionLock } from '../../core/auth/ports/session-lock.port';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * One refresh at a time across the tabs of this browser, with the Web Locks API. Where it is
 * missing (old browsers, jsdom), tasks of this tab still queue one behind the other.
 */
export class WebLocksSessionLock implements SessionLock {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    /** null: this tab only (tests, or browsers without Web Locks). */
    private readonly locks: LockManagerLike | null = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks ?? null,
    private readonly name = 'circulo-session-refresh',
  ) {}

  runExclusive<T>(task: () => Promise<T>): Promise<T> {
    if (this.locks) return this.locks.request(this.name, task);
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
