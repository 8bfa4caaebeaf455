import type { Scheduler } from '../../core/shared/scheduler.port';

/** The browser's timers. */
export const timeoutScheduler: Scheduler = {
  after(ms, run) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};
