/**
 * Ends the current task and goes on in a new one, at once (a message to ourselves: no timer's
 * clamp): the browser can answer a tap or paint between the two. The start of the app is cut so into
 * tasks shorter than the 50 ms a phone counts as blocking (issue 43, point 5): the modules'
 * evaluation, the composition and the rest each in its own. (`scheduler.yield()` would do the same
 * ahead of other queued tasks; the account route's budget has no room for both ways.)
 */
export const yieldToBrowser = (): Promise<void> =>
  new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
