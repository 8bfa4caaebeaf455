// The account page's balance in the demo build, on a phone, in all five languages: the slot-machine
// counter rolls and settles on the amount the locale writes (read by screen readers as that amount
// only), it is still for reduced motion, and Withdraw is the page's primary button, reached by keyboard.
export const serve = 'demo';

const PHONE = { width: 390, height: 844 };

const ENGLISH = {
  cookies: /cookies/i,
  necessary: /necessary/i,
  email: 'Email',
  password: 'Password',
  logIn: 'Log in',
  balance: 'Your balance',
  withdraw: 'Withdraw',
};

const MARKETS = [
  { ...ENGLISH, segment: 'us', locale: 'en-US', amount: /^\$\d{1,3}(,\d{3})*\.\d{2}$/ },
  { ...ENGLISH, segment: 'uk', locale: 'en-GB', amount: /^£\d{1,3}(,\d{3})*\.\d{2}$/ },
  { ...ENGLISH, segment: 'ca', locale: 'en-CA', amount: /^\$\d{1,3}(,\d{3})*\.\d{2}$/ },
  {
    segment: 'fr',
    locale: 'fr-FR',
    cookies: /cookies/i,
    necessary: /nécessaires/i,
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    logIn: 'Se connecter',
    balance: 'Votre solde',
    withdraw: 'Retirer mon solde',
    amount: /^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/,
  },
  {
    segment: 'jp',
    locale: 'ja-JP',
    cookies: /クッキー/,
    necessary: /必要なクッキーのみ/,
    email: 'メールアドレス',
    password: 'パスワード',
    logIn: 'ログイン',
    balance: '残高',
    withdraw: '出金する',
    amount: /^￥\d{1,3}(,\d{3})*$/,
  },
];

/** Counts the counter's moves: every change of a digit strip's position. */
function countStripMoves() {
  window.__stripMoves = 0;
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.target instanceof HTMLElement && record.target.dataset.testid === 'slot-strip') window.__stripMoves += 1;
    }
  }).observe(document, { attributes: true, attributeFilter: ['style'], subtree: true });
}

async function signIn(page, market, expect) {
  await page.goto(`/${market.segment}/login`);
  await page.getByRole('region', { name: market.cookies }).getByRole('button', { name: market.necessary }).click();
  const main = page.getByRole('main');
  await main.getByLabel(market.email, { exact: true }).fill('demo@example.com');
  await main.getByLabel(market.password, { exact: true }).fill('demo1234');
  await main.getByRole('button', { name: market.logIn }).click();
  await expect.eventually(async () => new URL(page.url()).pathname === '/', `${market.locale}: signed in`, 10000);
}

/** What the counter says: to screen readers (text outside aria-hidden), and to the eyes (static text and each strip's digit). */
async function readCounter(card) {
  const counter = card.locator('[data-testid="slot-strip"]').first().locator('xpath=ancestor::*[@aria-hidden="true"]/..');
  return counter.evaluate((el) => {
    const copy = el.cloneNode(true);
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    const reels = el.querySelector('[aria-hidden="true"]');
    const shown = [...reels.children]
      .map((child) => {
        const strip = child.querySelector('[data-testid="slot-strip"]');
        if (!strip) return child.textContent;
        const offset = new DOMMatrixReadOnly(getComputedStyle(strip).transform).m42;
        return String(Math.round(-offset / 50));
      })
      .join('');
    const reel = reels.querySelector('[data-testid="slot-strip"]').parentElement;
    return {
      spoken: copy.textContent,
      shown,
      settled: el.hasAttribute('data-settled'),
      reelHeight: reel.getBoundingClientRect().height,
    };
  });
}

async function checkWithdraw(page, market, card, expect) {
  const withdraw = card.getByRole('link', { name: market.withdraw, exact: true });
  expect.equal(
    new URL(await withdraw.evaluate((a) => a.href)).pathname,
    '/user/withdraw',
    `${market.locale}: Withdraw goes to /user/withdraw`,
  );
  const look = await withdraw.evaluate((a) => {
    const probe = document.createElement('span');
    probe.style.backgroundColor = 'var(--color-brand)';
    document.body.append(probe);
    const brand = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const style = getComputedStyle(a);
    return { background: style.backgroundColor, brand, height: a.getBoundingClientRect().height, width: a.getBoundingClientRect().width };
  });
  expect.equal(look.background, look.brand, `${market.locale}: Withdraw has the primary button's colour`);
  expect.ok(look.height >= 44, `${market.locale}: Withdraw is a full tap target (${look.height}px high)`);
  expect.ok(look.width > PHONE.width / 2, `${market.locale}: Withdraw spans the card on a phone (${look.width}px)`);
  // Keyboard: Tab from the top of the page reaches it, Enter follows it.
  await page
    .locator('h1')
    .first()
    .evaluate((h) => {
      h.setAttribute('tabindex', '-1');
      h.focus();
    });
  let reached = false;
  for (let i = 0; i < 40 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = await withdraw.evaluate((a) => a === document.activeElement);
  }
  expect.ok(reached, `${market.locale}: Withdraw is reached with Tab`);
  await page.keyboard.press('Enter');
  await expect.eventually(
    async () => new URL(page.url()).pathname === '/user/withdraw',
    `${market.locale}: Enter opens the withdraw page`,
    10000,
  );
}

export const scenarios = MARKETS.flatMap((market) => [
  {
    name: `balance (${market.locale}): the counter rolls and settles on the amount, read as that amount; Withdraw is the primary button`,
    async run({ newPage, checkA11y, screenshot, expect }) {
      const page = await newPage({ viewport: PHONE, locale: market.locale, reducedMotion: 'no-preference' });
      await page.addInitScript(countStripMoves);
      await signIn(page, market, expect);
      await page.goto('/user/account');
      const card = page.getByRole('region', { name: market.balance });
      await card.locator('[data-testid="slot-strip"]').first().waitFor({ timeout: 10000 });
      // Settled: the last step is taken and its 50 ms CSS transition has run, so the digits drawn
      // are the final ones (reading them during that transition catches the last digit mid-roll).
      await expect.eventually(
        async () => {
          const now = await readCounter(card);
          return now.settled && now.shown === now.spoken;
        },
        `${market.locale}: the counter settles on the amount`,
        5000,
      );
      const counter = await readCounter(card);
      expect.match(counter.spoken, market.amount, `${market.locale}: screen readers read the amount as the locale writes it`);
      expect.equal(counter.shown, counter.spoken, `${market.locale}: the settled digits show the same amount`);
      expect.equal(counter.reelHeight, 50, `${market.locale}: a digit is 50 px high`);
      expect.ok((await page.evaluate(() => window.__stripMoves)) > 0, `${market.locale}: the digits rolled`);
      expect.equal(
        await card.getByText(counter.spoken, { exact: true }).count(),
        1,
        `${market.locale}: the amount is written once in the page (the rolling digits are drawn, not text)`,
      );
      await checkA11y(page, `balance ${market.locale}`);
      if (market.locale === 'fr-FR' || market.locale === 'ja-JP') await screenshot(page, `phone-balance-${market.segment}`);
      await checkWithdraw(page, market, card, expect);
    },
  },
  {
    name: `balance (${market.locale}): with reduced motion the amount is there at once, still`,
    async run({ newPage, checkA11y, expect }) {
      const page = await newPage({ viewport: PHONE, locale: market.locale, reducedMotion: 'reduce' });
      await page.addInitScript(countStripMoves);
      await signIn(page, market, expect);
      await page.goto('/user/account');
      const card = page.getByRole('region', { name: market.balance });
      await card.locator('[data-testid="slot-strip"]').first().waitFor({ timeout: 10000 });
      const counter = await readCounter(card);
      expect.ok(counter.settled, `${market.locale}: settled as soon as it is shown`);
      expect.match(counter.spoken, market.amount, `${market.locale}: the amount as the locale writes it`);
      expect.equal(counter.shown, counter.spoken, `${market.locale}: the final digits at once`);
      await page.waitForTimeout(600);
      expect.equal(await page.evaluate(() => window.__stripMoves), 0, `${market.locale}: no digit moved`);
      await checkA11y(page, `balance reduced motion ${market.locale}`);
    },
  },
]);
