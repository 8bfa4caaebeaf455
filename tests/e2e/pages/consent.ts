// The cookie banner as a customer answers it, in whatever language the page is in: its first button,
// "only the necessary cookies" (so the banner no longer covers the page).
import type { Page } from '@playwright/test';

export async function necessaryCookiesOnly(page: Page): Promise<void> {
  await page
    .getByRole('region')
    .filter({ has: page.locator('#consent-title') })
    .getByRole('button')
    .first()
    .click();
}
