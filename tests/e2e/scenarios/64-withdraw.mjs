// The withdraw page in the demo build, on a phone, in France, the United States and Japan (issue 9):
// a bank account set up with a bad then a good number, made the default; a withdrawal reviewed
// (Japan: the 249 yen fee and the net amount before confirming) and confirmed with a double click;
// exactly one new pending withdrawal in the history and the balance down by the amount; zero axe
// violations at every step.
export const serve = 'demo';

const PHONE = { width: 390, height: 844 };

const MARKETS = [
  {
    segment: 'fr',
    cookies: /cookies/i,
    necessary: /nécessaires/i,
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    logIn: 'Se connecter',
    setUpBank: /^(Configurer|Modifier) Compte bancaire$/,
    bankButton: /^Compte bancaire/,
    save: 'Enregistrer',
    bad: { label: 'IBAN', value: 'FR76 3000 6000 0112 3456 7890 188', good: 'FR76 3000 6000 0112 3456 7890 189', shown: '•••• 0189' },
    fields: [
      ['Titulaire du compte', 'Camille Martin'],
      ['Adresse', '12 rue Oberkampf'],
      ['Ville', 'Paris'],
      ['Code postal', '75011'],
    ],
    selects: [],
    withdrawTitle: 'Retrait',
    amountLabel: 'Montant à retirer',
    amount: { typed: '5,50', minor: 550 },
    review: 'Vérifier le retrait',
    reviewTitle: 'Vérifiez votre retrait',
    confirm: 'Confirmer le retrait',
    done: 'Retrait demandé',
    newBalance: /Nouveau solde/,
    historyLink: 'Voir mon historique',
    pending: 'Retrait en attente',
  },
  {
    segment: 'us',
    cookies: /cookies/i,
    necessary: /necessary/i,
    email: 'Email',
    password: 'Password',
    logIn: 'Log in',
    setUpBank: /^(Set up|Edit) Bank account$/,
    bankButton: /^Bank account/,
    save: 'Save',
    bad: { label: 'Routing number (ABA)', value: '021000022', good: '021000021', shown: '•••• 6789' },
    fields: [
      ['Account holder', 'Alex Morgan'],
      ['Account number', '123456789'],
      ['Address', '425 7th St NW'],
      ['City', 'Washington'],
      ['State', 'DC'],
      ['ZIP code', '20001'],
    ],
    selects: [['Account type', 'CHECKING']],
    withdrawTitle: 'Withdrawal',
    amountLabel: 'Amount to withdraw',
    amount: { typed: '5.50', minor: 550 },
    review: 'Review the withdrawal',
    reviewTitle: 'Check your withdrawal',
    confirm: 'Confirm withdrawal',
    done: 'Withdrawal requested',
    newBalance: /New balance/,
    historyLink: 'See my history',
    pending: 'Pending withdrawal',
  },
  {
    segment: 'jp',
    cookies: /クッキー/,
    necessary: /必要なクッキーのみ/,
    email: 'メールアドレス',
    password: 'パスワード',
    logIn: 'ログイン',
    setUpBank: /^銀行口座を(設定|編集)$/,
    bankButton: /^銀行口座\s/,
    save: '保存する',
    bad: { label: '口座番号', value: '123456', good: '1234567', shown: '•••• 567' },
    fields: [
      ['口座名義', 'サトウ ハナコ'],
      ['金融機関コード', '0001'],
      ['支店コード', '001'],
    ],
    selects: [['預金種目', 'ORDINARY']],
    withdrawTitle: '出金',
    amountLabel: '出金額',
    amount: { typed: '1000', minor: 1000, fee: '￥249', net: '￥751' },
    review: '内容を確認する',
    reviewTitle: '出金内容の確認',
    confirm: '出金を確定する',
    done: '出金を受け付けました',
    newBalance: /新しい残高/,
    historyLink: '履歴を見る',
    pending: '処理中の払い戻し',
  },
];

/** An amount as shown, in minor units: its digits (every market's amounts here have their minor digits, or none for yen). */
const minorUnits = (text) => Number(text.replace(/[^\d]/g, ''));

async function signIn(page, market, expect) {
  await page.goto(`/${market.segment}/login`);
  await page.getByRole('region', { name: market.cookies }).getByRole('button', { name: market.necessary }).click();
  const main = page.getByRole('main');
  await main.getByLabel(market.email, { exact: true }).fill('demo@example.com');
  await main.getByLabel(market.password, { exact: true }).fill('demo1234');
  await main.getByRole('button', { name: market.logIn }).click();
  await expect.eventually(async () => new URL(page.url()).pathname === '/', `${market.segment}: signed in`, 10000);
}

/** The pending withdrawals the account page's history lists. */
async function pendingWithdrawals(page, market) {
  const history = page.getByRole('main');
  await history.getByText(market.pending, { exact: true }).first().waitFor({ timeout: 10000 });
  return history.getByText(market.pending, { exact: true }).count();
}

export const scenarios = MARKETS.map((market) => ({
  name: `withdraw (${market.segment}, phone): bank account bad then good, made default, double-click confirm, one pending withdrawal, balance down by the amount`,
  async run({ newPage, checkA11y, screenshot, expect }) {
    const page = await newPage({ viewport: PHONE });
    await signIn(page, market, expect);
    await page.goto('/user/account');
    const pendingBefore = await pendingWithdrawals(page, market);

    await page.goto('/user/withdraw');
    const amount = page.getByLabel(market.amountLabel, { exact: true });
    await amount.waitFor({ timeout: 10000 });
    await checkA11y(page, `${market.segment} withdraw page`);
    await screenshot(page, `phone-withdraw-${market.segment}`);
    const balanceBefore = minorUnits(
      await page.getByRole('region', { name: market.withdrawTitle, exact: true }).locator('strong').first().textContent(),
    );

    // A bank account: a bad number is refused on its field, what was typed stays; the right one is saved.
    await page.getByRole('button', { name: market.setUpBank }).click();
    const dialog = page.getByRole('dialog');
    for (const [label, value] of market.fields) await dialog.getByLabel(label, { exact: true }).fill(value);
    for (const [label, value] of market.selects) await dialog.getByLabel(label, { exact: true }).selectOption(value);
    const bad = dialog.getByLabel(market.bad.label, { exact: true });
    await bad.fill(market.bad.value);
    await dialog.getByRole('button', { name: market.save }).click();
    await expect.eventually(
      async () => (await bad.getAttribute('aria-invalid')) === 'true',
      `${market.segment}: the bad number is refused`,
    );
    expect.equal(await bad.inputValue(), market.bad.value, `${market.segment}: what was typed stays`);
    await checkA11y(page, `${market.segment} bank form with an error`);
    await screenshot(page, `phone-withdraw-bank-error-${market.segment}`);
    await bad.fill(market.bad.good);
    await dialog.getByRole('button', { name: market.save }).click();
    await dialog.waitFor({ state: 'detached', timeout: 10000 });

    // Made the default: pressed, and the masked number shown.
    const bank = page.getByRole('button', { name: market.bankButton });
    await bank.click();
    await expect.eventually(
      async () => (await bank.getAttribute('aria-pressed')) === 'true',
      `${market.segment}: the bank account is the default`,
    );
    expect.ok(
      (await bank.textContent()).replace(/\s+/g, ' ').includes(market.bad.shown),
      `${market.segment}: the account number is masked`,
    );

    // The review, then a double click on confirm.
    await amount.fill(market.amount.typed);
    await page.getByRole('button', { name: market.review }).click();
    const review = page.getByRole('region', { name: market.reviewTitle });
    await review.waitFor({ timeout: 10000 });
    if (market.amount.fee) {
      await review.getByText(market.amount.fee, { exact: true }).waitFor();
      await review.getByText(market.amount.net, { exact: true }).waitFor();
    }
    expect.ok(
      (await review.textContent()).replace(/\s+/g, ' ').includes(market.bad.shown),
      `${market.segment}: the review names the masked account`,
    );
    await checkA11y(page, `${market.segment} review`);
    await screenshot(page, `phone-withdraw-review-${market.segment}`);
    await review.getByRole('button', { name: market.confirm }).dblclick();
    await page.getByText(market.done, { exact: true }).waitFor({ timeout: 10000 });
    const after = minorUnits(await page.getByText(market.newBalance).textContent());
    expect.equal(after, balanceBefore - market.amount.minor, `${market.segment}: the balance is down by the amount, once`);
    await checkA11y(page, `${market.segment} withdrawal requested`);
    await screenshot(page, `phone-withdraw-done-${market.segment}`);

    // The history: exactly one more pending withdrawal.
    await page.getByRole('link', { name: market.historyLink }).click();
    await expect.eventually(
      async () => (await pendingWithdrawals(page, market)) === pendingBefore + 1,
      `${market.segment}: one new pending withdrawal in the history`,
      10000,
    );
  },
}));
