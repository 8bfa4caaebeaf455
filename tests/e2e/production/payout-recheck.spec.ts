// Issue 47 point 4: a new payout destination needs the password again. On the withdraw page, changing
// PayPal's address asks for the password first (the specification's token call); a wrong one says the
// tries left, the right one opens the fields; once saved, the account says "A new payout destination
// was added on …" with a way to say it was not the customer. The full server is told (an assumed
// call) and keeps the time; the specification's server is not, and the app claims nothing of it: the
// notice then comes from this device. The production build on a phone in French, axe on the password step.
import { LoginPage } from '../pages/login';
import { WithdrawPage } from '../pages/withdraw';
import { addCustomer } from '../support/money';
import { expect, PHONE, test } from '../support/production';
import { t } from '../support/texts.mjs';

const LOCALE = 'fr-FR';

for (const specOnly of [false, true]) {
  const server = specOnly ? 'spec-only' : 'full';

  test.describe(`the ${server} server`, () => {
    test.use({ viewport: PHONE, locale: LOCALE, apiOptions: { specOnly } });

    test(`a new payout destination needs the password (${server} server)`, async ({ page, api, allowConsoleErrors, checkA11y, shot }) => {
      // The wrong password's 401, and the specification's server's 404 to the assumed calls (the terms,
      // the notification): Chromium logs them.
      allowConsoleErrors(/401 \(Unauthorized\)/, ...(specOnly ? [/404 \(Not Found\)/] : []));
      const who = addCustomer(api, 'fr', `recheck-${server}`, 2000);
      await new LoginPage(page, LOCALE).signIn(who);
      const withdraw = new WithdrawPage(page, LOCALE);
      await withdraw.open();

      await withdraw.openMethodForm('paypal', { password: null });
      await expect(withdraw.passwordField).toBeFocused();
      await checkA11y(page, `the password step, ${server} server`);
      await withdraw.confirmPassword('pas-le-bon');
      const triesLeft = t(LOCALE, 'wallet:payout.recheck.triesLeft_other', { count: 4 });
      await expect(withdraw.methodForm.getByRole('status').filter({ hasText: triesLeft })).toHaveText(triesLeft);
      await expect(withdraw.passwordField).toHaveAttribute('aria-invalid', 'true');
      await shot(page, `phone-payout-recheck-${LOCALE}-${server}`);
      await withdraw.confirmPassword(who.password);

      const email = withdraw.methodField('paypal', 'email');
      await email.fill(`nouveau-${server}@example.com`);
      await withdraw.saveMethod();
      await expect(page.getByRole('status').filter({ hasText: t(LOCALE, 'wallet:payout.saved') })).toBeVisible();
      const notices = () => api.backend.sent().filter((m) => m.to === who.email && m.kind === 'destination_changed');
      if (specOnly) {
        // Not told, and nothing says it was: no email, no time kept.
        await expect.poll(() => api.requests.some((r) => r.path === '/api/v2/payment_methods/notifications')).toBe(true);
        expect(notices()).toHaveLength(0);
      } else {
        await expect.poll(notices).toEqual([expect.objectContaining({ payload: 'PAYPAL:destination_changed' })]);
      }
      await expect(page.getByRole('status').filter({ hasText: /e-mail/i }), 'no email claimed').toHaveCount(0);

      await page.goto('/user/account');
      const notice = page.getByText(/Un nouveau compte de versement a été ajouté le/);
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/contact-us?topic=payout-destination');
    });
  });
}
