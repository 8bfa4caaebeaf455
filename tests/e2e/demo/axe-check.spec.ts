// The axe check itself can fail: a violation planted in the page is found, also right after a check
// that passed, and the check at a test's end is skipped only while the page is as that check left it.
import { checkA11y, checkA11yIfChanged, stillPassing } from '../support/axe';
import type { Page } from '@playwright/test';
import { expect, PHONE, test } from '../support/demo';

test.use({ viewport: PHONE });

/** A violation axe must find: an image without a text alternative, added to the page as it stands. */
const plantImageWithoutAlt = (page: Page) =>
  page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    image.id = 'planted';
    document.querySelector('main')?.append(image);
  });

test('axe check: a planted violation is found; a passed check holds only until the page changes', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await checkA11y(page, 'home as drawn');
  expect(await stillPassing(page), 'nothing changed since the check passed: the end check would repeat it').toBe(true);

  await plantImageWithoutAlt(page);
  expect(await stillPassing(page), 'the page changed: the check no longer holds').toBe(false);
  // 10 s: one axe run on this page takes seconds on a busy machine; the poll needs one answer.
  await expect(checkA11yIfChanged(page, 'home with a planted image', { timeout: 10_000 }), 'the end check runs, and fails').rejects.toThrow(
    /image-alt/,
  );
  expect(await stillPassing(page), 'a check that found a violation is not remembered as passed').toBe(false);

  await page.evaluate(() => document.getElementById('planted')?.remove());
  await checkA11y(page, 'home without it');
});

test('axe check: a run its poll gave up on, still going, is never remembered as passed', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await plantImageWithoutAlt(page);
  // A poll that gives up at once: its first axe run is still reading the page (as a slow run on a
  // busy machine outlives a longer timeout). Loaded run 3 at 464a774 remembered such a run as passed.
  await expect(checkA11y(page, 'cut off', { timeout: 1 })).rejects.toThrow();
  expect(await stillPassing(page), 'nothing passed: nothing is remembered').toBe(false);
  await expect(checkA11yIfChanged(page, 'the end check', { timeout: 10_000 }), 'so the end check runs, and fails').rejects.toThrow(
    /image-alt/,
  );
  await page.evaluate(() => document.getElementById('planted')?.remove());
});
