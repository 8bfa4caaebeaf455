// The installed app's worker in the browser tests that allow it (issue 21): waiting for it to take the
// page and to keep what the tests then read offline. It keeps the whole app shell (about 1.5 MB)
// before it takes the page, which a shared, busy machine can make slow: the waits are generous.
import { expect, type Page } from '@playwright/test';

/** How long the worker may take to keep the app shell and take the page. */
const KEEPING_MS = 60_000;

/** The service worker has taken the page: it is active, so the app shell is kept (it is kept before it activates). */
export async function workerInControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'the service worker controls the page',
      timeout: KEEPING_MS,
    })
    .toBe(true);
}

/** The worker keeps the market's bins too (the app reads them again once the worker has taken the page). */
export async function binsKept(page: Page): Promise<void> {
  await workerInControl(page);
  await expect
    .poll(
      () =>
        page.evaluate(
          async () => (await caches.has('circulo-public-bins')) && (await (await caches.open('circulo-public-bins')).keys()).length,
        ),
      { message: 'the market’s bins are kept', timeout: KEEPING_MS },
    )
    .toBe(1);
}

/**
 * Loads `path` (or reloads the page) with the network switched off, as a customer at a bin opens the
 * installed app. Chromium 150 gives a document its service worker served while the network is
 * emulated off `navigator.onLine === true` (measured: true after the load, still true after
 * `setOffline(true)` again, false once set off and on); a customer's browser offline says false. The
 * emulation is set again before the app starts (it starts once the page is painted and loaded).
 */
export async function openOffline(page: Page, path?: string): Promise<void> {
  const context = page.context();
  await context.setOffline(true);
  if (path === undefined) await page.reload({ waitUntil: 'commit' });
  else await page.goto(path, { waitUntil: 'commit' });
  await context.setOffline(false);
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine), { message: 'the page knows it is offline' }).toBe(false);
}
