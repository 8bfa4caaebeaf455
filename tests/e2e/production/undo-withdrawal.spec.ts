// Issue 47 point 3: a confirmed withdrawal is held 10 seconds, with a countdown and Undo, before it
// is sent. Undone by keyboard, nothing is sent and the form is as it was; the page reloaded during
// the hold, nothing is sent and the page says so; let go, it is sent once. The production build on a
// phone in French, against the fake server and the specification's; the page's clock is the test's
// (Playwright's), so the hold is passed, not waited for.
import { LoginPage } from '../pages/login';
import { WithdrawPage } from '../pages/withdraw';
import { addCustomer, withdrawalsOf } from '../support/money';
import { expect, PHONE, test } from '../support/production';
import { escapeRe, t } from '../support/texts.mjs';

const LOCALE = 'fr-FR';

for (const specOnly of [false, true]) {
  const server = specOnly ? 'spec-only' : 'full';

  test.describe(`the ${server} server`, () => {
    test.use({ viewport: PHONE, locale: LOCALE, apiOptions: { specOnly } });

    test(`a moment to undo (${server} server)`, async ({ page, api, allowConsoleErrors, checkA11y, shot }) => {
      // The specification's server answers the terms call 404: Chromium logs it.
      if (specOnly) allowConsoleErrors(/404 \(Not Found\)/);
      const who = addCustomer(api, 'fr', `undo-${server}`, 2000);
      await new LoginPage(page, LOCALE).signIn(who);
      const withdraw = new WithdrawPage(page, LOCALE);
      await withdraw.open();
      await withdraw.reviewAmount('12,50');
      await withdraw.confirm({ hold: 'keep' });
      // The page's time stands still while the test looks (axe takes seconds): the hold is still on.
      await page.clock.pauseAt(await page.evaluate(() => Date.now()));
      await expect(withdraw.review.getByRole('status')).toHaveText(t(LOCALE, 'wallet:withdraw.heldStatus', { seconds: 10 }));
      await expect(withdraw.undo, 'Undo takes the focus').toBeFocused();
      // No axe here: it needs the page's timers, which the clock now holds still. The held state's
      // roles, names and focus are the screen test's (withdraw-undo.test.tsx); axe checks the states after.
      await shot(page, `phone-withdraw-held-${LOCALE}-${server}`);

      // Undo by keyboard: nothing sent, the amount as it was, said.
      await page.keyboard.press('Enter');
      await expect(withdraw.amount).toHaveValue('12,50');
      await expect(page.getByRole('status').filter({ hasText: /Retrait de 12,50\s€ annulé/ })).toBeVisible();
      await page.clock.fastForward(20_000);
      expect(withdrawalsOf(api, 'fr', who), 'undone: nothing sent').toHaveLength(0);
      await page.clock.resume();
      await checkA11y(page, `undone, ${server} server`);

      // Confirmed again, then the page reloaded during the hold: nothing sent, and the page says so.
      await withdraw.reviewAmount('12,50');
      await withdraw.confirm({ hold: 'keep' });
      await page.reload();
      const notSent = new RegExp(escapeRe('Votre retrait de ') + '12,50\\s€' + escapeRe(' n’a pas été envoyé'));
      await expect(page.getByRole('status').filter({ hasText: notSent })).toBeVisible();
      expect(withdrawalsOf(api, 'fr', who), 'left during the hold: nothing sent').toHaveLength(0);
      await checkA11y(page, `not sent, ${server} server`);
      await shot(page, `phone-withdraw-not-sent-${LOCALE}-${server}`);

      // Let go: sent once.
      await withdraw.reviewAmount('12,50');
      await withdraw.confirm();
      await expect(withdraw.done).toBeVisible();
      expect(withdrawalsOf(api, 'fr', who), 'one withdrawal').toHaveLength(1);
    });
  });
}
