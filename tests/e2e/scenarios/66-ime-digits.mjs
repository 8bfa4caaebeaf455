// Issue 17, points 8 and 13, in the demo build on a phone.
// Point 8: in Japanese, every field where digits are expected (the verification code, the ZIP code,
// the phone's last 4 digits, the bank's codes and numbers, the LINE Pay number, the amount) is typed
// with full-width digits as an IME commits them — a composition (Input.imeSetComposition), then the
// committed text (Input.insertText, what a committed composition produces) — and keeps them: a field
// that drops characters keeps the digits read as ASCII, the others keep what was typed, and every
// form accepts it.
// Point 13: the reset link's token leaves the address before anything else can read it, under a 4×
// CPU slowdown too: no request made by the page names it in its Referer, and no history entry holds it.
export const serve = 'demo';

const PHONE = { width: 390, height: 844 };

/** `1234` → `１２３４`: the digits a Japanese IME commits. */
const fullWidth = (digits) => digits.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));

/**
 * Types `digits` into a field as a Japanese IME would: the composition grows one full-width digit at
 * a time, then is committed. What the page sees is what a phone's keyboard sends it.
 */
async function imeType(page, field, digits) {
  await field.click();
  const cdp = await page.context().newCDPSession(page);
  const text = fullWidth(digits);
  for (let i = 1; i <= text.length; i++) {
    await cdp.send('Input.imeSetComposition', { text: text.slice(0, i), selectionStart: i, selectionEnd: i });
  }
  await cdp.send('Input.insertText', { text });
  await cdp.detach();
}

async function necessaryOnly(page) {
  await page
    .getByRole('region', { name: /クッキー/ })
    .getByRole('button', { name: /必要なクッキーのみ/ })
    .click();
}

/** The newest code in the demo's inbox (on a phone, behind the demo tools' toggle). */
async function demoCode(page) {
  const demo = page.getByRole('complementary', { name: 'デモモード' });
  const tools = demo.getByRole('button', { name: 'デモ用ツール' });
  if ((await tools.isVisible()) && (await tools.getAttribute('aria-expanded')) !== 'true') await tools.click();
  await demo.getByRole('button', { name: 'デモ用メールボックス' }).click();
  const inbox = page.getByRole('dialog', { name: 'デモで送信されたメール' });
  const code = (await inbox.locator('li').first().locator('p').nth(1).textContent()).trim();
  await inbox.getByRole('button').first().click();
  await inbox.waitFor({ state: 'detached' });
  return code;
}

export const scenarios = [
  {
    name: 'ime digits (ja-JP, phone): sign-up ZIP, verification code, data request phone digits, bank and LINE Pay numbers, amount keep full-width digits',
    timeoutMs: 150_000,
    async run({ newPage, checkA11y, screenshot, expect }) {
      const page = await newPage({ viewport: PHONE, locale: 'ja-JP' });
      const main = page.getByRole('main');

      // Sign-up: the ZIP code typed full-width is kept as typed and accepted.
      await page.goto('/jp/signup');
      await necessaryOnly(page);
      await main.getByLabel('メールアドレス', { exact: true }).fill('ime@example.com');
      await main.getByLabel(/^パスワード/).fill('long-enough');
      await main.getByLabel('お名前', { exact: true }).fill('山田 花子');
      const zip = main.getByLabel(/^郵便番号/);
      await imeType(page, zip, '1500002');
      expect.equal(await zip.inputValue(), fullWidth('1500002'), 'the ZIP code keeps what the IME committed');
      await main.getByLabel(/利用規約/).check();
      await main.getByRole('button', { name: 'アカウントを作成' }).click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/user/verify-email', 'signed up: on the verify screen', 15000);

      // The verification code: the IME's digits are kept, as ASCII, and verify the address.
      const code = main.getByLabel('4桁のコード', { exact: true });
      await code.waitFor({ timeout: 10000 });
      await imeType(page, code, '1234');
      expect.equal(await code.inputValue(), '1234', 'the code keeps the full-width digits, as ASCII');
      await code.fill('');
      await page.keyboard.insertText('５６');
      expect.equal(await code.inputValue(), '56', 'insertText alone (a committed composition) is kept too');
      const sent = await demoCode(page);
      await code.fill('');
      await imeType(page, code, sent);
      expect.equal(await code.inputValue(), sent, 'the code sent, typed full-width');
      await checkA11y(page, 'ja-JP verify with a full-width code');
      await screenshot(page, 'phone-ime-code-ja-JP');
      await main.getByRole('button', { name: '今すぐ確認' }).click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/user/account', 'verified: on the account', 15000);

      // A data request: the phone's last 4 digits typed full-width are kept and accepted.
      await page.goto('/dsar');
      await main.getByLabel('請求の種類', { exact: true }).selectOption('access');
      await main.getByLabel('氏名', { exact: true }).fill('山田 花子');
      await main.getByLabel('アカウントのメールアドレス', { exact: true }).fill('ime@example.com');
      const phone = main.getByLabel('電話番号の下4桁', { exact: true });
      await imeType(page, phone, '5678');
      expect.equal(await phone.inputValue(), '５６７８', 'the phone digits keep what the IME committed');
      await main.getByRole('button', { name: '請求を送信する' }).click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/thank-you', 'the data request is accepted', 15000);
    },
  },
  {
    name: 'ime digits (ja-JP, phone): the bank account, LINE Pay number and amount typed full-width are accepted',
    timeoutMs: 120_000,
    async run({ newPage, checkA11y, screenshot, expect }) {
      const page = await newPage({ viewport: PHONE, locale: 'ja-JP' });
      const main = page.getByRole('main');
      await page.goto('/jp/login');
      await necessaryOnly(page);
      await main.getByLabel('メールアドレス', { exact: true }).fill('demo@example.com');
      await main.getByLabel('パスワード', { exact: true }).fill('demo1234');
      await main.getByRole('button', { name: 'ログイン' }).click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/', 'signed in', 15000);

      await page.goto('/user/withdraw');
      await page.getByRole('button', { name: /^銀行口座を(設定|編集)$/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('口座名義', { exact: true }).fill('サトウ ハナコ');
      await dialog.getByLabel('預金種目', { exact: true }).selectOption('ORDINARY');
      for (const [label, digits] of [
        ['金融機関コード', '0001'],
        ['支店コード', '001'],
        ['口座番号', '7654321'],
      ]) {
        const field = dialog.getByLabel(label, { exact: true });
        await imeType(page, field, digits);
        expect.equal(await field.inputValue(), fullWidth(digits), `${label} keeps what the IME committed`);
      }
      await checkA11y(page, 'ja-JP bank form typed full-width');
      await screenshot(page, 'phone-ime-bank-ja-JP');
      await dialog.getByRole('button', { name: '保存する' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 10000 });
      const bank = page.getByRole('button', { name: /^銀行口座\s/ });
      // Seven digits show their last three (maskAccountNumber): read as ASCII, saved.
      expect.ok((await bank.textContent()).replace(/\s+/g, ' ').includes('•••• 321'), 'the account number, read as ASCII, is saved');

      await page.getByRole('button', { name: /^LINE Payを(設定|編集)$/ }).click();
      const line = page.getByRole('dialog').getByLabel('LINE Payの照会番号', { exact: true });
      await imeType(page, line, '09087654321');
      expect.equal(await line.inputValue(), fullWidth('09087654321'), 'the LINE Pay number keeps what the IME committed');
      await page.getByRole('dialog').getByRole('button', { name: '保存する' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 10000 });
      expect.ok(
        (await page.getByRole('button', { name: /^LINE Pay\s/ }).textContent()).replace(/\s+/g, ' ').includes('•••• 4321'),
        'the LINE Pay number, read as ASCII, is saved',
      );

      const amount = page.getByLabel('出金額', { exact: true });
      await imeType(page, amount, '1000');
      expect.equal(await amount.inputValue(), fullWidth('1000'), 'the amount keeps what the IME committed');
      await page.getByRole('button', { name: '内容を確認する' }).click();
      const review = page.getByRole('region', { name: '出金内容の確認' });
      await review.waitFor({ timeout: 10000 });
      await review.getByText('￥751', { exact: true }).waitFor();
    },
  },
  {
    name: 'reset link (phone, 4× slower CPU): the token leaves the address first, no Referer and no history entry carries it',
    timeoutMs: 120_000,
    async run({ newPage, expect }) {
      const page = await newPage({ viewport: PHONE, locale: 'ja-JP' });
      const token = 'e2e-reset-token-66a7';
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const referers = [];
      page.on('request', (request) => referers.push([request.url(), request.headers()['referer'] ?? '']));

      for (const path of [
        `/reset-password?token=${token}`,
        `/reset-password?locale=ja-JP&token=${token}`,
        `/jp/reset-password?token=${token}`,
      ]) {
        await page.goto(path);
        // The form is shown: the token was read before it left the address.
        await page.locator('input[autocomplete="new-password"]').nth(1).waitFor({ timeout: 20000 });
        expect.ok(!page.url().includes(token), `${path}: the token is gone from the address (${page.url()})`);
        expect.ok(!(await page.evaluate(() => location.href)).includes(token), `${path}: location.href has no token`);
      }
      // Referer: no request the page made names the token (the page's own address is never sent whole).
      const leaking = referers.filter(([, referer]) => referer.includes(token));
      expect.equal(leaking, [], 'no request carries the token in its Referer');
      expect.ok(referers.length > 5, `requests were seen (${referers.length})`);
      // History: no entry, in this tab, has the token.
      const { entries } = await cdp.send('Page.getNavigationHistory');
      const withToken = entries.filter((entry) => entry.url.includes(token));
      expect.equal(withToken, [], 'no history entry holds the token');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    },
  },
];
