import { DEFAULT_DEMO_LATENCY_MS, DEMO_LATENCY_SESSION_KEY, demoLatencyMs, parseLatency } from '../../src/composition/demo-latency';

/** A tab's sessionStorage. */
function tab(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), values };
}

describe('the demo server latency', () => {
  it('is low by default, for the demo to feel fast', () => {
    expect(demoLatencyMs({ buildValue: undefined, search: '', session: tab() })).toBe(DEFAULT_DEMO_LATENCY_MS);
    expect(DEFAULT_DEMO_LATENCY_MS).toBeLessThanOrEqual(150);
  });

  it('is set at build time by VITE_DEMO_LATENCY_MS', () => {
    expect(demoLatencyMs({ buildValue: '40', search: '', session: tab() })).toBe(40);
    expect(demoLatencyMs({ buildValue: '0', search: '', session: tab() })).toBe(0);
  });

  it('is overridden for a tab by ?latency=, which the tab remembers on its next pages', () => {
    const session = tab();
    expect(demoLatencyMs({ buildValue: '40', search: '?latency=1500', session })).toBe(1500);
    expect(session.values.get(DEMO_LATENCY_SESSION_KEY)).toBe('1500');
    expect(demoLatencyMs({ buildValue: '40', search: '?from=%2Fuser', session })).toBe(1500);
    expect(demoLatencyMs({ buildValue: '40', search: '?latency=0', session })).toBe(0);
    expect(demoLatencyMs({ buildValue: '40', search: '', session })).toBe(0);
  });

  it.each(['', 'fast', '-5', '1.5', '1e3', '99999999', '0x10', ' '])('ignores an invalid value (%j) and falls back', (bad) => {
    expect(parseLatency(bad)).toBeNull();
    // At build time: the default.
    expect(demoLatencyMs({ buildValue: bad, search: '', session: tab() })).toBe(DEFAULT_DEMO_LATENCY_MS);
    // In the address: the build's value, and nothing is remembered.
    const session = tab();
    expect(demoLatencyMs({ buildValue: '40', search: `?latency=${encodeURIComponent(bad)}`, session })).toBe(40);
    expect(session.values.size).toBe(0);
    // Remembered (a hand-edited storage): the build's value.
    expect(demoLatencyMs({ buildValue: '40', search: '', session: tab({ [DEMO_LATENCY_SESSION_KEY]: bad }) })).toBe(40);
  });

  it('works when the tab has no storage (blocked): the override holds for the page', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(demoLatencyMs({ buildValue: undefined, search: '?latency=700', session: blocked })).toBe(700);
    expect(demoLatencyMs({ buildValue: undefined, search: '', session: blocked })).toBe(DEFAULT_DEMO_LATENCY_MS);
    expect(demoLatencyMs({ buildValue: undefined, search: '?latency=700', session: null })).toBe(700);
  });
});
