// Issue 8, points 6 and 7: the profile form (edit, save, unsaved changes ask before leaving) and
// the password change (wrong current password on its field, success keeps the session), in all
// five languages on a phone, with zero axe violations at every step.
export const serve = 'demo';

const EN = {
  locale: 'en-US',
  cc: 'us',
  refuse: 'Necessary only',
  email: 'Email',
  password: 'Password',
  login: 'Log in',
  city: 'City',
  newCity: 'Baltimore',
  careLink: 'contact customer care',
  leaveTitle: 'Leave without saving?',
  stay: 'Stay on this page',
  save: 'Save changes',
  saved: 'Profile saved',
  current: 'Current password',
  next: 'New password',
  confirm: 'Confirm new password',
  change: 'Change password',
  wrong: 'Your current password is incorrect.',
  changed: 'Password changed',
};

const LANGS = [
  EN,
  { locale: 'en-GB', cc: 'uk', newCity: 'Westminster', careLink: 'contact customer services', city: 'Town or city' },
  { locale: 'en-CA', cc: 'ca', newCity: 'Gatineau' },
  {
    locale: 'fr-FR',
    cc: 'fr',
    refuse: 'Cookies nécessaires uniquement',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    login: 'Se connecter',
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
  {
    locale: 'ja-JP',
    cc: 'jp',
    refuse: '必要なクッキーのみ',
    email: 'メールアドレス',
    password: 'パスワード',
    login: 'ログイン',
    city: '市区町村',
    newCity: '港区',
    careLink: 'カスタマーサポートに問い合わせる',
    leaveTitle: '保存せずに移動しますか？',
    stay: 'このページにとどまる',
    save: '変更を保存',
    saved: 'プロフィールを保存しました',
    current: '現在のパスワード',
    next: '新しいパスワード',
    confirm: '新しいパスワード（確認）',
    change: 'パスワードを変更',
    wrong: '現在のパスワードが正しくありません。',
    changed: 'パスワードを変更しました',
  },
].map((lang) => ({ ...EN, ...lang }));

export const scenarios = LANGS.map((t) => ({
  name: `profile edit and password change in ${t.locale}: unsaved changes ask, wrong current password on its field, zero axe violations`,
  async run({ newPage, checkA11y, screenshot, expect }) {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    const shot = (name) => (t.locale === 'fr-FR' || t.locale === 'ja-JP' ? screenshot(page, `phone-${name}-${t.locale}`) : undefined);
    await page.goto(`/${t.cc}/login`);
    await page.getByRole('button', { name: t.refuse }).click();
    const main = page.getByRole('main');
    await main.getByLabel(t.email, { exact: true }).fill('demo@example.com');
    await main.getByLabel(t.password, { exact: true }).fill('demo1234');
    await main.getByRole('button', { name: t.login }).click();
    await expect.eventually(async () => new URL(page.url()).pathname === '/', 'signed in', 10000);

    // Into the profile by clicking through the app (home → account → profile), as a customer would,
    // so that Back is a same-document navigation inside the app.
    await main.locator('a[href="/user/account"]').first().click();
    await main.locator('a[href="/user/profile"]').first().click();
    const city = main.getByLabel(t.city, { exact: true });
    await city.waitFor({ timeout: 15000 });
    await checkA11y(page, `${t.locale} profile`);
    await shot('profile');

    // Unsaved changes: a link inside the app asks first; staying keeps what was typed.
    await city.fill(t.newCity);
    // The customer-care note's link (the deletion section below may name the same page alike).
    await main.getByRole('link', { name: t.careLink }).first().click();
    const dialog = page.getByRole('dialog', { name: t.leaveTitle });
    await dialog.waitFor({ timeout: 5000 });
    expect.equal(new URL(page.url()).pathname, '/user/profile', 'still on the profile while asked');
    await checkA11y(page, `${t.locale} profile leave dialog`);
    await shot('profile-leave');
    await dialog.getByRole('button', { name: t.stay }).click();
    expect.equal(await city.inputValue(), t.newCity, 'staying keeps what was typed');
    // The browser's Back button asks too, and staying keeps the page and its address.
    // The traversal is cancelled, so Playwright's goBack never sees it finish: it is not awaited to the end.
    await page.goBack({ timeout: 2000 }).catch(() => null);
    await dialog.waitFor({ timeout: 5000 });
    await dialog.getByRole('button', { name: t.stay }).click();
    expect.equal(new URL(page.url()).pathname, '/user/profile', 'Back, then stay: still on the profile');
    expect.equal(await city.inputValue(), t.newCity, 'Back, then stay: what was typed is kept');

    // Save: announced, and kept across a reload.
    await main.getByRole('button', { name: t.save }).click();
    await page.getByRole('status').getByText(t.saved).waitFor({ timeout: 5000 });
    await page.reload();
    await city.waitFor({ timeout: 15000 });
    expect.equal(await city.inputValue(), t.newCity, 'the saved city is there after a reload');

    // Password: a wrong current password is said on that field.
    await main.getByLabel(t.current, { exact: true }).fill('not-my-password');
    await main.getByLabel(t.next, { exact: true }).fill('brand-new-pass');
    await main.getByLabel(t.confirm, { exact: true }).fill('brand-new-pass');
    await main.getByRole('button', { name: t.change }).click();
    const current = main.getByLabel(t.current, { exact: true });
    await expect.eventually(async () => (await current.getAttribute('aria-invalid')) === 'true', 'current password marked invalid', 5000);
    await main.getByText(t.wrong).waitFor();
    await checkA11y(page, `${t.locale} profile wrong current password`);
    await shot('password-wrong');

    await current.fill('demo1234');
    await main.getByRole('button', { name: t.change }).click();
    await page.getByRole('status').getByText(t.changed).waitFor({ timeout: 5000 });
    expect.equal(await current.inputValue(), '', 'the fields are cleared');
    await checkA11y(page, `${t.locale} profile password changed`);
    // The session stays: a reload still shows the signed-in profile.
    await page.reload();
    await city.waitFor({ timeout: 15000 });
  },
}));
