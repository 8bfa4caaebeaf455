// Issue 17, point 7: the production build against the specification's server — fakes/http in its
// spec-only mode, which answers 404 to every call docs/api-contract.md marks assumed (and OAuth's
// unsupported_grant_type to the refresh grant). What the specification has works; what needs an
// assumed call says it is not available here and keeps what was typed. On a phone, in French and
// Japanese, with axe on every page. (The withdrawal and the deletion are covered where they are built.)
export const serve = 'production';
export const api = { specOnly: true };

const PHONE = { width: 390, height: 844 };

const LANGS = [
  {
    locale: 'fr-FR',
    cc: 'fr',
    refuse: 'Cookies nécessaires uniquement',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    login: 'Se connecter',
    signup: {
      name: 'Nom',
      zip: 'Code postal',
      zipValue: '75011',
      terms: /J’accepte les/,
      submit: 'Créer mon compte',
      unavailable: /L’inscription n’est pas disponible ici pour le moment/,
    },
    contact: {
      name: 'Nom',
      subject: 'Objet',
      message: 'Message',
      submit: 'Envoyer le message',
      unavailable: /L’envoi de messages n’est pas disponible ici pour le moment/,
    },
    forgot: { open: /Mot de passe oublié/, title: 'Réinitialiser votre mot de passe', submit: 'Envoyer le lien de réinitialisation' },
    sentTitle: 'Consultez votre boîte de réception',
    reset: { password: 'Nouveau mot de passe', again: 'Nouveau mot de passe, à nouveau', submit: 'Enregistrer mon nouveau mot de passe' },
    unavailable: /Ce service n’est pas disponible ici pour le moment/,
    balance: 'Votre solde',
    history: 'Historique',
    city: 'Ville',
    newCity: 'Lille',
    save: 'Enregistrer les modifications',
    saved: 'Profil enregistré',
  },
  {
    locale: 'ja-JP',
    cc: 'jp',
    refuse: '必要なクッキーのみ',
    email: 'メールアドレス',
    password: 'パスワード',
    login: 'ログイン',
    signup: {
      name: 'お名前',
      zip: '郵便番号',
      zipValue: '100-0001',
      terms: /利用規約とプライバシーポリシー/,
      submit: 'アカウントを作成',
      unavailable: /現在、ここでは新規登録をご利用いただけません。/,
    },
    contact: {
      name: 'お名前',
      subject: '件名',
      message: 'お問い合わせ内容',
      submit: '送信する',
      unavailable: /現在、ここではメッセージを送信できません。/,
    },
    forgot: { open: /パスワードをお忘れですか/, title: 'パスワードの再設定', submit: '再設定用リンクを送信' },
    sentTitle: '受信トレイをご確認ください',
    reset: { password: '新しいパスワード', again: '新しいパスワード（確認用）', submit: '新しいパスワードを保存' },
    unavailable: /このサービスは現在ここではご利用いただけません。/,
    balance: '残高',
    history: '取引履歴',
    city: '市区町村',
    newCity: '横浜市',
    save: '変更を保存',
    saved: 'プロフィールを保存しました',
  },
];

/** The values of these fields, to check that a refusal cleared none of them. */
const valuesOf = (main, labels) => Promise.all(labels.map((label) => main.getByLabel(label, { exact: true }).inputValue()));

/** What the withdrawal and the deletion say without the assumed calls, per language. */
const MONEY = {
  'fr-FR': {
    amountLabel: 'Montant à retirer',
    tooSmall: '3',
    refusedBelow: /inférieur au minimum de retrait/,
    amount: '5,50',
    review: 'Vérifier le retrait',
    reviewTitle: 'Vérifiez votre retrait',
    confirm: 'Confirmer le retrait',
    done: 'Retrait demandé',
    deletion: {
      title: 'Supprimer mon compte',
      password: 'Votre mot de passe',
      confirm: /est définitive/,
      submit: 'Supprimer définitivement mon compte',
    },
    deletionUnavailable: /La suppression du compte n’est pas disponible ici/,
  },
  'ja-JP': {
    amountLabel: '出金額',
    announcedHint: /案内されている手数料/,
    announcedFee: '案内されている手数料',
    fee: '￥249',
    net: '￥751',
    amount: '1000',
    review: '内容を確認する',
    reviewTitle: '出金内容の確認',
    confirm: '出金を確定する',
    done: '出金を受け付けました',
    deletion: { title: 'アカウントを削除', password: 'パスワード', confirm: /取り消しできない/, submit: 'アカウントを完全に削除する' },
    deletionUnavailable: /現在、ここではアカウントを削除できません/,
  },
};

const withdrawalScenarios = LANGS.map((t) => ({
  name: `spec-only server in ${t.locale}: withdrawing works without the terms call (the server's minimum, the announced fee); the deletion says not available and keeps the password`,
  async run({ newPage, checkA11y, screenshot, expect, api }) {
    const m = MONEY[t.locale];
    const page = await newPage({ viewport: PHONE });
    page.allowConsoleErrors(/404 \(Not Found\)/, /status of 422/);
    const shot = (name) => screenshot(page, `phone-spec-only-${name}-${t.locale}`);
    const main = page.getByRole('main');
    const demo = api.backend.findUser('demo@example.com', t.cc);
    const who = { email: `spec-money-${t.cc}@example.com`, password: 'demo1234' };
    api.backend.addUser({
      ...demo,
      id: `spec-money-${t.cc}`,
      email: who.email,
      emailVerified: true,
      balance: { ...demo.balance, amount: t.cc === 'jp' ? 20000 : 2000 },
      transactions: [],
    });

    await page.goto(`/${t.cc}/login`);
    await page.getByRole('button', { name: t.refuse }).click();
    await main.getByLabel(t.email, { exact: true }).fill(who.email);
    await main.getByLabel(t.password, { exact: true }).fill(who.password);
    await main.getByRole('button', { name: t.login }).click();
    await expect.eventually(async () => new URL(page.url()).pathname === '/', 'signed in', 10000);

    await page.goto('/user/withdraw');
    const amount = main.getByLabel(m.amountLabel, { exact: true });
    await amount.waitFor({ timeout: 10000 });
    expect.ok(
      api.requests.some((r) => r.path === '/api/v2/withdrawals/terms'),
      'the terms were asked for (and the server has no such call)',
    );
    if (m.announcedHint) {
      expect.match(
        await amount.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id.split(' ')[0]}"]`).textContent()),
        m.announcedHint,
        'the fee is the announced one',
      );
    }
    if (m.tooSmall) {
      // No minimum of its own: the server refuses, and says it in words on the field; the amount stays.
      await amount.fill(m.tooSmall);
      await main.getByRole('button', { name: m.review }).click();
      await page.getByRole('region', { name: m.reviewTitle }).getByRole('button', { name: m.confirm }).click();
      await expect.eventually(
        async () => (await amount.getAttribute('aria-invalid')) === 'true',
        'the server refused the amount, said on the field',
        10000,
      );
      expect.equal(await amount.inputValue(), m.tooSmall, 'the amount typed stays');
      await checkA11y(page, `${t.locale} spec-only: below the server's minimum`);
      await shot('withdraw-below-minimum');
    }
    await amount.fill(m.amount);
    await main.getByRole('button', { name: m.review }).click();
    const review = page.getByRole('region', { name: m.reviewTitle });
    await review.waitFor({ timeout: 10000 });
    if (m.fee) {
      await review.getByText(m.announcedFee, { exact: true }).waitFor();
      await review.getByText(m.fee, { exact: true }).waitFor();
      await review.getByText(m.net, { exact: true }).waitFor();
    }
    await checkA11y(page, `${t.locale} spec-only: review`);
    await shot('withdraw-review');
    await review.getByRole('button', { name: m.confirm }).click();
    await page.getByText(m.done, { exact: true }).waitFor({ timeout: 10000 });
    const made = api.backend.findUser(who.email, t.cc).transactions.filter((tx) => tx.category === 'WITHDRAWAL');
    expect.equal(made.length, 1, "one withdrawal made against the specification's server");

    // The deletion needs an assumed call: said, with customer care, and the password kept.
    api.backend.addUser({ ...api.backend.findUser(who.email, t.cc), balance: { ...demo.balance, amount: 0 }, transactions: [] });
    await page.goto('/user/profile');
    const section = page.getByRole('region', { name: m.deletion.title });
    await section.getByLabel(m.deletion.password, { exact: true }).fill(who.password);
    await section.getByRole('checkbox', { name: m.deletion.confirm }).check();
    await section.getByRole('button', { name: m.deletion.submit }).click();
    await section.getByRole('alert').filter({ hasText: m.deletionUnavailable }).waitFor({ timeout: 10000 });
    expect.equal(await section.getByLabel(m.deletion.password, { exact: true }).inputValue(), who.password, 'the password is kept');
    expect.ok(api.backend.findUser(who.email, t.cc), 'the account is still there');
    await checkA11y(page, `${t.locale} spec-only: deletion not available`);
    await shot('deletion');
  },
}));

export const scenarios = [
  ...withdrawalScenarios,
  ...LANGS.map((t) => ({
    name: `spec-only server in ${t.locale}: login, account, profile and forgot password work; sign-up, contact and reset by link say not available and keep what was typed`,
    async run({ newPage, checkA11y, screenshot, expect, api }) {
      const page = await newPage({ viewport: PHONE });
      // The assumed calls answer 404 on purpose: Chromium logs each one.
      page.allowConsoleErrors(/404 \(Not Found\)/);
      const shot = (name) => screenshot(page, `phone-spec-only-${name}-${t.locale}`);
      const main = page.getByRole('main');
      const email = `new-${t.cc}@example.com`;

      // Sign-up: not available here, everything kept.
      await page.goto(`/${t.cc}/signup`);
      await page.getByRole('button', { name: t.refuse }).click();
      await main.getByLabel(t.email, { exact: true }).fill(email);
      await main.getByLabel(t.password, { exact: true }).fill('long-enough');
      await main.getByLabel(t.signup.name, { exact: true }).fill('Léa Kato');
      await main.getByLabel(t.signup.zip, { exact: true }).fill(t.signup.zipValue);
      await main.getByRole('checkbox', { name: t.signup.terms }).check();
      await main.getByRole('button', { name: t.signup.submit }).click();
      await main.getByRole('alert').filter({ hasText: t.signup.unavailable }).waitFor({ timeout: 10000 });
      expect.equal(
        await valuesOf(main, [t.email, t.password, t.signup.name, t.signup.zip]),
        [email, 'long-enough', 'Léa Kato', t.signup.zipValue],
        'sign-up keeps what was typed',
      );
      expect.ok(await main.getByRole('checkbox', { name: t.signup.terms }).isChecked(), 'the terms stay ticked');
      expect.ok(
        api.requests.some((r) => r.method === 'POST' && r.path === '/api/v2/users'),
        'the sign-up was sent (and refused by the server)',
      );
      await checkA11y(page, `${t.locale} sign-up not available`);
      await shot('signup');

      // Contact: not available here, the message kept.
      await page.goto('/contact-us');
      await main.getByLabel(t.contact.name, { exact: true }).fill('Léa Kato');
      await main.getByLabel(t.email, { exact: true }).fill(email);
      await main.getByLabel(t.contact.subject, { exact: true }).fill('Bin');
      await main.getByLabel(t.contact.message, { exact: true }).fill('The bin is full.');
      await main.getByRole('button', { name: t.contact.submit }).click();
      await main.getByRole('alert').filter({ hasText: t.contact.unavailable }).waitFor({ timeout: 10000 });
      expect.equal(
        await valuesOf(main, [t.contact.name, t.email, t.contact.subject, t.contact.message]),
        ['Léa Kato', email, 'Bin', 'The bin is full.'],
        'the contact form keeps what was typed',
      );
      expect.equal(api.backend.received().length, 0, 'nothing reached customer care');
      await checkA11y(page, `${t.locale} contact not available`);
      await shot('contact');

      // Forgot password: the specification's call, which works.
      await page.goto('/login');
      await main.getByRole('button', { name: t.forgot.open }).click();
      const dialog = page.getByRole('dialog', { name: t.forgot.title });
      await dialog.getByLabel(t.email).fill('demo@example.com');
      await dialog.getByRole('button', { name: t.forgot.submit }).click();
      await page.getByRole('dialog', { name: t.sentTitle }).waitFor({ timeout: 10000 });
      await checkA11y(page, `${t.locale} forgot password sent`);
      const link = api.backend.sent().findLast((m) => m.kind === 'reset_password' && m.country === t.cc);
      expect.ok(link?.payload, 'the recovery link was emailed');

      // Reset with the link's token: the assumed call is missing, so it is not available; both fields kept.
      await page.goto(`/reset-password?token=${encodeURIComponent(link.payload)}`);
      await main.getByLabel(t.reset.password, { exact: true }).fill('brand-new-pass');
      await main.getByLabel(t.reset.again, { exact: true }).fill('brand-new-pass');
      await main.getByRole('button', { name: t.reset.submit }).click();
      await page.getByRole('alert').filter({ hasText: t.unavailable }).waitFor({ timeout: 10000 });
      expect.equal(
        await valuesOf(main, [t.reset.password, t.reset.again]),
        ['brand-new-pass', 'brand-new-pass'],
        'the new password is kept',
      );
      await checkA11y(page, `${t.locale} reset password not available`);
      await shot('reset');

      // Login, the account (balance and history) and the profile: the specification's calls.
      await page.goto('/login');
      await main.getByLabel(t.email, { exact: true }).fill('demo@example.com');
      await main.getByLabel(t.password, { exact: true }).fill('demo1234');
      await main.getByRole('button', { name: t.login }).click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/', 'signed in', 10000);
      await main.locator('a[href="/user/account"]').first().click();
      await page.getByRole('region', { name: t.balance }).getByText(/\d/).first().waitFor({ timeout: 10000 });
      await page.getByRole('region', { name: t.history }).getByRole('button').first().waitFor({ timeout: 10000 });
      await checkA11y(page, `${t.locale} account`);
      await shot('account');

      await main.locator('a[href="/user/profile"]').first().click();
      const city = main.getByLabel(t.city, { exact: true });
      await city.waitFor({ timeout: 15000 });
      await city.fill(t.newCity);
      await main.getByRole('button', { name: t.save }).click();
      await page.getByRole('status').getByText(t.saved).waitFor({ timeout: 5000 });
      expect.equal(api.backend.findUser('demo@example.com', t.cc)?.city, t.newCity, 'the profile is saved on the server');
      await checkA11y(page, `${t.locale} profile saved`);

      const assumed = api.requests.filter((r) => r.path === '/api/v2/users' || r.path === '/api/v2/contact' || r.method === 'PUT');
      expect.ok(assumed.length >= 3, 'the assumed calls were tried');
    },
  })),
];
