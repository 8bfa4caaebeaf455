/**
 * How long the demo's in-page server takes to answer. Low by default, for the demo to feel fast; set at
 * build time with VITE_DEMO_LATENCY_MS; and, to look at loading states, overridden in a tab by opening
 * any page with `?latency=<ms>` (kept for the tab in sessionStorage, until another `?latency=`).
 */
export const DEFAULT_DEMO_LATENCY_MS = 100;
/** Longer than this is a typo, not a setting: a demo that waits a minute per call is broken. */
export const MAX_DEMO_LATENCY_MS = 10_000;
export const DEMO_LATENCY_SESSION_KEY = 'circulo-demo-latency';

type SessionStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Whole milliseconds from 0 to MAX_DEMO_LATENCY_MS; anything else (empty, negative, "fast", 1e9) is no value. */
export function parseLatency(value: string | null | undefined): number | null {
  if (value == null || !/^\s*\d+\s*$/.test(value)) return null;
  const ms = Number(value);
  return ms <= MAX_DEMO_LATENCY_MS ? ms : null;
}

/**
 * The latency for this page: a valid `?latency=` (then remembered for the tab), else the one the tab
 * remembers, else the build's VITE_DEMO_LATENCY_MS, else the default. An invalid value is ignored.
 */
export function demoLatencyMs(options: {
  readonly buildValue: string | undefined;
  readonly search: string;
  readonly session: SessionStorage | null;
}): number {
  const { buildValue, search, session } = options;
  const asked = parseLatency(new URLSearchParams(search).get('latency'));
  if (asked !== null) {
    try {
      session?.setItem(DEMO_LATENCY_SESSION_KEY, String(asked));
    } catch {
      // Storage blocked: the override holds for this page only.
    }
    return asked;
  }
  let remembered: number | null = null;
  try {
    remembered = parseLatency(session?.getItem(DEMO_LATENCY_SESSION_KEY));
  } catch {
    // Storage blocked: nothing remembered.
  }
  return remembered ?? parseLatency(buildValue) ?? DEFAULT_DEMO_LATENCY_MS;
}
