// Issue 47 point 1: the account opens with what changed since the customer last looked, each change a
// link to its transaction; nothing on a first look; and the installed app's icon counts the changes
// on another page and is cleared by the account. The production build on a phone in Japanese,
// against the fake server and the specification's (the history is the specification's own call).
// Headless Chromium runs no installed app: the page is told it is one (`display-mode: standalone`)
// and the Badging API's calls are recorded where the browser would badge the icon.
import { DEMO_CUSTOMER } from '../pages/login';
import { LoginPage } from '../pages/login';
import { accountRead } from '../pages/account';
import { addCustomer } from '../support/money';
import { expect, PHONE, test } from '../support/production';
import { t } from '../support/texts.mjs';
import { money } from '../../../src/core/shared/money';
import { formatMoney } from '../../../src/ui/i18n/format';

const LOCALE = 'ja-JP';

/** The installed app, as far as the page can tell; the counts it puts on its icon, in `window.badges`. */
const INSTALLED_APP = () => {
  const standalone = window.matchMedia.bind(window);
  window.matchMedia = (query: string) =>
    query === '(display-mode: standalone)' ? ({ ...standalone(query), matches: true, media: query } as MediaQueryList) : standalone(query);
  const badges: number[] = [];
  Object.assign(window, { badges });
  Object.assign(navigator, {
    setAppBadge: async (count: number) => void badges.push(count),
    clearAppBadge: async () => void badges.push(0),
  });
};

for (const specOnly of [false, true]) {
  const server = specOnly ? 'spec-only' : 'full';

  test.describe(`the ${server} server`, () => {
    test.use({ viewport: PHONE, locale: LOCALE, apiOptions: { specOnly } });

    test(`since your last visit (${server} server)`, async ({ page, api, allowConsoleErrors, checkA11y, shot }) => {
      // The specification's server answers the terms call (the profile's) 404: Chromium logs it.
      if (specOnly) allowConsoleErrors(/404 \(Not Found\)/);
      await page.addInitScript(INSTALLED_APP);
      // A customer with one return waiting to be credited.
      const who = addCustomer(api, 'jp', `news-${server}`, 500);
      const demo = api.backend.findUser(DEMO_CUSTOMER.email, 'jp')!;
      const waiting = demo.transactions.find((tx) => tx.category === 'SCAN' && tx.status === 'PENDING')!;
      const record = api.backend.findUser(who.email, 'jp')!;
      api.backend.addUser({ ...record, transactions: [{ ...waiting, id: `waiting-${server}` }] });

      await new LoginPage(page, LOCALE).signIn(who);
      await page.goto('/user/account');
      await accountRead(page, LOCALE);
      const news = page.getByRole('region', { name: t(LOCALE, 'wallet:news.title') });
      await expect(news, 'a first look has nothing to compare with').toHaveCount(0);
      // The look is marked on the device (in the account's copy) before the customer moves on.
      const marked = () => page.evaluate(() => JSON.parse(localStorage.getItem('account-snapshot') ?? '{}').seen !== undefined);
      await expect.poll(marked).toBe(true);

      // The return is credited while the customer is away; on another page the icon counts it.
      expect(await api.backend.creditReturn(api.backend.findUser(who.email, 'jp')!)).toBe(true);
      await page.goto('/user/profile');
      await expect.poll(() => page.evaluate(() => (window as unknown as { badges: number[] }).badges.at(-1))).toBe(1);

      // The account opens with it, and clears the icon.
      await page.goto('/user/account');
      const credited = t(LOCALE, 'wallet:news.credited', { amount: formatMoney(money(waiting.amount.amount, 'JPY'), LOCALE) });
      const link = news.getByRole('link', { name: credited });
      await expect(link).toBeVisible();
      await expect.poll(() => page.evaluate(() => (window as unknown as { badges: number[] }).badges.at(-1))).toBe(0);
      await checkA11y(page, `since your last visit, ${server} server`);
      await shot(page, `phone-account-news-${LOCALE}-${server}`);

      // Its link opens that transaction in the history, the focus on it.
      await link.focus();
      await page.keyboard.press('Enter');
      const opened = page.getByRole('region', { name: t(LOCALE, 'wallet:history.title') }).getByRole('button', { expanded: true });
      await expect(opened).toBeFocused();

      // Looked at: the next visit has nothing new to say.
      await page.reload();
      await accountRead(page, LOCALE);
      await expect(news).toHaveCount(0);
    });
  });
}
