/**
 * Runs `task` once the browser has nothing more urgent to do (the page's own requests and renders
 * first), and at the latest after `timeoutMs`. Returns what cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, Math.min(timeoutMs, 1000));
  return () => clearTimeout(timer);
}
