// What every browser test holds the app to, whatever it does: nothing leaves for another origin (the
// machine has no network, and the app loads no third party), and no page logs an error. The browser
// resolves no host but this machine's (ONLY_THIS_MACHINE_ARG, scripts/lib/chromium.mjs), so a request
// to another origin fails at once; the fence records each one that tried, watching without pausing
// any (a route on every request would, and would turn the HTTP cache off). A request a test's own
// route answers (a faked tile server) never tried to leave. A context is fenced once
// (`fenceContext`); the fixture checks the record when the test ends.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { isAppOrigin } from '../../../scripts/lib/static-server.mjs';

/** What one test's pages did that the test did not ask for. */
export interface FenceRecord {
  /** Requests that tried to leave for other origins (and failed: no other host resolves). */
  readonly externalRequests: string[];
  /** console.error lines and uncaught exceptions, with where they came from. */
  readonly consoleErrors: string[];
  /** Console errors the test expects (a substring or a pattern): not held against it. */
  readonly allowedConsoleErrors: (string | RegExp)[];
  /** Origins besides the app's servers a test lets through (nginx, which this process did not start). */
  readonly allowedOrigins: Set<string>;
}

export const newFenceRecord = (): FenceRecord => ({
  externalRequests: [],
  consoleErrors: [],
  allowedConsoleErrors: [],
  allowedOrigins: new Set(),
});

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

function isAllowed(record: FenceRecord, url: string): boolean {
  if (/^(data|blob|about|chrome-extension|devtools):/.test(url)) return true;
  const origin = originOf(url);
  return origin !== null && (isAppOrigin(origin) || record.allowedOrigins.has(origin));
}

/**
 * A prerendered page (scripts/prerender.mjs) is there before the app: the app has taken over once its
 * root has lost `data-prerendered`. `goto` and `reload` wait for it, so a test acts on the app;
 * `gotoPrerendered` is the bare navigation, for the tests about the page before its script.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'), null, { timeout: 20_000 })
    // A page without the app (a file, an error page) or one already gone: the test's own checks say what is wrong.
    .catch(() => {});
}

export interface AppPage extends Page {
  /** `page.goto` without waiting for the app to take over the prerendered page. */
  gotoPrerendered: Page['goto'];
}

function watchPage(page: Page, record: FenceRecord): void {
  if ('gotoPrerendered' in page) return;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  Object.assign(page, {
    gotoPrerendered: goto,
    goto: async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    },
    reload: async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    },
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const at = message.location();
    // A request that tried to leave makes Chromium log its failure: it is in externalRequests already.
    if (/ERR_NAME_NOT_RESOLVED/.test(text) && at.url && !isAllowed(record, at.url)) return;
    const where = at.url ? ` (at ${at.url}${at.lineNumber ? `:${at.lineNumber + 1}` : ''})` : '';
    record.consoleErrors.push(`console.error: ${text}${where}`);
  });
  page.on('websocket', (ws) => {
    if (!isAllowed(record, ws.url().replace(/^ws/, 'http'))) record.externalRequests.push(ws.url());
  });
  page.on('pageerror', (error) => record.consoleErrors.push(`pageerror: ${error.stack ?? error.message}`));
}

/**
 * A new context as the tests use them (reduced motion; service workers blocked, as their requests
 * would bypass the fence), fenced into `record`. `options` add to or override those.
 */
export async function fencedContext(browser: Browser, record: FenceRecord, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ reducedMotion: 'reduce', serviceWorkers: 'block', ...options });
  fenceContext(context, record);
  return context;
}

/** Fences a context: requests that tried other origins recorded, its pages' errors recorded, goto waits for the app. */
export function fenceContext(context: BrowserContext, record: FenceRecord): void {
  context.on('requestfailed', (request) => {
    const url = request.url();
    if (!isAllowed(record, url) && /ERR_NAME_NOT_RESOLVED/.test(request.failure()?.errorText ?? '')) record.externalRequests.push(url);
  });
  for (const page of context.pages()) watchPage(page, record);
  context.on('page', (page) => watchPage(page, record));
}

/**
 * Waits until every open page's console messages and errors so far have reached the record: a
 * round trip to each page, whose answer comes after everything the page said before it (the
 * protocol keeps a page's messages in order), instead of a pause of a guessed length.
 */
export async function heardEverything(pages: readonly Page[]): Promise<void> {
  await Promise.all(pages.filter((page) => !page.isClosed()).map((page) => page.evaluate(() => undefined).catch(() => undefined)));
}

/** What the test is failed for at its end: requests that left, errors it did not expect. */
export function fenceProblems(record: FenceRecord): string[] {
  const unexpected = record.consoleErrors.filter(
    (line) => !record.allowedConsoleErrors.some((p) => (p instanceof RegExp ? p.test(line) : line.includes(p))),
  );
  return [
    ...[...new Set(record.externalRequests)].map((url) => `request to another origin: ${url}`),
    ...unexpected.map((line) => `page logged: ${line}`),
  ];
}
