// Issue 21, point 4, on the demo build (its server in the page): installed the same way. After one
// visit, with the network switched off in the browser, the locator opens from what the service worker
// kept, on the bundled map, with the demo's bins, and says it is offline and since when its bins are.
import { LocatorPage } from '../pages/locator';
import { expect, PHONE, test } from '../support/demo';
import { openOffline, workerInControl } from '../support/service-worker';

// The worker keeps the whole app shell before it takes the page: slow on a busy machine.
test.slow();
test.use({ serviceWorkers: 'allow', viewport: PHONE, locale: 'en-CA' });

test('after one visit, the demo’s locator opens offline and says so', async ({ page, checkA11y }) => {
  const locator = new LocatorPage(page, 'en-CA');
  await locator.open();
  const names = await locator.places();
  await expect(page.getByText(/^Offline — bins as of/)).toHaveCount(0);
  await workerInControl(page);

  await openOffline(page);
  expect(await page.content(), 'not the browser’s offline page').not.toContain('ERR_INTERNET_DISCONNECTED');
  await expect(
    page.getByRole('status').filter({ hasText: /^Offline — bins as of \d{1,2}:\d{2}\s?(a\.m\.|p\.m\.|AM|PM)?\.$/ }),
  ).toBeVisible();
  await locator.expectDrawn();
  await expect.poll(() => locator.places(), { message: 'the same bins as online' }).toEqual(names);
  await checkA11y(page, 'the demo’s locator offline');
});
