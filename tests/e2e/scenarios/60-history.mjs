// Issue 8 points 2–5 in the production build over HTTP (fakes/http): the account page's history,
// opened with the keyboard, filtered (the filter lives in the address and survives a reload),
// downloaded as CSV (the file's content checked), with zero axe violations in all five languages;
// and (issue 17) a withdrawal that was not paid out reads as money back in the balance, in French and Japanese.
import fs from 'node:fs/promises';
import { signIn } from './30-production-http.mjs';

export const serve = 'production';

const PHONE = { width: 390, height: 844 };
const CURRENCY = { fr: 'EUR', us: 'USD', uk: 'GBP', ca: 'CAD', jp: 'JPY' };
const DAY = 24 * 60 * 60 * 1000;
/** The payout provider's reason for the failed withdrawal, in the market's language as customer care writes it. */
const FAILED_REASON = { fr: 'La banque a refusé le virement.', jp: '銀行が振込を受け付けませんでした。' };

const PAYPAL = { accountName: 'PayPal', accountNumber: 'demo@example.com' };
const bank = (holder) => ({ accountName: holder, accountNumber: 'FR7630006000011234567890189' });

/** Every category × status, dated from today backwards, one old enough to show its year, one broken image. */
function historyFor(country) {
  const currency = CURRENCY[country];
  const unit = currency === 'JPY' ? 10 : 15;
  const item = (name, image, quantity) => ({ imageUrl: `/images/${image}.svg`, name, quantity, price: { amount: unit, currency } });
  const now = Date.now();
  const row = (id, category, status, daysAgo, fields = {}) => ({
    id,
    category,
    status,
    createdAt: new Date(now - daysAgo * DAY).toISOString(),
    amount: { amount: unit * 3, currency },
    comment: null,
    items: [],
    numberOfScans: 0,
    accountName: null,
    accountNumber: null,
    ...fields,
  });
  const out = (id, status, daysAgo, units, fields) =>
    row(id, 'WITHDRAWAL', status, daysAgo, { amount: { amount: -unit * units, currency }, ...fields });
  const returned = [item('Milk', 'milk', 2), item('Jam', 'jam', 1)];
  return [
    row('h-scan-done', 'SCAN', 'COMPLETED', 2, { items: returned, numberOfScans: 3, comment: 'Thank you!' }),
    row('h-scan-pending', 'SCAN', 'PENDING', 3, { items: [item('Coffee', 'coffee', 4)], numberOfScans: 4 }),
    row('h-scan-rejected', 'SCAN', 'REJECTED', 5, { items: [item('Shampoo', 'no-such-image', 1)], numberOfScans: 1 }),
    row('h-scan-cancelled', 'SCAN', 'CANCELLED', 8, { numberOfScans: 2 }),
    row('h-adjustment', 'ADJUSTMENT', 'COMPLETED', 12, { comment: 'Goodwill credit' }),
    out('h-out-pending', 'PENDING', 15, 10, PAYPAL),
    out('h-out-done', 'COMPLETED', 40, 20, bank('Bank account')),
    out('h-out-cancelled', 'CANCELLED', 50, 4, PAYPAL),
    out('h-out-failed', 'FAILED', 60, 5, {
      ...bank('Camille Martin'),
      comment: FAILED_REASON[country] ?? 'The bank refused the transfer.',
    }),
    row('h-scan-old', 'SCAN', 'COMPLETED', 900, { items: [item('Yoghurt', 'yoghurt', 5)], numberOfScans: 5 }),
  ];
}

/** Signs the demo customer of `lang` in from its country's login page, the cookie banner answered. */
async function signInFrom(page, lang, expect) {
  await page.goto(`/${lang.segment}/login`);
  await page
    .getByRole('region', { name: /cookies|クッキー/i })
    .getByRole('button', { name: lang.refuse })
    .click();
  const main = page.getByRole('main');
  await main.getByLabel(lang.email, { exact: true }).fill('demo@example.com');
  await main.getByLabel(lang.password, { exact: true }).fill('demo1234');
  await main.getByRole('button', { name: lang.submit }).click();
  await expect.eventually(async () => new URL(page.url()).pathname === '/', `${lang.segment}: signed in`, 10000);
}

/** Gives each demo customer the history above; returns a function that puts the old ones back. */
function seed(api) {
  const saved = [];
  for (const country of Object.keys(CURRENCY)) {
    const user = api.backend.findUser('demo@example.com', country);
    saved.push(user);
    api.backend.addUser({ ...user, transactions: historyFor(country) });
  }
  return () => saved.forEach((user) => api.backend.addUser(user));
}

const LANGUAGES = [
  {
    segment: 'fr',
    country: 'fr',
    refuse: 'Cookies nécessaires uniquement',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    history: 'Historique',
  },
  { segment: 'us', country: 'us', refuse: 'Necessary only', email: 'Email', password: 'Password', submit: 'Log in', history: 'History' },
  { segment: 'uk', country: 'uk', refuse: 'Necessary only', email: 'Email', password: 'Password', submit: 'Log in', history: 'History' },
  { segment: 'ca', country: 'ca', refuse: 'Necessary only', email: 'Email', password: 'Password', submit: 'Log in', history: 'History' },
  {
    segment: 'jp',
    country: 'jp',
    refuse: '必要なクッキーのみ',
    email: 'メールアドレス',
    password: 'パスワード',
    submit: 'ログイン',
    history: '取引履歴',
  },
];

export const scenarios = [
  {
    name: 'history (production, French phone): open with the keyboard, filter kept in the address, download the CSV',
    async run({ newPage, checkA11y, screenshot, expect, api }) {
      const restore = seed(api);
      try {
        const page = await newPage({ viewport: PHONE, acceptDownloads: true });
        page.allowConsoleErrors(/404 \(Not Found\)/);
        await signIn(page, expect);
        api.requests.length = 0;
        await page.goto('/user/account');
        const history = page.getByRole('region', { name: 'Historique' });
        const done = history.getByRole('button', { name: /3 contenants rapportés/ });
        await done.waitFor({ timeout: 10000 });
        const sent = api.requests.filter((r) => r.path === '/api/v2/merged_transactions').map((r) => r.query);
        expect.equal(sent, [{ items_per_page: '1000', page: '1', sort_by: '-created_at' }], 'one page of 1000, newest first');
        await history.getByText('Vous avez rapporté 8 contenants au total.').waitFor();

        // Keyboard: focus the first header, Enter opens it; ArrowDown moves to the pending scan, Space opens it.
        await done.focus();
        await page.keyboard.press('Enter');
        expect.equal(await done.getAttribute('aria-expanded'), 'true', 'Enter opens the item');
        const body = page.getByRole('region', { name: /3 contenants rapportés/ });
        await body.getByText('Thank you!').waitFor();
        await body.getByRole('img', { name: 'Milk' }).waitFor();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press(' ');
        const pending = page.getByRole('region', { name: /4 contenants scannés/ });
        expect.match(await pending.textContent(), /jusqu’à 32 jours.*au plus tard le \d+ \S+ \d{4}/, 'pending body says by when');
        // A broken image leaves a neutral placeholder, still named.
        const rejected = history.getByRole('button', { name: /1 contenant scanné/ });
        await rejected.click();
        const broken = page.getByRole('region', { name: /1 contenant scanné/ }).getByRole('img', { name: 'Shampoo' });
        await expect.eventually(async () => (await broken.getAttribute('data-image-state')) === 'broken', 'broken image placeholder');
        await checkA11y(page, 'history fr, items open');
        await screenshot(page, 'phone-history-fr');

        // Filter: sent to the API, written in the address, kept by a reload.
        await history.getByLabel('Type').selectOption('WITHDRAWAL');
        await expect.eventually(async () => new URL(page.url()).search === '?type=WITHDRAWAL', 'filter in the address');
        await history.getByRole('button', { name: /Retrait en attente/ }).waitFor();
        expect.equal(await history.getByRole('button', { name: /contenants?/ }).count(), 0, 'only withdrawals');
        await page.reload();
        await page
          .getByRole('region', { name: 'Historique' })
          .getByRole('button', { name: /Retrait en attente/ })
          .waitFor({ timeout: 10000 });
        expect.equal(
          await page.getByRole('region', { name: 'Historique' }).getByLabel('Type').inputValue(),
          'WITHDRAWAL',
          'kept by a reload',
        );
        expect.ok(
          api.requests.some(
            (r) => r.path === '/api/v2/merged_transactions' && r.query.type === 'WITHDRAWAL' && r.query.sort_by === '-created_at',
          ),
          'type sent to the API',
        );
        const out = page.getByRole('region', { name: 'Historique' }).getByRole('button', { name: /^Retrait\b(?! en| annulé)/ });
        await out.click();
        expect.match(await page.getByRole('region', { name: /^Retrait\b(?! en| annulé)/ }).textContent(), /•••• 0189/, 'masked account');
        expect.ok(!(await page.content()).includes('30006000011234'), 'the full account number is never in the page');
        await checkA11y(page, 'history fr, filtered');

        // Download: the file holds the filtered rows.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Télécharger mon historique (CSV)' }).click(),
        ]);
        expect.match(download.suggestedFilename(), /^history-\d{4}-\d{2}-\d{2}\.csv$/, 'dated file name');
        const text = await fs.readFile(await download.path(), 'utf8');
        const lines = text.replace(/^\uFEFF/, '').split('\r\n');
        expect.equal(lines[0], 'Date,Type,Statut,Montant,Devise,Contenants,Recrédité sur le solde,Commentaire', 'header');
        expect.equal(lines.length, 6, 'four withdrawals and a final line end');
        expect.match(lines[1], /^\d{4}-\d{2}-\d{2},Retrait,En attente,-1\.50,EUR,,,$/, 'pending withdrawal row');
        // Not paid out: nothing in the amount column a spreadsheet would sum as money out.
        expect.match(lines[3], /^\d{4}-\d{2}-\d{2},Retrait,Annulé,,EUR,,0\.60,$/, 'cancelled withdrawal row');
        expect.match(lines[4], /^\d{4}-\d{2}-\d{2},Retrait,Échoué,,EUR,,0\.75,La banque a refusé le virement\.$/, 'failed withdrawal row');
        expect.ok(text.startsWith('\uFEFF'), 'UTF-8 byte-order mark for spreadsheets');
      } finally {
        restore();
      }
    },
  },
  {
    name: 'history (production): zero axe violations in all five languages, phone screenshots',
    async run({ newPage, checkA11y, screenshot, expect, api }) {
      const restore = seed(api);
      try {
        for (const lang of LANGUAGES) {
          const page = await newPage({ viewport: PHONE });
          page.allowConsoleErrors(/404 \(Not Found\)/);
          await signInFrom(page, lang, expect);
          await page.goto('/user/account');
          const history = page.getByRole('region', { name: lang.history });
          await history.getByRole('button', { expanded: false }).first().waitFor({ timeout: 10000 });
          expect.equal(await history.getByRole('button', { expanded: false }).count(), 10, `${lang.segment}: every transaction`);
          // Open the pending scan (amount hidden, credit date) and a withdrawal: their bodies are checked too.
          await history.getByRole('button', { expanded: false }).nth(1).click();
          await history.getByRole('button', { expanded: false }).nth(4).click();
          await checkA11y(page, `history ${lang.segment}`);
          await page.evaluate(() => window.scrollTo(0, 0));
          if (lang.segment === 'jp' || lang.segment === 'fr') await screenshot(page, `phone-history-all-${lang.segment}`);
          await page.context().close();
        }
      } finally {
        restore();
      }
    },
  },
  {
    name: 'history (production, phone, fr-FR and ja-JP): a failed withdrawal reads as money back in the balance, with its reason',
    async run({ newPage, checkA11y, screenshot, expect, api }) {
      const restore = seed(api);
      const cases = [
        {
          lang: LANGUAGES.find((l) => l.segment === 'fr'),
          locale: 'fr-FR',
          failed: /^Retrait annulé 0,75\s€ Recrédité sur votre solde .*Échoué$/,
          cancelled: /^Retrait annulé 0,60\s€ Recrédité sur votre solde .*Annulé$/,
          body: [
            'Ce retrait n’a pas été versé\u00a0: son montant de 0,75\u00a0€ a été recrédité sur votre solde. Motif\u00a0: La banque a refusé le virement.',
            'Devait être versé sur\u00a0: Camille Martin •••• 0189',
          ],
        },
        {
          lang: LANGUAGES.find((l) => l.segment === 'jp'),
          locale: 'ja-JP',
          failed: /^キャンセルされた払い戻し ￥50 残高に戻りました .*失敗$/,
          cancelled: /^キャンセルされた払い戻し ￥40 残高に戻りました .*キャンセル$/,
          body: [
            'この払い戻しは行われず、￥50は残高に戻りました。理由：銀行が振込を受け付けませんでした。',
            '予定していた払い戻し先：Camille Martin •••• 0189',
          ],
        },
      ];
      try {
        for (const { lang, locale, failed, cancelled, body } of cases) {
          const page = await newPage({ viewport: PHONE, locale });
          page.allowConsoleErrors(/404 \(Not Found\)/);
          await signInFrom(page, lang, expect);
          // Withdrawals only: the paid-out ones beside the ones that were not, as a customer compares them.
          await page.goto('/user/account?type=WITHDRAWAL');
          const history = page.getByRole('region', { name: lang.history });
          const header = history.getByRole('button', { name: failed });
          await header.waitFor({ timeout: 10000 });
          expect.ok(!/[-−]/.test(await header.textContent()), `${locale}: no minus sign on a failed withdrawal`);
          await history.getByRole('button', { name: cancelled }).waitFor();
          await header.click();
          const text = (await page.getByRole('region', { name: failed }).textContent()).replace(/\s+/g, ' ');
          for (const words of body) expect.ok(text.includes(words.replace(/\s+/g, ' ')), `${locale}: body says "${words}" (got "${text}")`);
          // A full-page picture from the top: the sticky navbar stays where it belongs.
          await page.evaluate(() => window.scrollTo(0, 0));
          await checkA11y(page, `history ${locale}, failed withdrawal open`);
          await screenshot(page, `phone-history-failed-withdrawal-${locale}`);
          await page.context().close();
        }
      } finally {
        restore();
      }
    },
  },
];
