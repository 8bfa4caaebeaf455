import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmFormats } from '../../../src/ui/i18n/warm-formats';

/** Intl's constructor `name`, watched: what it was made with, each time (the real one still makes it). */
function watch(name: 'NumberFormat' | 'DateTimeFormat'): Array<readonly unknown[]> {
  const calls: Array<readonly unknown[]> = [];
  const Real = Intl[name] as unknown as new (...args: unknown[]) => object;
  vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
    calls.push(args);
    return new Real(...args);
  } as never);
  return calls;
}

describe('warmFormats: a customer page’s first formatters made while it waits for the server', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a customer page, makes a currency formatter and a date formatter in a task of its own, not at once', () => {
    const tasks: Array<() => void> = [];
    const numbers = watch('NumberFormat');
    const dates = watch('DateTimeFormat');
    warmFormats('/user/account', (task) => tasks.push(task));
    expect(tasks).toHaveLength(1);
    expect(numbers).toEqual([]);
    tasks[0]?.();
    expect(numbers).toEqual([[expect.any(String), expect.objectContaining({ style: 'currency' })]]);
    expect(dates).toHaveLength(1);
  });

  it('on the withdrawal too', () => {
    const tasks: Array<() => void> = [];
    warmFormats('/user/withdraw', (task) => tasks.push(task));
    expect(tasks).toHaveLength(1);
  });

  it('on a visitor’s page, does nothing: its prerendered page shows before the app starts', () => {
    const tasks: Array<() => void> = [];
    for (const pathname of ['/', '/products', '/login', '/faq']) warmFormats(pathname, (task) => tasks.push(task));
    expect(tasks).toEqual([]);
  });

  it('by default, schedules the task with a timer', () => {
    vi.useFakeTimers();
    try {
      const numbers = watch('NumberFormat');
      warmFormats('/user/account');
      expect(numbers).toEqual([]);
      vi.runAllTimers();
      expect(numbers).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
