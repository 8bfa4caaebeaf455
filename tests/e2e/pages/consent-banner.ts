// The cookie banner of a first visit, in any language: found by its title's id, answered with its
// first button ("Necessary only" in every language).
import { expect, type Page } from '@playwright/test';

export const consentBanner = (page: Page) => page.getByRole('region').filter({ has: page.locator('#consent-title') });

/** Answers the banner (it must be there) with "Necessary only", and waits for it to go. */
export async function refuseCookies(page: Page): Promise<void> {
  await consentBanner(page).getByRole('button').first().click();
  await expect(consentBanner(page), 'the cookie banner goes once answered').toHaveCount(0);
}

/** A first visit to `path`: the app's page with its heading drawn, the banner answered "Necessary only". */
export async function firstVisit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await refuseCookies(page);
}
