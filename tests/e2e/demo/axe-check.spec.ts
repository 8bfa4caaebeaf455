// The checks every browser test leans on can fail: axe finds a violation planted in the page, also
// right after a check that passed; the fence names a request that tried to leave for another origin
// and lets one the test's own route answered be.
import { checkA11y } from '../support/axe';
import { fenceProblems } from '../support/fence';
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

test('axe check: a violation planted after a check that passed is found, and gone once removed', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await checkA11y(page, 'home as drawn');

  await plantImageWithoutAlt(page);
  // 10 s: one axe run on this page takes seconds on a busy machine; the poll needs one answer.
  await expect(checkA11y(page, 'home with a planted image', { timeout: 10_000 }), 'the check fails').rejects.toThrow(/image-alt/);

  await page.evaluate(() => document.getElementById('planted')?.remove());
  await checkA11y(page, 'home without it');
});

test('fence: a request that tries another origin is named; one the test answers itself is not', async ({
  page,
  fence,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/elsewhere\.example|ERR_NAME_NOT_RESOLVED|Failed to fetch/);
  await page.route('https://answered.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' }));
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  const tried = await page.evaluate(async () => {
    const answered = await fetch('https://answered.example/a').then((r) => r.text());
    const left = await fetch('https://elsewhere.example/b').then(
      () => 'answered',
      () => 'failed',
    );
    return { answered, left };
  });
  expect(tried, 'the answered request got its answer; the other never reached a server').toEqual({ answered: 'ok', left: 'failed' });
  await expect
    .poll(() => fenceProblems(fence), 'the fence names the request that tried to leave, and only it')
    .toEqual(['request to another origin: https://elsewhere.example/b']);
  // The test ends with the fence clean: the request it sent out on purpose is taken out of the record.
  fence.externalRequests.length = 0;
});
