// Issue 8, points 6 and 7: the profile form (edit, save, unsaved changes ask before leaving) and
// the password change (wrong current password on its field, success keeps the session), on a
// phone, with zero axe violations at every step.
import { LoginPage } from '../pages/login';
import { expect, PHONE, test } from '../support/demo';

test.use({ viewport: PHONE });

// In French only (issue 45): the form and its questions are one in every language; each language's
// words are the locale files' (checked in jsdom), the flows are proven through the real container by
// tests/ui/screens/profile.test.tsx. What a browser adds is the real page: its focus, axe, beforeunload.
const LANGS = [
  {
    locale: 'fr-FR',
    city: 'Ville',
    newCity: 'Lyon',
    careLink: 'contactez le service client',
    leaveTitle: 'Quitter sans enregistrer\u00a0?',
    stay: 'Rester sur cette page',
    save: 'Enregistrer les modifications',
    saved: 'Profil enregistré',
    current: 'Mot de passe actuel',
    next: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    change: 'Changer le mot de passe',
    wrong: 'Votre mot de passe actuel est incorrect.',
    changed: 'Mot de passe changé',
  },
] as const;

for (const t of LANGS) {
  test.describe(t.locale, () => {
    test.use({ locale: t.locale });

    test(`profile edit and password change in ${t.locale}: unsaved changes ask, wrong current password on its field, zero axe violations`, async ({
      page,
      checkA11y,
      shot: screenshot,
    }) => {
      // A long walk: four page loads and five axe runs (the last when the test ends), each several
      // seconds on a busy machine; it passed in 60 s on a quiet one only.
      test.slow();
      const shot = (name: string) =>
        t.locale === 'fr-FR' || t.locale === 'ja-JP' ? screenshot(page, `phone-${name}-${t.locale}`) : Promise.resolve();
      await new LoginPage(page, t.locale).signIn();
      const main = page.getByRole('main');

      // Into the profile by clicking through the app (the account, where the login led → the
      // profile), as a customer would, so that Back is a same-document navigation inside the app.
      await main.locator('a[href="/user/profile"]').first().click();
      const city = main.getByLabel(t.city, { exact: true });
      await expect(city).toBeVisible();
      await checkA11y(page, `${t.locale} profile`);
      await shot('profile');

      // Unsaved changes: a link inside the app asks first; staying keeps what was typed.
      await city.fill(t.newCity);
      // The customer-care note's link (the deletion section below may name the same page alike).
      await main.getByRole('link', { name: t.careLink }).first().click();
      const dialog = page.getByRole('dialog', { name: t.leaveTitle });
      await expect(dialog).toBeVisible();
      expect(new URL(page.url()).pathname, 'still on the profile while asked').toBe('/user/profile');
      await checkA11y(page, `${t.locale} profile leave dialog`);
      await shot('profile-leave');
      await dialog.getByRole('button', { name: t.stay }).click();
      await expect(city, 'staying keeps what was typed').toHaveValue(t.newCity);
      // The browser's Back button asks too, and staying keeps the page and its address.
      // The traversal is cancelled, so Playwright's goBack never sees it finish: it is given a short
      // while only, and the dialog is what is waited for.
      await page.goBack({ timeout: 2000 }).catch(() => null);
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.stay }).click();
      await expect(dialog).toBeHidden();
      expect(new URL(page.url()).pathname, 'Back, then stay: still on the profile').toBe('/user/profile');
      await expect(city, 'Back, then stay: what was typed is kept').toHaveValue(t.newCity);

      // Save: announced, and kept across a reload.
      await main.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('status').getByText(t.saved)).toBeVisible();
      await page.reload();
      await expect(city, 'the saved city is there after a reload').toHaveValue(t.newCity);

      // Password: a wrong current password is said on that field.
      const current = main.getByLabel(t.current, { exact: true });
      await current.fill('not-my-password');
      await main.getByLabel(t.next, { exact: true }).fill('brand-new-pass');
      await main.getByLabel(t.confirm, { exact: true }).fill('brand-new-pass');
      await main.getByRole('button', { name: t.change }).click();
      await expect(current, 'current password marked invalid').toHaveAttribute('aria-invalid', 'true');
      await expect(main.getByText(t.wrong)).toBeVisible();
      await checkA11y(page, `${t.locale} profile wrong current password`);
      await shot('password-wrong');

      await current.fill('demo1234');
      await main.getByRole('button', { name: t.change }).click();
      await expect(page.getByRole('status').getByText(t.changed)).toBeVisible();
      await expect(current, 'the fields are cleared').toHaveValue('');
      await checkA11y(page, `${t.locale} profile password changed`);
      // The session stays: a reload still shows the signed-in profile.
      await page.reload();
      await expect(city, 'still signed in after a reload').toBeVisible();
    });
  });
}
