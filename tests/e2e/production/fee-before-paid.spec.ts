// Issue 47 point 6: in Japan the withdraw form says, before an amount is typed, that requests from
// ¥8,800 pay no fee; for an amount under it, the fee and how much more would avoid it, read out as it
// changes; and the withdrawal can still be made, fee and all. Against the fake server and against the
// specification's (no terms call: the announced fee), on a phone in Japanese, axe on the form.
import { money } from '../../../src/core/shared/money';
import { formatMoney } from '../../../src/ui/i18n/format';
import { LoginPage } from '../pages/login';
import { WithdrawPage } from '../pages/withdraw';
import { addCustomer, withdrawalsOf } from '../support/money';
import { expect, PHONE, test } from '../support/production';
import { escapeRe, t } from '../support/texts.mjs';

const yen = (amount: number) => formatMoney(money(amount, 'JPY'), 'ja-JP');

for (const specOnly of [false, true]) {
  const server = specOnly ? 'spec-only' : 'full';

  test.describe(`the ${server} server`, () => {
    test.use({ viewport: PHONE, locale: 'ja-JP', apiOptions: { specOnly } });

    test(`the fee before it is paid (ja-JP, phone, ${server} server)`, async ({ page, api, allowConsoleErrors, checkA11y, shot }) => {
      // The specification's server answers 404 to the terms call: Chromium logs it.
      if (specOnly) allowConsoleErrors(/404 \(Not Found\)/);
      const who = addCustomer(api, 'jp', `fee-nudge-${server}`, 20_000);
      await new LoginPage(page, 'ja-JP').signIn(who);
      const withdraw = new WithdrawPage(page, 'ja-JP');
      await withdraw.open();
      await expect(withdraw.amount, 'said before any amount is typed').toHaveAccessibleDescription(
        new RegExp(escapeRe(`${yen(8800)}以上の出金は`)),
      );
      const line = page.getByRole('main').locator('form').getByRole('status');
      await expect(line, 'the live line is there, empty, before anything is typed').toBeEmpty();
      await withdraw.amount.fill('1000');
      await expect(line).toHaveText(t('ja-JP', 'wallet:withdraw.feeNudge', { fee: yen(249), more: yen(7800), threshold: yen(8800) }));
      await checkA11y(page, `fee nudge, ${server} server`);
      await shot(page, `phone-withdraw-fee-nudge-ja-JP-${server}`);
      await withdraw.amount.fill('8800');
      await expect(line, 'from the threshold on, no fee to say').toBeEmpty();
      // Under it still, the customer can withdraw: the fee is taken, as the review says.
      const review = await withdraw.reviewAmount('1000');
      await expect(review.getByText(yen(751), { exact: true })).toBeVisible();
      await withdraw.confirm();
      await expect(withdraw.done).toBeVisible();
      expect(withdrawalsOf(api, 'jp', who), 'one withdrawal made').toHaveLength(1);
    });
  });
}
