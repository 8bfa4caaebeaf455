// Issue 8 points 2–5 in the production build over HTTP (fakes/http): the account page's history,
// opened with the keyboard, filtered (the filter lives in the address and survives a reload),
// downloaded as CSV (the file's content checked), with zero axe violations in all five languages;
// and (issue 17) a withdrawal that was not paid out reads as money back in the balance, in French and Japanese.
import { parse } from 'csv-parse/sync';
import fs from 'node:fs/promises';
import type { FakeApi } from '../../../fakes/http/fake-api';
import type { TransactionRecord } from '../../../fakes/backend/records';
import type { CountryCode } from '../../../src/core/content/locale';
import type { Currency } from '../../../src/core/shared/money';
import { LoginPage } from '../pages/login';
import { expect, PHONE, test } from '../support/production';
import { LOCALES, t } from '../support/texts.mjs';

test.use({ viewport: PHONE, locale: 'fr-FR' });

const CURRENCY: Record<CountryCode, Currency> = { fr: 'EUR', us: 'USD', uk: 'GBP', ca: 'CAD', jp: 'JPY' };
const COUNTRY: Record<string, CountryCode> = { 'fr-FR': 'fr', 'en-US': 'us', 'en-GB': 'uk', 'en-CA': 'ca', 'ja-JP': 'jp' };
const DAY = 24 * 60 * 60 * 1000;
/** The payout provider's reason for the failed withdrawal, in the market's language as customer care writes it. */
const FAILED_REASON: Partial<Record<CountryCode, string>> = {
  fr: 'La banque a refusé le virement.',
  jp: '銀行が振込を受け付けませんでした。',
};

const PAYPAL = { accountName: 'PayPal', accountNumber: 'demo@example.com' };
const bank = (holder: string) => ({ accountName: holder, accountNumber: 'FR7630006000011234567890189' });

/** Every category × status, dated from today backwards, one old enough to show its year, one broken image. */
function historyFor(country: CountryCode): TransactionRecord[] {
  const currency = CURRENCY[country];
  const unit = currency === 'JPY' ? 10 : 15;
  const item = (name: string, image: string, quantity: number) => ({
    imageUrl: `/images/${image}.svg`,
    name,
    quantity,
    price: { amount: unit, currency },
  });
  const now = Date.now();
  const row = (
    id: string,
    category: TransactionRecord['category'],
    status: TransactionRecord['status'],
    daysAgo: number,
    fields: Partial<TransactionRecord> = {},
  ): TransactionRecord => ({
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
  const out = (id: string, status: TransactionRecord['status'], daysAgo: number, units: number, fields: Partial<TransactionRecord>) =>
    row(id, 'WITHDRAWAL', status, daysAgo, { amount: { amount: -unit * units, currency }, ...fields });
  const returned = [item('Milk', 'milk', 2), item('Jam', 'jam', 1)];
  return [
    row('h-scan-done', 'SCAN', 'COMPLETED', 2, { items: returned, numberOfScans: 3, comment: 'Thank you!' }),
    row('h-scan-pending', 'SCAN', 'PENDING', 3, { items: [item('Coffee', 'coffee', 4)], numberOfScans: 4 }),
    row('h-scan-rejected', 'SCAN', 'REJECTED', 5, { items: [item('Shampoo', 'no-such-image', 1)], numberOfScans: 1 }),
    row('h-scan-cancelled', 'SCAN', 'CANCELLED', 8, { numberOfScans: 2 }),
    row('h-adjustment', 'ADJUSTMENT', 'COMPLETED', 12, { comment: 'Goodwill credit' }),
    // The server says the fee (assumed `fee`): none on this one, so it pays out all of it.
    out('h-out-pending', 'PENDING', 15, 10, { ...PAYPAL, fee: { amount: 0, currency } }),
    out('h-out-done', 'COMPLETED', 40, 20, bank('Bank account')),
    out('h-out-cancelled', 'CANCELLED', 50, 4, PAYPAL),
    out('h-out-failed', 'FAILED', 60, 5, {
      ...bank('Camille Martin'),
      comment: FAILED_REASON[country] ?? 'The bank refused the transfer.',
    }),
    row('h-scan-old', 'SCAN', 'COMPLETED', 900, { items: [item('Yoghurt', 'yoghurt', 5)], numberOfScans: 5 }),
  ];
}

/** Gives each demo customer (this test's API is its own) the history above. */
function seed(api: FakeApi): void {
  for (const country of Object.keys(CURRENCY) as CountryCode[]) {
    const user = api.backend.findUser('demo@example.com', country);
    if (!user) throw new Error(`no demo customer in ${country}`);
    api.backend.addUser({ ...user, transactions: historyFor(country) });
  }
}

test.beforeEach(({ api, allowConsoleErrors }) => {
  seed(api);
  // The rejected scan's image does not exist: Chromium logs its 404, which is the point.
  allowConsoleErrors(/404 \(Not Found\)/);
});

test('history (production, French phone): open with the keyboard, filter kept in the address, download the CSV', async ({
  page,
  api,
  checkA11y,
  shot,
}) => {
  await new LoginPage(page).signIn();
  const history = page.getByRole('region', { name: 'Historique' });
  const done = history.getByRole('button', { name: /3 contenants rapportés/ });
  // The impact figure is read after the list's first page (its query goes once that page is in): the
  // requests are looked at once both are shown — here the sign-in's own account page first, so that
  // none of its reads, late on a busy machine, is counted as the reload's.
  const shown = async () => {
    await expect(done).toBeVisible();
    await expect(history.getByText('Vous avez rapporté 8 contenants au total.')).toBeVisible();
  };
  await shown();
  api.requests.length = 0;
  await page.goto('/user/account');
  await shown();
  const sent = api.requests.filter((r) => r.path === '/api/v2/merged_transactions').map((r) => r.query);
  expect(
    sent.filter((query) => !query.type),
    'one page of 1000, newest first',
  ).toEqual([{ items_per_page: '1000', page: '1', sort_by: '-created_at' }]);
  // The impact figure counts the completed returns over every page of them (issue 42 point 3).
  expect(
    sent.filter((query) => query.type),
    'and the completed returns counted',
  ).toEqual([expect.objectContaining({ type: 'SCAN', status: 'COMPLETED', page: '1' })]);

  // Keyboard: focus the first header, Enter opens it; ArrowDown moves to the pending scan, Space opens it.
  await done.focus();
  await page.keyboard.press('Enter');
  await expect(done, 'Enter opens the item').toHaveAttribute('aria-expanded', 'true');
  const body = page.getByRole('region', { name: /3 contenants rapportés/ });
  await expect(body.getByText('Thank you!')).toBeVisible();
  await expect(body.getByRole('img', { name: 'Milk' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' ');
  const pending = page.getByRole('region', { name: /4 contenants scannés/ });
  await expect(pending, 'pending body says by when').toHaveText(/jusqu’à 32 jours.*au plus tard le \d+ \S+ \d{4}/);
  // A broken image leaves a neutral placeholder, still named.
  const rejected = history.getByRole('button', { name: /1 contenant scanné/ });
  await rejected.click();
  const broken = page.getByRole('region', { name: /1 contenant scanné/ }).getByRole('img', { name: 'Shampoo' });
  await expect(broken, 'broken image placeholder').toHaveAttribute('data-image-state', 'broken');
  await checkA11y(page, 'history fr, items open');
  await shot(page, 'phone-history-fr');

  // Filter: sent to the API, written in the address, kept by a reload.
  await history.getByRole('button', { name: 'Filtrer' }).click();
  await history.getByLabel('Type').selectOption('WITHDRAWAL');
  await expect(page, 'filter in the address').toHaveURL((url) => url.search === '?type=WITHDRAWAL');
  await expect(history.getByRole('button', { name: /Retrait en attente/ })).toBeVisible();
  await expect(history.getByRole('button', { name: /contenants?/ }), 'only withdrawals').toHaveCount(0);
  await page.reload();
  await expect(history.getByRole('button', { name: /Retrait en attente/ })).toBeVisible();
  await expect(history.getByLabel('Type'), 'kept by a reload').toHaveValue('WITHDRAWAL');
  expect(
    api.requests.some(
      (r) => r.path === '/api/v2/merged_transactions' && r.query.type === 'WITHDRAWAL' && r.query.sort_by === '-created_at',
    ),
    'type sent to the API',
  ).toBe(true);
  await history.getByRole('button', { name: /^Retrait\b(?! en| annulé)/ }).click();
  await expect(page.getByRole('region', { name: /^Retrait\b(?! en| annulé)/ }), 'masked account').toContainText(/•••• 0189/);
  expect(await page.content(), 'the full account number is never in the page').not.toContain('30006000011234');
  await checkA11y(page, 'history fr, filtered');

  // Download: the file holds the filtered rows.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mon historique (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename(), 'dated file name').toMatch(/^historique-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await fs.readFile(await download.path(), 'utf8');
  // Read as a French spreadsheet reads it: cells split on ';', decimal commas (issue 20 point 4).
  const rows = parse(text.replace(/^\uFEFF/, ''), { delimiter: ';', record_delimiter: '\r\n' }) as string[][];
  expect(rows[0], 'header').toEqual([
    'Date',
    'Type',
    'Statut',
    'Montant',
    'Devise',
    'Frais',
    'Versé',
    'Contenants',
    'Recrédité sur le solde',
    'Commentaire',
  ]);
  expect(rows, 'four withdrawals').toHaveLength(5);
  const cells = (row: string[] | undefined) => (row ?? []).slice(1);
  expect(rows[1]?.[0], 'dated').toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(cells(rows[1]), 'pending withdrawal row: its fee and what it pays out').toEqual([
    'Retrait',
    'En attente',
    '-1,50',
    'EUR',
    '0,00',
    '1,50',
    '',
    '',
    '',
  ]);
  // Not paid out: nothing in the amount column a spreadsheet would sum as money out.
  expect(cells(rows[3]), 'cancelled withdrawal row').toEqual(['Retrait', 'Annulé', '', 'EUR', '', '', '', '0,60', '']);
  expect(cells(rows[4]), 'failed withdrawal row').toEqual([
    'Retrait',
    'Échoué',
    '',
    'EUR',
    '',
    '',
    '',
    '0,75',
    'La banque a refusé le virement.',
  ]);
  expect(text.startsWith('\uFEFF'), 'UTF-8 byte-order mark for spreadsheets').toBe(true);
});

// One test per language (the old scenario looped over them), so that a failure names its language.
for (const locale of LOCALES) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`history (production, ${locale}): zero axe violations, every transaction listed`, async ({ page, checkA11y, shot }) => {
      await new LoginPage(page, locale).signIn();
      await page.goto('/user/account');
      const history = page.getByRole('region', { name: t(locale, 'wallet:history.title') });
      // The transactions' headers (h3 > button): the filters' own button is not one.
      const closed = history.locator('h3').getByRole('button', { expanded: false });
      await expect(closed, `${locale}: every transaction`).toHaveCount(10);
      // On a phone the filters are folded: the first transaction is on the first screen (issue 20, point 7).
      await expect(history.getByRole('button', { name: t(locale, 'wallet:history.filterButton') })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      const first = await closed.first().boundingBox();
      expect(first && first.y + first.height, `${locale}: the first transaction on the first screen`).toBeLessThanOrEqual(
        page.viewportSize()?.height ?? 0,
      );
      // Open the pending scan (amount hidden, credit date) and a withdrawal: their bodies are checked too.
      await closed.nth(1).click();
      await expect(closed).toHaveCount(9);
      await closed.nth(4).click();
      await expect(closed).toHaveCount(8);
      await checkA11y(page, `history ${locale}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      if (locale === 'ja-JP' || locale === 'fr-FR') await shot(page, `phone-history-all-${COUNTRY[locale]}`);
    });
  });
}

const NOT_PAID_OUT = [
  {
    locale: 'fr-FR',
    failed: /^Retrait annulé 0,75\s€ Recrédité sur votre solde .*Échoué$/,
    cancelled: /^Retrait annulé 0,60\s€ Recrédité sur votre solde .*Annulé$/,
    body: [
      'Ce retrait n’a pas été versé\u00a0: son montant de 0,75\u00a0€ a été recrédité sur votre solde. Motif\u00a0: La banque a refusé le virement.',
      'Devait être versé sur\u00a0: Camille Martin •••• 0189',
    ],
  },
  {
    locale: 'ja-JP',
    failed: /^キャンセルされた出金 ￥50 残高に戻りました .*失敗$/,
    cancelled: /^キャンセルされた出金 ￥40 残高に戻りました .*キャンセル$/,
    body: [
      'この出金は行われず、￥50は残高に戻りました。理由：銀行が振込を受け付けませんでした。',
      '予定していた出金先：Camille Martin •••• 0189',
    ],
  },
];

for (const { locale, failed, cancelled, body } of NOT_PAID_OUT) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`history (production, phone, ${locale}): a failed withdrawal reads as money back in the balance, with its reason`, async ({
      page,
      checkA11y,
      shot,
    }) => {
      await new LoginPage(page, locale).signIn();
      // Withdrawals only: the paid-out ones beside the ones that were not, as a customer compares them.
      await page.goto('/user/account?type=WITHDRAWAL');
      const history = page.getByRole('region', { name: t(locale, 'wallet:history.title') });
      const header = history.getByRole('button', { name: failed });
      await expect(header).toBeVisible();
      await expect(header, `${locale}: no minus sign on a failed withdrawal`).not.toHaveText(/[-−]/);
      await expect(history.getByRole('button', { name: cancelled })).toBeVisible();
      await header.click();
      const region = page.getByRole('region', { name: failed });
      for (const words of body) await expect(region, `${locale}: body says "${words}"`).toContainText(words);
      // A full-page picture from the top: the sticky navbar stays where it belongs.
      await page.evaluate(() => window.scrollTo(0, 0));
      await checkA11y(page, `history ${locale}, failed withdrawal open`);
      await shot(page, `phone-history-failed-withdrawal-${locale}`);
    });
  });
}
