// Issue 47 point 2: where a payout is. A customer's withdrawal, asked for ten days ago and still
// pending, shows its steps, that it is taking longer than usual, and a link to the contact form
// prefilled with its reference; once the provider pays it, the item says so. The production build on
// a phone in French, against the fake server (with the sending and paying times) and the
// specification's (without them: no "sent" step, no time for the payment).
import { money } from '../../../src/core/shared/money';
import type { TransactionRecord } from '../../../fakes/backend/records';
import { LoginPage } from '../pages/login';
import { addCustomer } from '../support/money';
import { expect, PHONE, test } from '../support/production';
import { escapeRe, t } from '../support/texts.mjs';

const LOCALE = 'fr-FR';
const DAY_MS = 24 * 60 * 60 * 1000;
const text = (key: string, values: Record<string, string | number> = {}) => t(LOCALE, `wallet:history.${key}`, values);
const step = (kind: string, state: string) => text(`timeline.${state}`, { step: text(`timeline.steps.${kind}`) });

for (const specOnly of [false, true]) {
  const server = specOnly ? 'spec-only' : 'full';

  test.describe(`the ${server} server`, () => {
    test.use({ viewport: PHONE, locale: LOCALE, apiOptions: { specOnly } });

    test(`where a payout is (${server} server)`, async ({ page, api, allowConsoleErrors, checkA11y, shot }) => {
      // The specification's server answers 404 to the assumed calls the pages make (the terms): Chromium logs it.
      if (specOnly) allowConsoleErrors(/404 \(Not Found\)/);
      const who = addCustomer(api, 'fr', `timeline-${server}`, 2000);
      const customer = () => {
        const found = api.backend.findUser(who.email, 'fr');
        if (!found) throw new Error('no customer');
        return found;
      };
      const late: TransactionRecord = {
        id: `late-${server}`,
        category: 'WITHDRAWAL',
        status: 'PENDING',
        createdAt: new Date(Date.now() - 10 * DAY_MS).toISOString(),
        amount: money(-1250, 'EUR'),
        comment: null,
        items: [],
        numberOfScans: 0,
        accountName: 'PayPal',
        accountNumber: who.email,
        fee: money(0, 'EUR'),
        method: 'PAYPAL',
        sentAt: null,
        settledAt: null,
      };
      api.backend.addUser({ ...customer(), transactions: [late] });
      await new LoginPage(page, LOCALE).signIn(who);

      const history = page.getByRole('region', { name: text('title') });
      const open = async (title: string) => {
        await history.getByRole('button', { name: new RegExp(`^${escapeRe(title)}`) }).click();
        const body = page.getByRole('region', { name: new RegExp(`^${escapeRe(title)}`) });
        const steps = body.getByRole('list', { name: text('timeline.label') }).getByRole('listitem');
        await expect(steps.first()).toBeVisible();
        return { body, steps };
      };

      const pending = await open(text('titles.pendingWithdrawal'));
      await expect(pending.steps).toHaveText(
        specOnly
          ? [new RegExp(`^${escapeRe(text('timeline.steps.requested'))}`), step('paid', 'current')]
          : [new RegExp(`^${escapeRe(text('timeline.steps.requested'))}`), step('sent', 'current'), step('paid', 'toCome')],
      );
      // PayPal's day; without the method, the market's slowest (a bank transfer's two days).
      await expect(pending.body).toContainText(
        specOnly ? text('timeline.estimate_other', { count: 2 }) : text('timeline.estimate_one', { count: 1 }),
      );
      await expect(pending.body).toContainText(text('timeline.overdue'));
      await checkA11y(page, `a late withdrawal opened, ${server} server`);
      await shot(page, `phone-payout-late-${LOCALE}-${server}`);

      // Asking about it: the contact form opens with its reference.
      await pending.body.getByRole('link', { name: text('timeline.contact') }).click();
      await expect(page.getByLabel(t(LOCALE, 'support:contact.subject'), { exact: true })).toHaveValue(/^Mon retrait du /);
      await expect(page.getByLabel(t(LOCALE, 'support:contact.message'), { exact: true })).toHaveValue(
        new RegExp(escapeRe(`Référence\u00a0: ${late.id}`)),
      );

      // The provider pays it: the item says so (with its time where the server gives one).
      expect(await api.backend.settleWithdrawal(customer(), 'completed')).toBe(true);
      await page.goto('/user/account');
      const paid = await open(text('titles.withdrawal'));
      await expect(paid.steps.last()).toHaveText(
        specOnly
          ? step('paid', 'done')
          : new RegExp(`^${escapeRe(text('timeline.doneAt', { step: text('timeline.steps.paid'), time: '' }))}\\S`),
      );
      await expect(paid.steps).toHaveCount(specOnly ? 2 : 3);
      await expect(paid.body).not.toContainText(text('timeline.overdue'));
    });
  });
}
