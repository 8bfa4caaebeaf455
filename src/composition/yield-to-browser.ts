/**
 * Ends the current task and goes on in a new one, at once (no timer's delay): the browser can answer
 * a tap or paint between the two. The start of the app is cut so into tasks shorter than the 50 ms a
 * phone counts as blocking (issue 43, point 5): the modules' evaluation, the composition, the texts
 * and the hydration each in its own. `scheduler.yield()` where the browser has it (its continuation
 * runs before other queued tasks), else a message to ourselves.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
