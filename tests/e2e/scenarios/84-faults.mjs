// Fault journeys (issue 11 point 5): the production build, with its real HTTP adapters, against
// fakes/http on the same origin, on a phone. The server fails as real ones do (a 500, a connection
// dropped before or after the work is done, a refused token, texts that cannot be downloaded, an
// answer that is not the API's JSON), and each journey must end in a clear message in the
// customer's language, with what they typed still there, and no money action sent twice: checked
// on the page (by role and text) and on the server (the requests it saw, the withdrawals it holds).
export const serve = 'production';

const PHONE = { width: 390, height: 844 };

/** What Chromium logs by itself for a failed request: the faults' own traces, expected here. */
const LOGGED_500 = /Failed to load resource: the server responded with a status of 500/;
const LOGGED_401 = /Failed to load resource: the server responded with a status of 401/;
const LOGGED_400 = /Failed to load resource: the server responded with a status of 400/;
const LOGGED_LOSS = /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED|EMPTY_RESPONSE|CONNECTION_RESET)/;

const MARKETS = {
  fr: {
    segment: '',
    country: 'fr',
    cookies: /cookies/i,
    necessary: /nécessaires/i,
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    logIn: 'Se connecter',
    amountLabel: 'Montant à retirer',
    amount: { typed: '5,50', shown: /5,50\s€/, minor: 550 },
    review: 'Vérifier le retrait',
    reviewTitle: 'Vérifiez votre retrait',
    confirm: 'Confirmer le retrait',
    tryAgain: 'Réessayer',
    unknown: 'nous ne pouvons pas savoir si votre retrait a été enregistré',
    offline: 'Vous êtes hors ligne : votre demande n’est pas partie et rien n’a été retiré',
    done: 'Retrait demandé',
    another: 'Faire un autre retrait',
  },
  jp: {
    segment: '/jp',
    country: 'jp',
    cookies: /クッキー/,
    necessary: /必要なクッキーのみ/,
    email: 'メールアドレス',
    password: 'パスワード',
    logIn: 'ログイン',
    amountLabel: '出金額',
    amount: { typed: '1000', shown: /[￥¥]1,000/, minor: 1000 },
    review: '内容を確認する',
    reviewTitle: '出金内容の確認',
    confirm: '出金を確定する',
    tryAgain: 'もう一度送る',
    unknown: '出金が受け付けられたかどうか確認できません',
    offline: 'オフラインのため、依頼は送信されておらず、出金もされていません',
    done: '出金を受け付けました',
    another: null,
  },
};

const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** An i18next key left on screen: `ns:a.b` or `a.b.c` in camelCase words. */
const RAW_KEY = /\b[a-z]+:[a-zA-Z]+\.[a-zA-Z.]+\b|\b[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*\b/;

const DEMO = { email: 'demo@example.com', password: 'demo1234' };

/**
 * A customer of this file alone, made from the market's demo customer (same password, PayPal set up
 * and the default, email verified) with a balance for several withdrawals and no history: other
 * files' customers are left as they were, and each journey counts only its own withdrawals.
 */
function customer(api, country, tag, balance) {
  const demo = api.backend.findUser(DEMO.email, country);
  const email = `faults-${tag}@example.com`;
  if (!api.backend.findUser(email, country)) {
    api.backend.addUser({
      ...demo,
      id: `faults-${tag}-${country}`,
      email,
      emailVerified: true,
      balance: { ...demo.balance, amount: balance },
      transactions: [],
    });
  }
  return { email, password: DEMO.password };
}

/** Opens the login page of a market, past the cookie banner, and types the demo customer in. */
async function typeLogin(page, market, who = DEMO) {
  await page.goto(`${market.segment}/login`);
  await page.getByRole('region', { name: market.cookies }).getByRole('button', { name: market.necessary }).click();
  const main = page.getByRole('main');
  await main.getByLabel(market.email, { exact: true }).fill(who.email);
  await main.getByLabel(market.password, { exact: true }).fill(who.password);
  return main;
}

async function signIn(page, market, expect, who = DEMO) {
  const main = await typeLogin(page, market, who);
  await main.getByRole('button', { name: market.logIn }).click();
  await expect.eventually(async () => !new URL(page.url()).pathname.endsWith('/login'), `${market.country}: signed in`, 10000);
}

/** The alert (role=alert) holding this text; the page's alert regions are always there, most of them empty. */
const alertWith = (page, text) => page.getByRole('alert').filter({ hasText: text });

/** A customer's withdrawals as the server holds them. */
const withdrawals = (api, country, who) => api.backend.findUser(who.email, country).transactions.filter((t) => t.category === 'WITHDRAWAL');

const posts = (api, path) => api.requests.filter((r) => r.method === 'POST' && r.path === path);

/** The withdraw page with its review open for the market's amount. */
async function openReview(page, market) {
  await page.goto('/user/withdraw');
  const amount = page.getByLabel(market.amountLabel, { exact: true });
  await amount.waitFor({ timeout: 10000 });
  await amount.fill(market.amount.typed);
  await page.getByRole('button', { name: market.review }).click();
  const review = page.getByRole('region', { name: market.reviewTitle });
  await review.waitFor({ timeout: 10000 });
  return review;
}

/**
 * One withdrawal through a fault: the review confirmed (double-clicked) while the fault strikes.
 * `shown: 'uncertain'`: the "may have gone through" message, the amount still on screen, then
 * "Try again" once the fault is gone. `shown: 'done'`: the browser's own resend carried it through.
 * Either way: exactly one new withdrawal on the server, and every POST of it with one key.
 */
async function withdrawThrough(page, market, who, { api, expect, screenshot }, { fault, shown }, label) {
  const before = new Set(withdrawals(api, market.country, who).map((w) => w.id));
  const review = await openReview(page, market);
  api.requests.length = 0;
  const restore = await fault();
  // A server slow enough that the second click lands while the first request is under way.
  api.backend.latencyMs = 300;
  try {
    await review.getByRole('button', { name: market.confirm }).dblclick();
    const said = {
      uncertain: alertWith(page, market.unknown),
      offline: alertWith(page, market.offline),
      done: page.getByText(market.done, { exact: true }),
    };
    await said[shown].waitFor({
      timeout: 10000,
    });
  } finally {
    api.backend.latencyMs = 0;
    await restore();
  }
  if (shown === 'offline') {
    expect.equal(posts(api, '/api/v2/withdrawals').length, 0, `${label}: nothing left the phone`);
    expect.ok((await alertWith(page, market.unknown).count()) === 0, `${label}: offline is not said as "no answer"`);
  }
  if (shown === 'uncertain' || shown === 'offline') {
    expect.ok(posts(api, '/api/v2/withdrawals').length <= 1, `${label}: the double click sent one request`);
    expect.match((await review.textContent()).replace(/\s+/g, ' '), market.amount.shown, `${label}: the amount is still on screen`);
    await screenshot(page, `faults-withdraw-${label}`);
    await review.getByRole('button', { name: market.tryAgain }).click();
    await page.getByText(market.done, { exact: true }).waitFor({ timeout: 10000 });
  }
  const all = posts(api, '/api/v2/withdrawals');
  const keys = new Set(all.map((r) => r.headers['idempotency-key']));
  expect.ok(
    all.length >= 1 && keys.size === 1 && !keys.has(undefined),
    `${label}: every attempt sent the same Idempotency-Key (${[...keys]})`,
  );
  const added = withdrawals(api, market.country, who).filter((w) => !before.has(w.id));
  expect.equal(added.length, 1, `${label}: exactly one new withdrawal on the server (${all.length} POSTs)`);
  expect.equal(Math.abs(added[0].amount.amount), market.amount.minor, `${label}: the withdrawal is for the amount typed`);
}

export const scenarios = [
  {
    name: 'faults (a) login, phone, fr: a 500 then a network loss on the token call, a clear message, what was typed kept, then it works',
    async run({ newPage, expect, api, checkA11y, screenshot }) {
      const page = await newPage({ viewport: PHONE, locale: 'fr-FR' });
      page.allowConsoleErrors(LOGGED_500, LOGGED_LOSS);
      const market = MARKETS.fr;
      const main = await typeLogin(page, market);
      const email = main.getByLabel(market.email, { exact: true });
      const password = main.getByLabel(market.password, { exact: true });
      const submit = main.getByRole('button', { name: market.logIn });
      api.requests.length = 0;

      // A 500.
      api.backend.failNext('server_error', { call: 'issueToken' });
      await submit.click();
      await alertWith(page, 'Une erreur est survenue').waitFor({ timeout: 10000 });
      expect.equal(await email.inputValue(), DEMO.email, '500: the email is still typed');
      expect.equal(await password.inputValue(), DEMO.password, '500: the password is still typed');
      expect.equal(new URL(page.url()).pathname, '/login', '500: still on the login page');
      await checkA11y(page, 'login after a 500');
      await screenshot(page, 'faults-login-500-fr');

      // The network lost: the request never reaches the server.
      let aborted = 0;
      await page.route('**/api/v2/oauth/token', (route) => {
        aborted += 1;
        return route.abort('internetdisconnected');
      });
      await submit.click();
      await alertWith(page, 'Impossible de joindre le serveur').waitFor({ timeout: 10000 });
      expect.equal(aborted, 1, 'network loss: one attempt');
      expect.equal(await email.inputValue(), DEMO.email, 'network loss: the email is still typed');
      expect.equal(await password.inputValue(), DEMO.password, 'network loss: the password is still typed');
      await screenshot(page, 'faults-login-offline-fr');
      await page.unroute('**/api/v2/oauth/token');

      // Back: the same form, sent again, signs in.
      await submit.click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/', 'signed in once the fault is gone', 10000);
      expect.equal(posts(api, '/api/v2/oauth/token').length, 2, 'the server saw the 500 and the retry (not the lost one)');
    },
  },
  {
    name: 'faults (b) withdrawal, phone, fr + ja: a 500 and a lost answer, "may have gone through", Try again with the same key, one withdrawal',
    timeoutMs: 60000,
    async run(ctx) {
      const { newPage, expect, api, checkA11y } = ctx;
      for (const key of ['fr', 'jp']) {
        const market = MARKETS[key];
        const page = await newPage({ viewport: PHONE, locale: key === 'fr' ? 'fr-FR' : 'ja-JP' });
        page.allowConsoleErrors(LOGGED_500, LOGGED_LOSS);
        const who = customer(api, market.country, 'b', key === 'fr' ? 10000 : 100000);
        await signIn(page, market, expect, who);
        // A 500 after the server made the withdrawal: the answer says nothing of what happened.
        await withdrawThrough(
          page,
          market,
          who,
          ctx,
          {
            shown: 'uncertain',
            fault: async () => {
              api.backend.failNext('server_error', { call: 'withdraw', afterProcessing: true });
              return async () => {};
            },
          },
          `${key}-500`,
        );
        await checkA11y(page, `${key} withdrawal done after a retry`);
        // The connection dropped after the server made it: the answer is lost. Chromium itself sends
        // the POST again when a kept-alive connection closes without a word: the same request, so
        // the same key, and the server answers with the withdrawal it made (one, not two).
        await withdrawThrough(
          page,
          market,
          who,
          ctx,
          {
            shown: 'done',
            fault: async () => {
              api.backend.failNext('network_error', { call: 'withdraw', afterProcessing: true });
              return async () => {};
            },
          },
          `${key}-dropped`,
        );
        // The network lost on the way, the phone still online: the app cannot know — "may have gone through".
        await withdrawThrough(
          page,
          market,
          who,
          ctx,
          {
            shown: 'uncertain',
            fault: async () => {
              await page.route('**/api/v2/withdrawals', (route) =>
                route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
              );
              return () => page.unroute('**/api/v2/withdrawals');
            },
          },
          `${key}-lost`,
        );
        // The phone offline (issue 17 point 4): nothing leaves it, and that is what is said.
        await withdrawThrough(
          page,
          market,
          who,
          ctx,
          {
            shown: 'offline',
            fault: async () => {
              await page.context().setOffline(true);
              return () => page.context().setOffline(false);
            },
          },
          `${key}-offline`,
        );
      }
    },
  },
  {
    name: 'faults (c) session ending during a withdrawal, phone, fr: told clearly, nothing sent twice, back to the withdrawal after signing in',
    async run({ newPage, expect, api, checkA11y, screenshot }) {
      const market = MARKETS.fr;
      const page = await newPage({ viewport: PHONE, locale: 'fr-FR' });
      // The server refuses the revoked token (401) and then its refresh (OAuth's 400 invalid_grant): the point here.
      page.allowConsoleErrors(LOGGED_401, LOGGED_400);
      const who = customer(api, 'fr', 'c', 10000);
      await signIn(page, market, expect, who);

      // The access token merely expired: renewed with the refresh token, the same request replayed,
      // and the customer sees nothing of it. One withdrawal.
      let before = withdrawals(api, 'fr', who).length;
      let review = await openReview(page, market);
      api.backend.expireAccessTokens();
      api.requests.length = 0;
      await review.getByRole('button', { name: market.confirm }).click();
      await page.getByText(market.done, { exact: true }).waitFor({ timeout: 10000 });
      const replayed = posts(api, '/api/v2/withdrawals');
      expect.equal(replayed.length, 2, 'refused once, replayed once after the renewal');
      expect.equal(replayed[0].headers['idempotency-key'], replayed[1].headers['idempotency-key'], 'the replay has the same key');
      expect.equal(withdrawals(api, 'fr', who).length, before + 1, 'one withdrawal after a renewed session');

      // The session is gone for good (revoked): the customer is told and asked to sign in again.
      before = withdrawals(api, 'fr', who).length;
      review = await openReview(page, market);
      api.backend.revokeAllTokens();
      api.requests.length = 0;
      await review.getByRole('button', { name: market.confirm }).click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/login', 'sent to the login page', 10000);
      expect.equal(new URL(page.url()).searchParams.get('returnTo'), '/user/withdraw', 'the way back is the withdrawal');
      await alertWith(page, 'Votre session a expiré').waitFor({ timeout: 10000 });
      expect.equal(
        api.requests.map((r) => `${r.method} ${r.path}`),
        ['POST /api/v2/withdrawals', 'POST /api/v2/oauth/token'],
        'the withdrawal was refused once, the renewal refused once: nothing more sent',
      );
      expect.equal(withdrawals(api, 'fr', who).length, before, 'no withdrawal made with a refused session');
      await checkA11y(page, 'login after the session ended during a withdrawal');
      await screenshot(page, 'faults-session-withdraw-fr');

      // Signed in again: back on the withdrawal, the form ready for the amount (decisions: typed
      // again, never sent on its own), and one withdrawal when confirmed.
      const main = page.getByRole('main');
      await main.getByLabel(market.email, { exact: true }).fill(who.email);
      await main.getByLabel(market.password, { exact: true }).fill(who.password);
      await main.getByRole('button', { name: market.logIn }).click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/user/withdraw', 'back to the withdrawal', 10000);
      const amount = page.getByLabel(market.amountLabel, { exact: true });
      await amount.waitFor({ timeout: 10000 });
      expect.equal(withdrawals(api, 'fr', who).length, before, 'signing in again sent no withdrawal');
      await amount.fill(market.amount.typed);
      await page.getByRole('button', { name: market.review }).click();
      await page.getByRole('region', { name: market.reviewTitle }).getByRole('button', { name: market.confirm }).click();
      await page.getByText(market.done, { exact: true }).waitFor({ timeout: 10000 });
      expect.equal(withdrawals(api, 'fr', who).length, before + 1, 'one withdrawal once signed in again');
    },
  },
  {
    name: 'faults (d) profile save, phone, fr: a 500 then a network loss, a clear message, everything typed kept, then it saves',
    async run({ newPage, expect, api, checkA11y, screenshot }) {
      const market = MARKETS.fr;
      const page = await newPage({ viewport: PHONE, locale: 'fr-FR' });
      page.allowConsoleErrors(LOGGED_500, LOGGED_LOSS);
      const who = customer(api, 'fr', 'd', 0);
      await signIn(page, market, expect, who);
      await page.goto('/user/profile');
      const form = page.getByRole('region', { name: 'Informations personnelles' });
      const typed = { Nom: 'Léa Dubois-Martin', Adresse: '8 rue des Lilas', Ville: 'Lyon' };
      await form.getByLabel('Nom', { exact: true }).waitFor({ timeout: 10000 });
      for (const [label, value] of Object.entries(typed)) await form.getByLabel(label, { exact: true }).fill(value);
      const marketing = form.getByRole('checkbox', { name: /actualités/ });
      const consent = !(await marketing.isChecked());
      await marketing.setChecked(consent);
      const save = form.getByRole('button', { name: 'Enregistrer les modifications' });
      const kept = async (label) => {
        for (const [field, value] of Object.entries(typed)) {
          expect.equal(await form.getByLabel(field, { exact: true }).inputValue(), value, `${label}: ${field} still typed`);
        }
        expect.equal(await marketing.isChecked(), consent, `${label}: the consent still as ticked`);
      };
      api.requests.length = 0;

      api.backend.failNext('server_error', { call: 'updateUser' });
      await save.click();
      await alertWith(page, 'Profil non enregistré')
        .filter({ hasText: 'Notre serveur a rencontré un problème' })
        .waitFor({ timeout: 10000 });
      await kept('500');
      expect.equal(api.backend.findUser(who.email, 'fr').name === typed.Nom, false, '500: nothing saved');
      await checkA11y(page, 'profile after a failed save');
      await screenshot(page, 'faults-profile-500-fr');
      await page.getByRole('alert').getByRole('button').first().click();

      await page.route('**/api/v2/user', (route) =>
        route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.continue(),
      );
      await save.click();
      await alertWith(page, 'Impossible de joindre le serveur').waitFor({ timeout: 10000 });
      await kept('network loss');
      await screenshot(page, 'faults-profile-offline-fr');
      await page.unroute('**/api/v2/user');

      await save.click();
      await page.getByRole('status').filter({ hasText: 'Profil enregistré' }).waitFor({ timeout: 10000 });
      await kept('saved');
      const saved = api.backend.findUser(who.email, 'fr');
      expect.equal(
        { name: saved.name, address: saved.address, city: saved.city, marketing: saved.marketingConsent },
        { name: typed.Nom, address: typed.Adresse, city: typed.Ville, marketing: consent },
        'the server holds what was typed',
      );
      expect.equal(
        api.requests.filter((r) => r.method === 'PATCH').length,
        2,
        'the server saw the failed save and the good one (the lost one never reached it)',
      );
    },
  },
  {
    name: 'faults (e) the texts cannot be downloaded (500, network loss), phone, ja + fr: readable built-in texts, no raw key, no blank page',
    async run({ newPage, expect, screenshot }) {
      const cases = [
        { path: '/jp', locale: 'ja-JP', failure: 'status', label: 'ja-500' },
        { path: '/jp', locale: 'ja-JP', failure: 'loss', label: 'ja-offline' },
        { path: '/', locale: 'fr-FR', failure: 'status', label: 'fr-500' },
        { path: '/', locale: 'fr-FR', failure: 'loss', label: 'fr-offline' },
      ];
      for (const { path, locale, failure, label } of cases) {
        const page = await newPage({ viewport: PHONE, locale });
        page.allowConsoleErrors(failure === 'status' ? LOGGED_500 : LOGGED_LOSS);
        const asked = [];
        await page.route('**/locales/**', (route) => {
          asked.push(new URL(route.request().url()).pathname);
          return failure === 'status'
            ? route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>500 Internal Server Error</h1>' })
            : route.abort('internetdisconnected');
        });
        await page.goto(path);
        const h1 = page.locator('h1').first();
        await h1.waitFor({ timeout: 15000 });
        expect.ok(asked.length > 0, `${label}: the texts were asked for (${asked.length})`);
        const text = await page.locator('body').innerText();
        expect.ok((await h1.innerText()).trim().length > 3, `${label}: a heading in words`);
        expect.ok(text.trim().length > 200, `${label}: the page is not blank`);
        expect.ok(!RAW_KEY.test(text), `${label}: no raw key on screen: ${text.match(RAW_KEY)?.[0]}`);
        await expect.eventually(
          async () => (await page.evaluate(() => document.documentElement.lang)) === 'fr-FR',
          `${label}: <html lang> names the French the texts are in`,
        );
        // The built-in texts are French: the French banner button and the heading say so.
        await page
          .getByRole('region', { name: /cookies/i })
          .getByRole('button', { name: /nécessaires/i })
          .click();
        // The customer moves on to another page: still words, still no key.
        await page.goto(`${path === '/' ? '' : path}/login`);
        await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).waitFor({ timeout: 15000 });
        const login = await page.locator('body').innerText();
        expect.ok(!RAW_KEY.test(login), `${label}: no raw key on the login page: ${login.match(RAW_KEY)?.[0]}`);
        await screenshot(page, `faults-texts-${label}`);
      }
    },
  },
  {
    name: 'faults (f) the bins call answers nonsense, phone, fr: a clear message with Retry, no crash, Retry works once the server is right; bad bins in a list hide only themselves',
    async run({ newPage, expect, api, checkA11y, screenshot }) {
      const page = await newPage({ viewport: PHONE, locale: 'fr-FR' });
      page.allowConsoleErrors(/Failed to load resource: the server responded with a status of 50[02]/);
      // No network here: OpenStreetMap's tile server is played by a blank tile (as in 70-map-bundle.mjs).
      await page.route('https://tile.openstreetmap.org/**', (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
      );
      const nonsense = [
        {
          label: 'html',
          status: 502,
          contentType: 'text/html',
          body: '<!doctype html><h1>502 Bad Gateway</h1>',
          says: 'Notre serveur a rencontré un problème',
        },
        {
          label: 'truncated',
          status: 200,
          contentType: 'application/json',
          body: '{"data": [{"id": "b1", "lat',
          says: 'réponse illisible',
        },
        { label: 'string', status: 200, contentType: 'application/json', body: '"ok"', says: 'réponse illisible' },
        { label: 'not-a-list', status: 200, contentType: 'application/json', body: '{"data": {"id": 7}}', says: 'réponse illisible' },
        {
          label: 'html-200',
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><html><body>index</body></html>',
          says: 'réponse illisible',
        },
      ];
      let current = nonsense[0];
      await page.route('**/api/v2/bins?**', (route) =>
        current ? route.fulfill({ status: current.status, contentType: current.contentType, body: current.body }) : route.continue(),
      );
      await page.goto('/shop-and-return');
      await page
        .getByRole('region', { name: /cookies/i })
        .getByRole('button', { name: /nécessaires/i })
        .click();
      const list = page.getByRole('region', { name: 'Bacs de collecte', exact: true });
      const retry = list.getByRole('alert').getByRole('button', { name: 'Réessayer' });
      for (const [i, bad] of nonsense.entries()) {
        current = bad;
        if (i > 0) await retry.click();
        await list.getByRole('alert').filter({ hasText: bad.says }).waitFor({ timeout: 10000 });
        expect.equal(await page.locator('h1').count(), 1, `${bad.label}: the page is still there`);
        if (i === 0) {
          await checkA11y(page, 'bins call failed', { exclude: ['.ol-viewport'] });
          await screenshot(page, 'faults-bins-nonsense-fr');
        }
      }
      current = null;
      api.requests.length = 0;
      await retry.click();
      await list.getByRole('list').first().waitFor({ timeout: 10000 });
      expect.equal(await list.getByRole('alert').count(), 0, 'the message is gone once the bins are read');
      expect.ok(
        api.requests.some((r) => r.path === '/api/v2/bins'),
        'Retry asked the server again',
      );

      // A list with a bin of the wrong shape and one north of the pole: the good bin is shown, the others are counted.
      const good = {
        id: 'good-1',
        lat: 48.8649,
        lng: 2.3756,
        details: '12 rue Oberkampf',
        retailer: { id: 'r1', name: 'Épicerie Oberkampf' },
      };
      current = {
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: [{ id: 7, latitude: 'north' }, { ...good, id: 'north-of-the-pole', lat: 91 }, good] }),
      };
      await page.reload();
      await list.getByRole('button', { name: /Épicerie Oberkampf/ }).waitFor({ timeout: 10000 });
      await list
        .getByRole('status')
        .filter({ hasText: 'Désolés, 2 bacs n’ont pu être affichés ni sur la carte ni dans la liste.' })
        .waitFor({ timeout: 10000 });
      expect.equal(await list.getByRole('list').first().getByRole('button').count(), 1, 'the good bin is listed, and only it');
      expect.equal(await list.getByRole('alert').count(), 0, 'bad bins are not an error with Retry');
      await checkA11y(page, 'bins partly shown', { exclude: ['.ol-viewport'] });
      await screenshot(page, 'faults-bins-partly-fr');
    },
  },
];
