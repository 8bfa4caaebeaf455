// The withdraw page in the demo build, on a phone, in France (issue 9; the United States' routing
// number and Japan's account number, 249 yen fee and net amount are proven where they are built:
// tests/core/wallet/bank-account.test.ts, tests/ui/screens/wallet/withdraw-methods.test.tsx and
// withdraw-flow.test.tsx — issue 45): a bank account set up with a bad then a good number, made
// the default; a withdrawal reviewed and confirmed with a double click;
// exactly one new pending withdrawal in the history and the balance down by the amount; zero axe
// violations at every step. And (issue 44 point 6) a notification shown while a payout form is open sits under its title.
import type { Locator } from '@playwright/test';
import { LoginPage } from '../pages/login';
import { minorUnits, WithdrawPage, type PayoutDetails } from '../pages/withdraw';
import { expect, PHONE, test } from '../support/demo';
import { t } from '../support/texts.mjs';

interface Market {
  readonly segment: string;
  readonly locale: string;
  /** The bank account's fields, the one with a bad number last. */
  readonly bank: PayoutDetails;
  /** The field refused: the bad number, the good one, and how the saved one is shown (masked). */
  readonly bad: { readonly field: string; readonly good: string; readonly shown: string };
  readonly amount: { readonly typed: string; readonly minor: number; readonly fee?: string; readonly net?: string };
}

const MARKETS: readonly Market[] = [
  {
    segment: 'fr',
    locale: 'fr-FR',
    bank: {
      accountName: 'Camille Martin',
      address: '12 rue Oberkampf',
      city: 'Paris',
      postCode: '75011',
      iban: 'FR76 3000 6000 0112 3456 7890 188',
    },
    bad: { field: 'iban', good: 'FR76 3000 6000 0112 3456 7890 189', shown: '•••• 0189' },
    amount: { typed: '5,50', minor: 550 },
  },
];

test.use({ viewport: PHONE });

for (const market of MARKETS) {
  test.describe(market.locale, () => {
    test.use({ locale: market.locale });

    test(`withdraw (${market.segment}, phone): bank account bad then good, made default, double-click confirm, one pending withdrawal, balance down by the amount`, async ({
      page,
      checkA11y,
      shot,
    }) => {
      const { segment } = market;
      const withdraw = new WithdrawPage(page, market.locale);
      await new LoginPage(page, market.locale).signIn();
      await page.goto('/user/account');
      const pending = page.getByRole('main').getByText(t(market.locale, 'wallet:history.titles.pendingWithdrawal'), { exact: true });
      await expect(pending.first(), `${segment}: the history lists the pending withdrawals`).toBeVisible();
      const pendingBefore = await pending.count();

      await withdraw.open();
      await expect(withdraw.amount).toBeVisible();
      await checkA11y(page, `${segment} withdraw page`);
      await shot(page, `phone-withdraw-${segment}`);
      const balanceBefore = minorUnits(await withdraw.balance.textContent());

      // A bank account: a bad number is refused on its field, what was typed stays; the right one is saved.
      await withdraw.setUpMethod('bank', market.bank);
      const bad = withdraw.methodField('bank', market.bad.field);
      await expect(bad, `${segment}: the bad number is refused`).toHaveAttribute('aria-invalid', 'true');
      await expect(bad, `${segment}: what was typed stays`).toHaveValue(market.bank[market.bad.field] ?? '');
      await checkA11y(page, `${segment} bank form with an error`);
      await shot(page, `phone-withdraw-bank-error-${segment}`);
      await bad.fill(market.bad.good);
      await withdraw.saveMethod();
      await expect(withdraw.methodForm).toHaveCount(0);

      // Made the default: pressed, and the masked number shown.
      await withdraw.pickMethod('bank');
      const bank = withdraw.method('bank');
      await expect(bank, `${segment}: the bank account is the default`).toHaveAttribute('aria-pressed', 'true');
      await expect(bank, `${segment}: the account number is masked`).toContainText(market.bad.shown);

      // The review, then a double click on confirm.
      const review = await withdraw.reviewAmount(market.amount.typed);
      if (market.amount.fee && market.amount.net) {
        await expect(review.getByText(market.amount.fee, { exact: true }), `${segment}: the fee`).toBeVisible();
        await expect(review.getByText(market.amount.net, { exact: true }), `${segment}: the net amount`).toBeVisible();
      }
      await expect(review, `${segment}: the review names the masked account`).toContainText(market.bad.shown);
      await checkA11y(page, `${segment} review`);
      await shot(page, `phone-withdraw-review-${segment}`);
      await withdraw.confirm({ double: true });
      await expect(withdraw.done).toBeVisible();
      await expect
        .poll(async () => minorUnits(await withdraw.newBalance.textContent()), {
          message: `${segment}: the balance is down by the amount, once`,
        })
        .toBe(balanceBefore - market.amount.minor);
      await checkA11y(page, `${segment} withdrawal requested`);
      await shot(page, `phone-withdraw-done-${segment}`);

      // The history: exactly one more pending withdrawal.
      await withdraw.openHistory();
      await expect(pending, `${segment}: one new pending withdrawal in the history`).toHaveCount(pendingBefore + 1);
    });
  });
}

type Box = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
/** Whether two boxes share any area (touching edges do not). */
const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// Issue 44, point 6: a phone's dialog fills the screen, so a notification at the top of the window lay
// over the dialog's title and its close button (the notification's own close button where the dialog's was).
test('withdraw (fr, phone): a notification shown while a payout form is open never covers its title or close button, and stays in view', async ({
  page,
  shot,
}) => {
  const withdraw = new WithdrawPage(page, 'fr-FR');
  await new LoginPage(page, 'fr-FR').signIn();
  await withdraw.open();
  // PayPal saved as it is: "Payout method saved" shows for 5 s, and the bank account's form, taller than the screen, opens meanwhile.
  await withdraw.setUpMethod('paypal', {});
  await expect(withdraw.methodForm).toHaveCount(0);
  await withdraw.openMethodForm('bank');
  const dialog = withdraw.methodForm;
  const toasts = dialog.getByRole('status');
  await expect(toasts.getByText(withdraw.text('wallet:payout.saved'))).toBeVisible();
  const boxOf = async (name: string, locator: Locator): Promise<Box> => {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`${name} is not drawn`);
    return box;
  };
  const toast = await boxOf('the notification', toasts);
  const title = await boxOf('the title', dialog.getByRole('heading', { level: 2 }).first());
  const close = await boxOf('the close button', dialog.getByRole('button', { name: withdraw.text('common:actions.close'), exact: true }));
  await shot(page, 'phone-withdraw-notification-in-form-fr');
  expect(overlap(toast, title), `the notification ${JSON.stringify(toast)} over the title ${JSON.stringify(title)}`).toBe(false);
  expect(overlap(toast, close), `the notification ${JSON.stringify(toast)} over the close button ${JSON.stringify(close)}`).toBe(false);
  // Scrolled to the form's end, the notification is still on the screen.
  await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(toasts.getByText(withdraw.text('wallet:payout.saved'))).toBeInViewport();
});
