import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Modal } from '../../../src/ui/components/Modal/Modal';

// Outside act(), as in the browser: React commits when its scheduler says, not when a test flushes.
const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let before: boolean | undefined;
beforeEach(() => {
  before = global.IS_REACT_ACT_ENVIRONMENT;
  global.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  global.IS_REACT_ACT_ENVIRONMENT = before;
});

it('a dialog never shows its title without its body: both arrive in the same commit', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  // Whatever the DOM holds the first time the title is there (a mutation observer runs right
  // after the commit that added it, before any later render React may have scheduled).
  const firstSeen = new Promise<string>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!host.querySelector('h2')) return;
      observer.disconnect();
      resolve(host.querySelector('dialog')?.textContent ?? '');
    });
    observer.observe(host, { childList: true, subtree: true });
  });
  root.render(
    <Modal title="Withdraw" onClose={() => undefined}>
      <p>Your balance moves to PayPal.</p>
    </Modal>,
  );
  expect(await firstSeen).toContain('Your balance moves to PayPal.');
  root.unmount();
  host.remove();
});
