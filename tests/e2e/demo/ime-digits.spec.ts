// Issue 17, points 8 and 13, in the demo build on a phone.
// Point 8: in Japanese, every field where digits are expected (the verification code, the ZIP code,
// the phone's last 4 digits, the bank's codes and numbers, the LINE Pay number, the amount) is typed
// with full-width digits as an IME commits them — a composition (Input.imeSetComposition), then the
// committed text (Input.insertText, what a committed composition produces) — and keeps them: a field
// that drops characters keeps the digits read as ASCII, the others keep what was typed, and every
// form accepts it.
// Point 13: the reset link's token leaves the address before anything else can read it, under a 4×
// CPU slowdown too: no request made by the page names it in its Referer, and no history entry holds it.
import type { Locator, Page } from '@playwright/test';
import { LoginPage } from '../pages/login';
import { WithdrawPage } from '../pages/withdraw';
import { expect, PHONE, test } from '../support/demo';

test.use({ viewport: PHONE, locale: 'ja-JP' });

/** `1234` → `１２３４`: the digits a Japanese IME commits. */
const fullWidth = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));

/**
 * Types `digits` into a field as a Japanese IME would, in place of what it holds (an edit starts
 * with what is saved): the composition grows one full-width digit at a time, then is committed.
 * What the page sees is what a phone's keyboard sends it.
 */
async function imeType(page: Page, field: Locator, digits: string): Promise<void> {
  await field.fill('');
  await field.click();
  const cdp = await page.context().newCDPSession(page);
  const text = fullWidth(digits);
  for (let i = 1; i <= text.length; i++) {
    await cdp.send('Input.imeSetComposition', { text: text.slice(0, i), selectionStart: i, selectionEnd: i });
  }
  await cdp.send('Input.insertText', { text });
  await cdp.detach();
}

/** The pathname the page is on, for `expect(page).toHaveURL(onPath('/…'))`. */
const onPath = (pathname: string) => (url: URL) => url.pathname === pathname;

/** The newest code in the demo's inbox (on a phone, behind the demo tools' toggle). */
async function demoCode(page: Page): Promise<string> {
  const demo = page.getByRole('complementary', { name: 'デモモード' });
  const tools = demo.getByRole('button', { name: 'デモ用ツール' });
  if ((await tools.isVisible()) && (await tools.getAttribute('aria-expanded')) !== 'true') await tools.click();
  await demo.getByRole('button', { name: 'デモ用メールボックス' }).click();
  const inbox = page.getByRole('dialog', { name: 'デモで送信されたメール' });
  const line = inbox.locator('li').first().locator('p').nth(1);
  await expect(line, 'the inbox shows the code sent').toHaveText(/\S/);
  const code = ((await line.textContent()) ?? '').trim();
  await inbox.getByRole('button').first().click();
  await expect(inbox).toHaveCount(0);
  return code;
}

test('ime digits (ja-JP, phone): sign-up ZIP, verification code, data request phone digits keep full-width digits', async ({
  page,
  checkA11y,
  shot,
}) => {
  // As the old runner gave it (150 s): a sign-up, a verification and a data request, each through the demo's backend.
  test.setTimeout(150_000);
  const main = page.getByRole('main');

  // Sign-up: the ZIP code typed full-width is kept as typed and accepted.
  await page.goto('/jp/signup');
  await new LoginPage(page, 'ja-JP').acceptNecessaryCookies();
  await main.getByLabel('メールアドレス', { exact: true }).fill('ime@example.com');
  await main.getByLabel('パスワード', { exact: true }).fill('long-enough');
  await main.getByLabel('お名前', { exact: true }).fill('山田 花子');
  const zip = main.getByLabel(/^郵便番号/);
  await imeType(page, zip, '1500002');
  await expect(zip, 'the ZIP code keeps what the IME committed').toHaveValue(fullWidth('1500002'));
  await main.getByLabel(/利用規約/).check();
  await main.getByRole('button', { name: 'アカウントを作成' }).click();
  await expect(page, 'signed up: on the verify screen').toHaveURL(onPath('/user/verify-email'));

  // The verification code: the IME's digits are kept, as ASCII, and verify the address.
  const code = main.getByLabel('4桁のコード', { exact: true });
  await expect(code).toBeVisible();
  await imeType(page, code, '1234');
  await expect(code, 'the code keeps the full-width digits, as ASCII').toHaveValue('1234');
  await code.fill('');
  await page.keyboard.insertText('５６');
  await expect(code, 'insertText alone (a committed composition) is kept too').toHaveValue('56');
  const sent = await demoCode(page);
  await code.fill('');
  await imeType(page, code, sent);
  await expect(code, 'the code sent, typed full-width').toHaveValue(sent);
  await checkA11y(page, 'ja-JP verify with a full-width code');
  await shot(page, 'phone-ime-code-ja-JP');
  await main.getByRole('button', { name: '今すぐ確認' }).click();
  await expect(page, 'verified: on the account').toHaveURL(onPath('/user/account'));

  // A data request: the phone's last 4 digits typed full-width are kept and accepted.
  await page.goto('/dsar');
  await main.getByLabel('請求の種類', { exact: true }).selectOption('access');
  await main.getByLabel('氏名', { exact: true }).fill('山田 花子');
  await main.getByLabel('アカウントのメールアドレス', { exact: true }).fill('ime@example.com');
  const phone = main.getByLabel('電話番号の下4桁（任意）', { exact: true });
  await imeType(page, phone, '5678');
  await expect(phone, 'the phone digits keep what the IME committed').toHaveValue('５６７８');
  await main.getByRole('button', { name: '請求を送信する' }).click();
  await expect(page, 'the data request is accepted').toHaveURL(onPath('/thank-you'));
});

test('ime digits (ja-JP, phone): the bank account, LINE Pay number and amount typed full-width are accepted', async ({
  page,
  checkA11y,
  shot,
}) => {
  // As the old runner gave it (120 s): a sign-in, two payout forms and a review, each through the demo's backend.
  test.setTimeout(120_000);
  const login = new LoginPage(page, 'ja-JP');
  await login.open();
  await login.acceptNecessaryCookies();
  await login.submit();
  // From /jp/login, sent from nowhere, the app goes to the account (LoginScreen's returnTo).
  await expect(page, 'signed in').toHaveURL(onPath('/user/account'));

  await page.goto('/user/withdraw');
  // Past the password asked again before a new payout destination (issue 47 point 4).
  const withdraw = new WithdrawPage(page, 'ja-JP');
  await withdraw.openMethodForm('bank');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('口座名義', { exact: true }).fill('サトウ ハナコ');
  await dialog.getByLabel('預金種目', { exact: true }).selectOption('ORDINARY');
  for (const [label, digits] of [
    ['金融機関コード', '0001'],
    ['支店コード', '001'],
    ['口座番号', '7654321'],
  ] as const) {
    const field = dialog.getByLabel(label, { exact: true });
    await imeType(page, field, digits);
    await expect(field, `${label} keeps what the IME committed`).toHaveValue(fullWidth(digits));
  }
  await checkA11y(page, 'ja-JP bank form typed full-width');
  await shot(page, 'phone-ime-bank-ja-JP');
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(dialog).toHaveCount(0);
  // Seven digits show their last three (maskAccountNumber): read as ASCII, saved.
  await expect(page.getByRole('button', { name: /^銀行口座\s/ }), 'the account number, read as ASCII, is saved').toContainText(
    /••••\s+321/,
  );

  await withdraw.openMethodForm('line');
  const line = page.getByRole('dialog').getByLabel('LINE Payの照会番号', { exact: true });
  await imeType(page, line, '09087654321');
  await expect(line, 'the LINE Pay number keeps what the IME committed').toHaveValue(fullWidth('09087654321'));
  await page.getByRole('dialog').getByRole('button', { name: '保存する' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^LINE Pay\s/ }), 'the LINE Pay number, read as ASCII, is saved').toContainText(
    /••••\s+4321/,
  );

  const amount = page.getByLabel('出金額', { exact: true });
  await imeType(page, amount, '1000');
  await expect(amount, 'the amount keeps what the IME committed').toHaveValue(fullWidth('1000'));
  await page.getByRole('button', { name: '内容を確認する' }).click();
  const review = page.getByRole('region', { name: '出金内容の確認' });
  await expect(review).toBeVisible();
  await expect(review.getByText('￥751', { exact: true }), 'the review says what arrives').toBeVisible();
});

test('reset link (phone, 4× slower CPU): the token leaves the address first, no Referer and no history entry carries it', async ({
  page,
}) => {
  // As the old runner gave it (120 s): three boots of the app on a CPU four times slower.
  test.setTimeout(120_000);
  const token = 'e2e-reset-token-66a7';
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const referers: [string, string][] = [];
  page.on('request', (request) => referers.push([request.url(), request.headers()['referer'] ?? '']));

  for (const path of [
    `/reset-password?token=${token}`,
    `/reset-password?locale=ja-JP&token=${token}`,
    `/jp/reset-password?token=${token}`,
  ]) {
    await page.goto(path);
    // The form is shown: the token was read before it left the address.
    // (20 s, over the config's 10: the page boots on a CPU four times slower.)
    await expect(page.locator('input[autocomplete="new-password"]').nth(1)).toBeVisible({ timeout: 20_000 });
    expect(page.url(), `${path}: the token is gone from the address`).not.toContain(token);
    expect(await page.evaluate(() => location.href), `${path}: location.href has no token`).not.toContain(token);
  }
  // Referer: no request the page made names the token (the page's own address is never sent whole).
  const leaking = referers.filter(([, referer]) => referer.includes(token));
  expect(leaking, 'no request carries the token in its Referer').toEqual([]);
  expect(referers.length, `requests were seen (${referers.length})`).toBeGreaterThan(5);
  // History: no entry, in this tab, has the token.
  const { entries } = await cdp.send('Page.getNavigationHistory');
  const withToken = entries.filter((entry) => entry.url.includes(token));
  expect(withToken, 'no history entry holds the token').toEqual([]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
});
