// The account page (/user/account) as a customer sees it, in any of the app's languages.
import { expect, type Page } from '@playwright/test';
import { entries, escapeRe, t } from '../support/texts.mjs';

/** The history's line of what was returned, in each of its forms, the figures left open. */
const impactLine = (locale: string) =>
  new RegExp(
    [...entries(locale)]
      .filter(([key]) => /^wallet:history\.impact(Latest)?_/.test(key))
      .map(([, text]) => escapeRe(text).replace(/\\\{\\\{\w+\\\}\\\}/g, '[\\d\\s.,\u00a0\u202f]+'))
      .join('|'),
  );

/**
 * Every read of the account answered: the balance, and the history's count of what was returned (its
 * last read). A test that revokes or expires the tokens waits for this first: a read still under way
 * would meet them and end (or renew) the session by itself.
 */
export async function accountRead(page: Page, locale = 'fr-FR'): Promise<void> {
  await freshBalanceShown(page, locale);
  await expect(page.getByText(impactLine(locale))).toBeVisible();
}

/**
 * The balance the server answered shown — not the device's copy painted while it is read (issue 46):
 * an amount in its card, and no status left there (the copy's "as of" line empty, no loading state).
 */
export async function freshBalanceShown(page: Page, locale = 'fr-FR'): Promise<void> {
  const balance = page.getByRole('region', { name: t(locale, 'wallet:account.balanceTitle') });
  await expect(balance.getByText(/\d/).first()).toBeVisible();
  await expect(balance.locator('[role="status"]:not(:empty)')).toHaveCount(0);
}
