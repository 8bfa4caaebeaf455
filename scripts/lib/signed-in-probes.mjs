/* global document, requestAnimationFrame -- these functions run inside the page */
// What scripts/bench-signed-in.mjs reads inside the pages it loads: each function is sent to the page
// as its source text (Playwright's evaluate and waitForFunction), so it refers to nothing outside itself.

/** The device's copy of the account: its localStorage key (src/adapters/browser/local-storage-account-snapshot-store.ts). */
export const COPY_KEY = 'account-snapshot';

/**
 * In the page, polled each frame until its content is painted: each part of it, marked for the Element
 * Timing API (`elementtiming="bench-<part>"`) in the frame that finds it — the frame that paints it —
 * and stamped a frame later (its time if the browser gives no entry for it). The parts: `balance`, the
 * account's balance figure, the device's copy's or the server's (both are `Balance`), not the
 * placeholder's spinner (hidden from screen readers too, but in a status); `rows`, the account's tenth
 * transaction; `content`, the withdrawal's amount field. The stamps once all are painted.
 */
export function paintedTimes(where) {
  const stamps = (globalThis.__benchPainted ??= {});
  const mark = (part, element) => {
    if (!element || part in stamps) return;
    for (const node of [element, ...element.querySelectorAll('*')]) node.setAttribute('elementtiming', `bench-${part}`);
    stamps[part] = null;
    requestAnimationFrame(() => setTimeout(() => (stamps[part] = performance.now()), 0));
  };
  const figures = document.querySelectorAll('[aria-labelledby="balance-title"] [aria-hidden="true"]');
  const figure = [...figures].find((element) => !element.closest('[role="status"]'));
  mark('balance', figure?.closest('p') ?? figure);
  const parts = where === '/user/account' ? ['balance', 'rows'] : ['content'];
  if (where === '/user/account') mark('rows', document.querySelectorAll('[aria-labelledby="history-title"] h3 > button')[9]);
  else mark('content', document.querySelector('main input[name="amount"]'));
  return parts.every((part) => typeof stamps[part] === 'number') && stamps;
}

/**
 * In the page, once `paintedTimes` is done: the first paint of each part marked, from the Element
 * Timing API's buffered entries (its render time, the clock LCP's entries use), by part.
 */
export function elementPaints() {
  return new Promise((resolve) => {
    const paints = {};
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const part = entry.identifier.replace(/^bench-/, '');
        const at = entry.renderTime || entry.loadTime;
        if (entry.identifier.startsWith('bench-') && at > 0) paints[part] = Math.min(paints[part] ?? Infinity, at);
      }
    });
    observer.observe({ type: 'element', buffered: true });
    // The buffered entries come in one callback, soon: a while for it under the throttled CPU.
    setTimeout(() => {
      observer.disconnect();
      resolve(paints);
    }, 500);
  });
}

/** In the page, once its load has settled: its largest contentful paint's time (ms from navigation start), or null. */
export function largestPaint() {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    setTimeout(() => resolve(null), 2000);
  });
}

/** In the page: the copy's parts, after removing it when asked. */
export function copyHeld({ key, change }) {
  if (change === 'remove') localStorage.removeItem(key);
  const copy = JSON.parse(localStorage.getItem(key) ?? 'null');
  return copy === null ? 'none' : copy.history ? 'balance + history' : 'balance';
}

/** Before any of the page's own scripts (an init script): its long tasks kept as they run, for `blockingAfterFirstPaint`. */
export function recordLongTasks() {
  const tasks = (globalThis.__benchLongTasks = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * In the page, once its load has settled: its blocking time as the page ran it — Lighthouse's Total
 * Blocking Time rule (each long task's part past 50 ms, clipped to start at the first contentful
 * paint) over the tasks the browser ran, from that paint until now, rather than Lighthouse's
 * simulation of them. Null before any contentful paint.
 */
export function blockingAfterFirstPaint() {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  if (fcp === undefined) return null;
  return (globalThis.__benchLongTasks ?? []).reduce((sum, { start, end }) => {
    const blocking = end - Math.max(start, fcp) - 50;
    return blocking > 0 ? sum + blocking : sum;
  }, 0);
}
