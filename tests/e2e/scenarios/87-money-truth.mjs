// Issue 17, points 3, 4 and 6, on the production build against fakes/http, on a phone, in French
// and Japanese: the review locks the payout methods (what is reviewed is what is sent); a 5xx and an
// offline phone are each said in their own words; an account deletion whose answer was lost says the
// account may have been deleted, and the session's end then confirms it; signing out offline ends on
// the app's own page; a balance below the minimum is told how to close the account, the contact form
// pre-filled. Checked on the page (roles, words, axe) and on the server.
export const serve = 'production';

const PHONE = { width: 390, height: 844 };
const LOGGED_500 = /Failed to load resource: the server responded with a status of 500/;
const LOGGED_SESSION = /Failed to load resource: the server responded with a status of 40[01]/;
const LOGGED_LOSS = /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED|EMPTY_RESPONSE|CONNECTION_RESET)/;

const LANGS = [
  {
    locale: 'fr-FR',
    cc: 'fr',
    refuse: 'Cookies nécessaires uniquement',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    login: 'Se connecter',
    amountLabel: 'Montant à retirer',
    amount: '10',
    review: 'Vérifier le retrait',
    reviewTitle: 'Vérifiez votre retrait',
    confirm: 'Confirmer le retrait',
    tryAgain: 'Réessayer',
    change: 'Modifier le montant',
    locked: 'revenez d’abord au montant',
    bank: /^Compte bancaire\s/,
    serverError: 'Notre serveur a rencontré un problème en traitant votre demande',
    offline: 'Vous êtes hors ligne : votre demande n’est pas partie',
    done: 'Retrait demandé',
    userMenu: /^Menu du compte/,
    signOut: 'Se déconnecter',
    menu: 'Menu',
    deletion: {
      title: 'Supprimer mon compte',
      password: 'Votre mot de passe',
      confirm: /est définitive/,
      submit: 'Supprimer définitivement mon compte',
      unknown: 'votre compte a peut-être été supprimé',
      again: 'Réessayer la suppression',
      deleted: 'Votre compte a bien été supprimé',
    },
    belowMinimum: 'inférieur au minimum de retrait',
    closeLink: 'écrivez au service client',
    subject: 'Objet',
    closeSubject: 'Fermeture de mon compte',
    minimumBalance: 300,
  },
  {
    locale: 'ja-JP',
    cc: 'jp',
    refuse: '必要なクッキーのみ',
    email: 'メールアドレス',
    password: 'パスワード',
    login: 'ログイン',
    amountLabel: '出金額',
    amount: '1000',
    review: '内容を確認する',
    reviewTitle: '出金内容の確認',
    confirm: '出金を確定する',
    tryAgain: 'もう一度送る',
    change: '金額を修正する',
    locked: '先に金額の入力に戻ってください',
    bank: /^銀行口座\s/,
    serverError: '依頼の処理中にサーバーで問題が発生したため',
    offline: 'オフラインのため、依頼は送信されておらず',
    done: '出金を受け付けました',
    userMenu: /アカウントメニュー/,
    signOut: 'ログアウト',
    menu: 'メニュー',
    deletion: {
      title: 'アカウントを削除',
      password: 'パスワード',
      confirm: /取り消しできない/,
      submit: 'アカウントを完全に削除する',
      unknown: 'アカウントは削除された可能性がありますが',
      again: 'もう一度削除する',
      deleted: 'アカウントは削除されました',
    },
    belowMinimum: '最低出金額',
    closeLink: 'カスタマーサービスにご連絡ください',
    subject: '件名',
    closeSubject: 'アカウントの解約について',
    minimumBalance: 900,
  },
];

const DEMO = { email: 'demo@example.com', password: 'demo1234' };

/** A customer of this file alone, from the market's demo customer, with this balance and no history. */
function customer(api, cc, tag, balance, payout) {
  const demo = api.backend.findUser(DEMO.email, cc);
  const email = `truth-${tag}-${cc}@example.com`;
  api.backend.addUser({
    ...demo,
    id: `truth-${tag}-${cc}`,
    email,
    emailVerified: true,
    balance: { ...demo.balance, amount: balance },
    transactions: [],
    ...(payout ? { payout } : {}),
  });
  return { email, password: DEMO.password };
}

async function signIn(page, t, who, expect, { banner = true } = {}) {
  await page.goto(`/${t.cc}/login`);
  // A fresh page is asked about cookies first; a second sign-in on it is not.
  if (banner) await page.getByRole('button', { name: t.refuse }).click();
  const main = page.getByRole('main');
  await main.getByLabel(t.email, { exact: true }).fill(who.email);
  await main.getByLabel(t.password, { exact: true }).fill(who.password);
  await main.getByRole('button', { name: t.login }).click();
  await expect.eventually(async () => new URL(page.url()).pathname === '/', `${t.locale}: signed in`, 10000);
}

const alertWith = (page, text) => page.getByRole('alert').filter({ hasText: text });
const withdrawals = (api, cc, who) => api.backend.findUser(who.email, cc).transactions.filter((tx) => tx.category === 'WITHDRAWAL');

async function openReview(page, t) {
  await page.goto('/user/withdraw');
  const amount = page.getByLabel(t.amountLabel, { exact: true });
  await amount.waitFor({ timeout: 10000 });
  await amount.fill(t.amount);
  await page.getByRole('button', { name: t.review }).click();
  const review = page.getByRole('region', { name: t.reviewTitle });
  await review.waitFor({ timeout: 10000 });
  return review;
}

export const scenarios = [
  {
    name: 'money truth (fr-FR, phone): the balance card keeps its height from loading to loaded (no jump)',
    async run({ newPage, expect, api }) {
      const t = LANGS[0];
      const page = await newPage({ viewport: PHONE, locale: t.locale });
      const who = customer(api, t.cc, 'height', 1234);
      await signIn(page, t, who, expect);
      let release;
      const held = new Promise((resolve) => (release = resolve));
      await page.route('**/api/v2/user/balance', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/user/account');
      const card = page.getByRole('region', { name: 'Votre solde' });
      await card
        .getByRole('status')
        .filter({ hasText: /Chargement/ })
        .waitFor({ timeout: 10000 });
      const loading = (await card.boundingBox()).height;
      release();
      await card.getByText(/12,34/).first().waitFor({ timeout: 10000 });
      const loaded = (await card.boundingBox()).height;
      expect.ok(Math.abs(loaded - loading) <= 8, `the card is ${loading} px while loading and ${loaded} px loaded`);
    },
  },
  ...LANGS.flatMap((t) => [
    {
      name: `money truth (${t.locale}, phone): the review locks the methods; a 5xx and offline each said in their own words; one withdrawal`,
      timeoutMs: 60000,
      async run({ newPage, expect, api, checkA11y, screenshot }) {
        const page = await newPage({ viewport: PHONE, locale: t.locale });
        page.allowConsoleErrors(LOGGED_500, LOGGED_LOSS);
        const bankAndPaypal = api.backend.findUser(DEMO.email, t.cc).payout;
        const who = customer(api, t.cc, 'review', t.cc === 'jp' ? 100000 : 10000, bankAndPaypal);
        await signIn(page, t, who, expect);

        // Point 3: while the review is shown, the payout methods cannot change, and say why.
        const review = await openReview(page, t);
        const methods = page.getByRole('button', { name: t.bank });
        if (await methods.count()) expect.ok(await methods.first().isDisabled(), `${t.locale}: the methods are locked during the review`);
        await page.getByText(t.locked).first().waitFor({ timeout: 5000 });
        await checkA11y(page, `${t.locale} review, methods locked`);
        await screenshot(page, `phone-money-review-locked-${t.locale}`);

        // Point 4: a 500 after the server made it — "the server ran into a problem", not "no answer".
        const before = withdrawals(api, t.cc, who).length;
        api.backend.failNext('server_error', { call: 'withdraw', afterProcessing: true });
        await review.getByRole('button', { name: t.confirm }).click();
        await alertWith(page, t.serverError).waitFor({ timeout: 10000 });
        await checkA11y(page, `${t.locale} withdrawal after a 500`);
        await screenshot(page, `phone-money-500-${t.locale}`);
        await review.getByRole('button', { name: t.tryAgain }).click();
        await page.getByText(t.done, { exact: true }).waitFor({ timeout: 10000 });
        expect.equal(withdrawals(api, t.cc, who).length, before + 1, `${t.locale}: one withdrawal after the 500 and the retry`);

        // Point 4: offline — nothing left the phone, and that is what is said; back online, the same request.
        const review2 = await openReview(page, t);
        api.requests.length = 0;
        await page.context().setOffline(true);
        await review2.getByRole('button', { name: t.confirm }).click();
        await alertWith(page, t.offline).waitFor({ timeout: 10000 });
        expect.equal(api.requests.filter((r) => r.method === 'POST').length, 0, `${t.locale}: nothing was sent offline`);
        await checkA11y(page, `${t.locale} withdrawal offline`);
        await screenshot(page, `phone-money-offline-${t.locale}`);
        await page.context().setOffline(false);
        await review2.getByRole('button', { name: t.tryAgain }).click();
        await page.getByText(t.done, { exact: true }).waitFor({ timeout: 10000 });
        expect.equal(withdrawals(api, t.cc, who).length, before + 2, `${t.locale}: one more withdrawal once back online`);
      },
    },
    {
      name: `money truth (${t.locale}, phone): a deletion whose answer was lost may have been made; the session's end confirms it`,
      async run({ newPage, expect, api, checkA11y, screenshot }) {
        const page = await newPage({ viewport: PHONE, locale: t.locale });
        page.allowConsoleErrors(LOGGED_500, LOGGED_LOSS, LOGGED_SESSION);
        const who = customer(api, t.cc, 'delete', 0);
        await signIn(page, t, who, expect);
        await page.goto('/user/profile');
        const section = page.getByRole('region', { name: t.deletion.title });
        await section.getByLabel(t.deletion.password, { exact: true }).fill(who.password);
        await section.getByRole('checkbox', { name: t.deletion.confirm }).check();
        // A 500 after the server deleted it: the answer says nothing of what happened.
        api.backend.failNext('server_error', { call: 'deleteAccount', afterProcessing: true });
        await section.getByRole('button', { name: t.deletion.submit }).click();
        await alertWith(page, t.deletion.unknown).waitFor({ timeout: 10000 });
        expect.equal(api.backend.findUser(who.email, t.cc), undefined, `${t.locale}: the server did delete it`);
        await checkA11y(page, `${t.locale} deletion, answer lost`);
        await screenshot(page, `phone-money-deletion-unknown-${t.locale}`);
        api.requests.length = 0;
        await section.getByRole('button', { name: t.deletion.again }).click();
        await expect.eventually(async () => new URL(page.url()).pathname === '/', `${t.locale}: home once it is known`, 10000);
        await page.getByText(t.deletion.deleted).first().waitFor({ timeout: 10000 });
        expect.equal(
          api.requests.filter((r) => r.method === 'DELETE').length,
          0,
          `${t.locale}: trying again met the ended session before sending the deletion again`,
        );
        await checkA11y(page, `${t.locale} deletion confirmed`);
        await screenshot(page, `phone-money-deletion-confirmed-${t.locale}`);

        // The connection dropped after the server deleted it: Chromium sends the DELETE again (it is
        // idempotent), which meets the revoked session — deleted, said at once.
        const other = customer(api, t.cc, 'delete-dropped', 0);
        await signIn(page, t, other, expect, { banner: false });
        await page.goto('/user/profile');
        await section.getByLabel(t.deletion.password, { exact: true }).fill(other.password);
        await section.getByRole('checkbox', { name: t.deletion.confirm }).check();
        api.backend.failNext('network_error', { call: 'deleteAccount', afterProcessing: true });
        await section.getByRole('button', { name: t.deletion.submit }).click();
        await expect.eventually(async () => new URL(page.url()).pathname === '/', `${t.locale}: home after a dropped answer`, 10000);
        await page.getByText(t.deletion.deleted).first().waitFor({ timeout: 10000 });
        expect.equal(api.backend.findUser(other.email, t.cc), undefined, `${t.locale}: deleted on the server`);
        expect.ok(!new URL(page.url()).pathname.endsWith('/login'), `${t.locale}: not sent to log in as if the session had merely expired`);
      },
    },
    {
      name: `money truth (${t.locale}, phone): below the minimum, told how to close the account; signing out offline ends on the app's page`,
      async run({ newPage, expect, api, checkA11y, screenshot }) {
        const page = await newPage({ viewport: PHONE, locale: t.locale });
        page.allowConsoleErrors(LOGGED_LOSS);
        const who = customer(api, t.cc, 'stuck', t.minimumBalance);
        await signIn(page, t, who, expect);
        await page.goto('/user/withdraw');
        await page.getByText(t.belowMinimum).first().waitFor({ timeout: 10000 });
        expect.equal(await page.getByLabel(t.amountLabel, { exact: true }).count(), 0, `${t.locale}: no amount to type`);
        await checkA11y(page, `${t.locale} below the minimum`);
        await screenshot(page, `phone-money-below-minimum-${t.locale}`);
        await page.getByRole('link', { name: t.closeLink }).click();
        const subject = page.getByRole('main').getByLabel(t.subject, { exact: true });
        await expect.eventually(
          async () => (await subject.inputValue()) === t.closeSubject,
          `${t.locale}: the request is pre-filled`,
          10000,
        );
        await checkA11y(page, `${t.locale} contact, close my account`);
        await screenshot(page, `phone-money-close-account-${t.locale}`);

        // Sign out with the phone offline: the app's own home page, signed out — not the browser's error.
        const accountMenu = page.getByRole('button', { name: t.userMenu });
        // On a phone the account menu is inside the navigation menu.
        if (!(await accountMenu.isVisible())) await page.getByRole('button', { name: t.menu, exact: true }).click();
        await accountMenu.click();
        // What the app fetched while online (the home screen, ahead of a sign-out) is in.
        await page.waitForLoadState('networkidle');
        await page.context().setOffline(true);
        await page.getByRole('button', { name: t.signOut }).click();
        await expect.eventually(async () => new URL(page.url()).pathname === '/', `${t.locale}: on the home page`, 10000);
        await page.getByRole('link', { name: t.login }).first().waitFor({ timeout: 10000 });
        expect.ok(!(await page.content()).includes('ERR_INTERNET_DISCONNECTED'), `${t.locale}: not the browser's offline page`);
        await screenshot(page, `phone-money-signed-out-offline-${t.locale}`);
        await page.context().setOffline(false);
      },
    },
  ]),
];
