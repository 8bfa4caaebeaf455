// The demo build boots: a title, a heading, and axe has nothing to say.
import { expect, PHONE, test } from '../support/demo';

test.use({ viewport: PHONE });

test('smoke: home page has a title and an h1, and passes axe', async ({ page, checkA11y, shot }) => {
  const response = await page.goto('/');
  expect(response?.ok(), `GET / answered ${response?.status()}`).toBe(true);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page).toHaveTitle(/\S/);
  await checkA11y(page, 'home');
  await shot(page, 'smoke-home');
});
