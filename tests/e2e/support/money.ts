// What the money tests (the withdrawal, the deletion) share:
// customers of a test's own on the production build's fake server, with the balance the test needs.
import type { Locator, Page } from '@playwright/test';
import type { FakeApi } from '../../../fakes/http/fake-api';
import type { CountryCode } from '../../../src/core/content/locale';
import { DEMO_CUSTOMER } from '../pages/login';
import { entries, escapeRe, t } from './texts.mjs';

export interface Customer {
  readonly email: string;
  readonly password: string;
}

/** A customer of this test alone, from the market's demo customer (its payout methods), with this balance and no history. */
export function addCustomer(api: FakeApi, country: CountryCode, id: string, balance: number): Customer {
  const demo = api.backend.findUser(DEMO_CUSTOMER.email, country);
  if (!demo) throw new Error(`no demo customer in ${country}`);
  const email = `${id}@example.com`;
  api.backend.addUser({
    ...demo,
    id,
    email,
    emailVerified: true,
    balance: { ...demo.balance, amount: balance },
    transactions: [],
  });
  return { email, password: DEMO_CUSTOMER.password };
}

/** The customer's withdrawals, as the server keeps them. */
export const withdrawalsOf = (api: FakeApi, country: CountryCode, who: Customer) =>
  (api.backend.findUser(who.email, country)?.transactions ?? []).filter((tx) => tx.category === 'WITHDRAWAL');

/**
 * A text of the app's as a pattern: its placeholders (`{{minimum}}`) match any words, and where it has
 * tags (a link, a hidden part) the accessible name may have a space; its spaces may be any white space.
 */
export function wordsRe(locale: string, key: string): RegExp {
  const raw = entries(locale).get(key);
  if (raw === undefined) throw new Error(`no text ${key} in ${locale}`);
  const tagged = (part: string) =>
    part
      .split(/<\/?[a-z][\w-]*>/gi)
      .map((words) => escapeRe(words).replace(/\s+/g, '\\s+'))
      .join('\\s*');
  return new RegExp(
    raw
      .split(/\{\{\s*\w+\s*\}\}/)
      .map(tagged)
      .join('.+?'),
  );
}

/** The words of a text's tagged part (`<closeaccount>write to customer care</closeaccount>`, tags within dropped): a link's name. */
export function taggedWords(locale: string, key: string, tag: string): string {
  const found = entries(locale)
    .get(key)
    ?.match(new RegExp(`<${tag}>(.*?)</${tag}>`));
  if (!found?.[1]) throw new Error(`no <${tag}> in ${key} in ${locale}`);
  return found[1].replace(/<\/?[a-z][\w-]*>/gi, '');
}

/** The profile's "Delete my account" section. */
export const deletionSection = (page: Page, locale: string): Locator =>
  page.getByRole('region', { name: t(locale, 'account:deletion.title') });

/** On the profile page: the password typed, the deletion confirmed and sent (no wait for the outcome). */
export async function requestDeletion(page: Page, locale: string, password: string): Promise<Locator> {
  await page.goto('/user/profile');
  const section = deletionSection(page, locale);
  await section.getByLabel(t(locale, 'account:deletion.password'), { exact: true }).fill(password);
  await section.getByRole('checkbox', { name: t(locale, 'account:deletion.confirm') }).check();
  await section.getByRole('button', { name: t(locale, 'account:deletion.submit') }).click();
  return section;
}

/** Holds the server's answer to the balance until the returned function is called: what the page shows meanwhile. */
export async function holdBalance(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v2/user/balance', async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}
