// The fixtures every browser test has, whichever build it drives (demo.ts and production.ts add the
// server): fenced pages (fence.ts), more pages in contexts of their own (`openPage`), axe where a
// test asks (`checkA11y`), and screenshots to look at.
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { checkA11y, type A11yOptions } from './axe';
import { fenceContext, fencedContext, fenceProblems, heardEverything, newFenceRecord, type AppPage, type FenceRecord } from './fence';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
/** Screenshots taken to be looked at (the walkthroughs, the sweep), kept between runs. */
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-results', 'screenshots');

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export interface BaseFixtures {
  /** What the test's pages did that it did not ask for: checked when it ends. */
  fence: FenceRecord;
  page: AppPage;
  /** A page in a context of its own (its own cookies, viewport, language), fenced and closed with the test. */
  openPage: (options?: BrowserContextOptions) => Promise<AppPage>;
  /** Console errors this test provokes on purpose (a substring or a pattern). */
  allowConsoleErrors: (...patterns: (string | RegExp)[]) => void;
  /** Zero axe violations on the page as it stands. */
  checkA11y: (page: Page, label: string, options?: A11yOptions) => Promise<void>;
  /** A full-page screenshot at test-results/screenshots/<name>.png. */
  shot: (page: Page, name: string, options?: { fullPage?: boolean }) => Promise<void>;
  /** The contexts the test has opened (its own and openPage's): fenced, checked at the end. */
  contexts: BrowserContext[];
  /** Runs the end-of-test checks (auto). */
  endChecks: void;
}

/** What every test is held to when it has passed: the fence — no other origin, no unexpected error. */
export async function checkWhereTestEnded(pages: readonly Page[], fence: FenceRecord): Promise<void> {
  await heardEverything(pages);
  expect(fenceProblems(fence), 'no request left for another origin, no page logged an error').toEqual([]);
}

export const test = base.extend<BaseFixtures>({
  fence: async ({}, use) => use(newFenceRecord()),
  contexts: async ({}, use) => use([]),
  context: async ({ context, fence, contexts }, use) => {
    fenceContext(context, fence);
    contexts.push(context);
    await use(context);
  },
  page: async ({ page }, use) => use(page as AppPage),
  openPage: async ({ browser, fence, contexts, baseURL, locale, viewport }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await fencedContext(browser, fence, { ...(baseURL ? { baseURL } : {}), locale, viewport, ...options });
      opened.push(context);
      contexts.push(context);
      return (await context.newPage()) as AppPage;
    });
    await Promise.all(opened.map((c) => c.close().catch(() => {})));
  },
  allowConsoleErrors: async ({ fence }, use) => use((...patterns) => void fence.allowedConsoleErrors.push(...patterns)),
  checkA11y: async ({}, use) => use(checkA11y),
  shot: async ({}, use) => {
    // Only when asked (`E2E_SHOTS=1`): nobody looks at them in CI, and they took a tenth of its time.
    if (process.env.E2E_SHOTS !== '1') return use(async () => undefined);
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await use(async (page, name, { fullPage = true } = {}) => {
      const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
      await page.evaluate(() => document.fonts?.ready.then(() => undefined)).catch(() => {});
      await page.screenshot({ path: file, fullPage, animations: 'disabled' });
    });
  },
  endChecks: [
    // It depends on the contexts' owners so that it ends before they close them.
    async ({ fence, contexts, context: _context, openPage: _openPage }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return; // it failed already: that is the news
      await checkWhereTestEnded(
        contexts.flatMap((c) => c.pages()),
        fence,
      );
    },
    { auto: true },
  ],
});

export { expect };
