// Fault journeys (issue 11 point 5): the production build, with its real HTTP adapters, against
// fakes/http on the same origin, on a phone. The server fails as real ones do (a 500, a connection
// dropped before or after the work is done, a refused token, texts that cannot be downloaded, an
// answer that is not the API's JSON), and each journey must end in a clear message in the
// customer's language, with what they typed still there, and no money action sent twice: checked
// on the page (by role and text) and on the server (the requests it saw, the withdrawals it holds).
import type { Locator, Page } from '@playwright/test';
import type { CountryCode } from '../../../src/core/content/locale';
import type { FakeApi } from '../../../fakes/http/fake-api';
import { DEMO_CUSTOMER, LoginPage } from '../pages/login';
import { WithdrawPage } from '../pages/withdraw';
import { expect, PHONE, test } from '../support/production';
import { t } from '../support/texts.mjs';

test.use({ viewport: PHONE, locale: 'fr-FR' });

/** What Chromium logs by itself for a failed request: the faults' own traces, expected here. */
const LOGGED_500 = /Failed to load resource: the server responded with a status of 500/;
const LOGGED_401 = /Failed to load resource: the server responded with a status of 401/;
const LOGGED_400 = /Failed to load resource: the server responded with a status of 400/;
const LOGGED_LOSS = /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED|EMPTY_RESPONSE|CONNECTION_RESET)/;

interface Market {
  readonly locale: 'fr-FR';
  readonly country: CountryCode;
  readonly amountLabel: string;
  readonly amount: { readonly typed: string; readonly shown: RegExp; readonly minor: number };
  readonly review: string;
  readonly reviewTitle: string;
  readonly confirm: string;
  readonly tryAgain: string;
  /** Part of the "may have gone through" message, whatever the fault. */
  readonly unknown: string;
  /** Part of the "you are offline, nothing left" message. */
  readonly offline: string;
  readonly done: string;
}

const MARKETS = {
  fr: {
    locale: 'fr-FR',
    country: 'fr',
    amountLabel: 'Montant à retirer',
    amount: { typed: '5,50', shown: /5,50\s€/, minor: 550 },
    review: 'Vérifier le retrait',
    reviewTitle: 'Vérifiez votre retrait',
    confirm: 'Confirmer le retrait',
    tryAgain: 'Réessayer',
    unknown: 'nous ne pouvons pas savoir si votre retrait a été enregistré',
    offline: 'Vous êtes hors ligne : votre demande n’est pas partie et rien n’a été retiré',
    done: 'Retrait demandé',
  },
} as const satisfies Record<string, Market>;

const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** An i18next key left on screen: `ns:a.b` or `a.b.c` in camelCase words. */
const RAW_KEY = /\b[a-z]+:[a-zA-Z]+\.[a-zA-Z.]+\b|\b[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*\b/;

interface Customer {
  readonly email: string;
  readonly password: string;
}

/**
 * A customer of this test alone, made from the market's demo customer (same password, PayPal set up
 * and the default, email verified) with a balance for several withdrawals and no history: each
 * journey counts only its own withdrawals.
 */
function customer(api: FakeApi, country: CountryCode, tag: string, balance: number): Customer {
  const demo = api.backend.findUser(DEMO_CUSTOMER.email, country);
  if (!demo) throw new Error(`no demo customer in ${country}`);
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
  return { email, password: DEMO_CUSTOMER.password };
}

/** The alert (role=alert) holding this text; the page's alert regions are always there, most of them empty. */
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** A customer's withdrawals as the server holds them. */
const withdrawals = (api: FakeApi, country: CountryCode, who: Customer) =>
  (api.backend.findUser(who.email, country)?.transactions ?? []).filter((tx) => tx.category === 'WITHDRAWAL');

const posts = (api: FakeApi, path: string) => api.requests.filter((r) => r.method === 'POST' && r.path === path);

const pathname = (page: Page) => new URL(page.url()).pathname;

/** The withdraw page object in the market's language. */
const withdrawPage = (page: Page, market: Market) => new WithdrawPage(page, market.locale);

/** The withdraw page with its review open for the market's amount. */
async function openReview(page: Page, market: Market): Promise<Locator> {
  await withdrawPage(page, market).open();
  return withdrawPage(page, market).reviewAmount(market.amount.typed);
}

const withdrawalDone = (page: Page, market: Market) => expect(withdrawPage(page, market).done).toBeVisible();

type Shown = 'uncertain' | 'offline' | 'done';

interface WithdrawalFault {
  /** What the customer is shown (`done`: the browser's own resend carried it through). */
  readonly shown: Shown;
  /** Sets the fault up; returns what takes it away. */
  readonly fault: (page: Page, api: FakeApi) => Promise<() => Promise<void>>;
  readonly why: string;
}

/** The server makes the withdrawal, then its answer fails so: nothing to take away afterwards. */
const afterTheWork =
  (fault: 'server_error' | 'network_error'): WithdrawalFault['fault'] =>
  async (_page, api) => {
    api.backend.failNext(fault, { call: 'withdraw', afterProcessing: true });
    return async () => {};
  };

const WITHDRAWAL_FAULTS: Record<string, WithdrawalFault> = {
  '500': {
    why: 'a 500 after the server made the withdrawal: the answer says nothing of what happened',
    shown: 'uncertain',
    fault: afterTheWork('server_error'),
  },
  dropped: {
    // Chromium itself sends the POST again when a kept-alive connection closes without a word: the
    // same request, so the same key, and the server answers with the withdrawal it made (one, not two).
    why: 'the connection dropped after the server made it: the answer is lost',
    shown: 'done',
    fault: afterTheWork('network_error'),
  },
  lost: {
    why: 'the network lost on the way, the phone still online: the app cannot know — "may have gone through"',
    shown: 'uncertain',
    fault: async (page) => {
      await page.route('**/api/v2/withdrawals', (route) =>
        route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
      );
      return () => page.unroute('**/api/v2/withdrawals');
    },
  },
  offline: {
    why: 'the phone offline (issue 17 point 4): nothing leaves it, and that is what is said',
    shown: 'offline',
    fault: async (page) => {
      await page.context().setOffline(true);
      return () => page.context().setOffline(false);
    },
  },
};

/**
 * One withdrawal through a fault: the review confirmed (double-clicked) while the fault strikes.
 * `shown: 'uncertain'`: the "may have gone through" message, the amount still on screen, then
 * "Try again" once the fault is gone. `shown: 'done'`: the browser's own resend carried it through.
 * Either way: exactly one new withdrawal on the server, and every POST of it with one key.
 */
async function withdrawThrough(
  page: Page,
  api: FakeApi,
  market: Market,
  who: Customer,
  { fault, shown }: WithdrawalFault,
  label: string,
  { checkA11y, shot }: { checkA11y: (page: Page, name: string) => Promise<void>; shot: (page: Page, name: string) => Promise<void> },
): Promise<void> {
  const before = new Set(withdrawals(api, market.country, who).map((w) => w.id));
  const review = await openReview(page, market);
  api.requests.length = 0;
  const restore = await fault(page, api);
  // A server slow enough that the second click lands while the first request is under way.
  api.backend.latencyMs = 300;
  try {
    // Held, then let go at once (issue 47 point 3): the second click lands on the held button.
    await withdrawPage(page, market).confirm({ double: true });
    const said = {
      uncertain: alertWith(page, market.unknown),
      offline: alertWith(page, market.offline),
      done: page.getByText(market.done, { exact: true }),
    };
    await expect(said[shown]).toBeVisible();
  } finally {
    api.backend.latencyMs = 0;
    await restore();
  }
  if (shown === 'offline') {
    expect(posts(api, '/api/v2/withdrawals'), `${label}: nothing left the phone`).toHaveLength(0);
    await expect(alertWith(page, market.unknown), `${label}: offline is not said as "no answer"`).toHaveCount(0);
  }
  if (shown === 'uncertain' || shown === 'offline') {
    expect(posts(api, '/api/v2/withdrawals').length, `${label}: the double click sent one request`).toBeLessThanOrEqual(1);
    await expect(review, `${label}: the amount is still on screen`).toContainText(market.amount.shown);
    await checkA11y(page, `${label} withdrawal ${shown}`);
    await shot(page, `faults-withdraw-${label}`);
    await review.getByRole('button', { name: market.tryAgain }).click();
    await withdrawalDone(page, market);
  }
  const all = posts(api, '/api/v2/withdrawals');
  const keys = [...new Set(all.map((r) => r.headers['idempotency-key']))];
  expect(all.length, `${label}: at least one attempt reached the server`).toBeGreaterThanOrEqual(1);
  expect(keys, `${label}: every attempt sent the same Idempotency-Key`).toHaveLength(1);
  expect(keys[0], `${label}: every attempt sent an Idempotency-Key`).toEqual(expect.any(String));
  const added = withdrawals(api, market.country, who).filter((w) => !before.has(w.id));
  expect(added, `${label}: exactly one new withdrawal on the server (${all.length} POSTs)`).toHaveLength(1);
  expect(Math.abs(added[0]?.amount.amount ?? 0), `${label}: the withdrawal is for the amount typed`).toBe(market.amount.minor);
}

test('faults (a) login, phone, fr: a 500 then a network loss on the token call, a clear message, what was typed kept, then it works', async ({
  page,
  api,
  allowConsoleErrors,
  checkA11y,
  shot,
}) => {
  allowConsoleErrors(LOGGED_500, LOGGED_LOSS);
  const login = new LoginPage(page, 'fr-FR');
  await login.open();
  await login.acceptNecessaryCookies();
  const main = page.getByRole('main');
  const email = main.getByLabel(t('fr-FR', 'auth:login.email'), { exact: true });
  const password = main.getByLabel(t('fr-FR', 'auth:login.password'), { exact: true });
  const submit = main.getByRole('button', { name: t('fr-FR', 'auth:login.submit') });
  api.requests.length = 0;

  // A 500.
  api.backend.failNext('server_error', { call: 'issueToken' });
  await login.submit();
  await expect(alertWith(page, 'Une erreur est survenue')).toBeVisible();
  await expect(email, '500: the email is still typed').toHaveValue(DEMO_CUSTOMER.email);
  await expect(password, '500: the password is still typed').toHaveValue(DEMO_CUSTOMER.password);
  expect(pathname(page), '500: still on the login page').toBe('/login');
  await checkA11y(page, 'login after a 500');
  await shot(page, 'faults-login-500-fr');

  // The network lost: the request never reaches the server.
  let aborted = 0;
  await page.route('**/api/v2/oauth/token', (route) => {
    aborted += 1;
    return route.abort('internetdisconnected');
  });
  await submit.click();
  await expect(alertWith(page, 'Impossible de joindre le serveur')).toBeVisible();
  expect(aborted, 'network loss: one attempt').toBe(1);
  await expect(email, 'network loss: the email is still typed').toHaveValue(DEMO_CUSTOMER.email);
  await expect(password, 'network loss: the password is still typed').toHaveValue(DEMO_CUSTOMER.password);
  await shot(page, 'faults-login-offline-fr');
  await page.unroute('**/api/v2/oauth/token');

  // Back: the same form, sent again, signs in.
  await submit.click();
  await expect(page, 'signed in once the fault is gone').toHaveURL((url) => url.pathname === '/user/account');
  expect(posts(api, '/api/v2/oauth/token'), 'the server saw the 500 and the retry (not the lost one)').toHaveLength(2);
});

// (b) withdrawal, phone, fr: each fault in turn for one customer signed in once — a 500 after the
// server made it, the connection dropped after it, the network lost on the way, the phone offline —
// each said as it is, Try again with the same key, one withdrawal each (every assertion names its
// fault). One journey, not a test per fault (issue 45): the outcomes' rules are proven in core
// (tests/core/wallet/withdrawal-flow.test.ts) and on the screen (withdraw-truth.test.tsx); here what
// only a browser shows: its own resend, a real offline, the double click. In one language: the
// Japanese words and yen amounts of each outcome are proven in the screen tests.
for (const [key, market] of Object.entries(MARKETS)) {
  test.describe(`faults (b) withdrawal, phone, ${key}`, () => {
    test.use({ locale: market.locale });

    test(`faults (b) withdrawal, phone, ${key}: ${Object.keys(WITHDRAWAL_FAULTS).join(', ')} in turn — each said as it is; one withdrawal, one key each`, async ({
      page,
      api,
      allowConsoleErrors,
      checkA11y,
      shot,
    }) => {
      test.slow();
      allowConsoleErrors(LOGGED_500, LOGGED_LOSS);
      const who = customer(api, market.country, 'b', 10000);
      await new LoginPage(page, market.locale).signIn(who);
      for (const [name, withdrawalFault] of Object.entries(WITHDRAWAL_FAULTS)) {
        await test.step(`${name}: ${withdrawalFault.why}`, () =>
          withdrawThrough(page, api, market, who, withdrawalFault, `${key}-${name}`, { checkA11y, shot }));
        if (name === '500') await checkA11y(page, `${key} withdrawal done after a retry`);
      }
    });
  });
}

// (c) session ending during a withdrawal, phone, fr: told clearly, nothing sent twice, back to the
// withdrawal after signing in. Split in two: the token merely expired, and the session gone for good.
test.describe('faults (c) session ending during a withdrawal, phone, fr', () => {
  const market = MARKETS.fr;

  /**
   * A customer of this test signed in, the review of a withdrawal open, the session changed under it
   * (`change`), then the withdrawal confirmed: the server's requests counted from the confirmation.
   */
  async function confirmAfter(page: Page, api: FakeApi, change: () => void): Promise<{ who: Customer; before: number }> {
    const who = customer(api, 'fr', 'c', 10000);
    await new LoginPage(page, market.locale).signIn(who);
    const before = withdrawals(api, 'fr', who).length;
    await openReview(page, market);
    change();
    api.requests.length = 0;
    await withdrawPage(page, market).confirm();
    return { who, before };
  }

  test('faults (c) the access token merely expired: renewed with the refresh token, the same request replayed, one withdrawal', async ({
    page,
    api,
    allowConsoleErrors,
  }) => {
    // The server refuses the expired token (401) before the renewal: the point here.
    allowConsoleErrors(LOGGED_401);
    // Expired as the withdrawal itself is sent (after the payout methods are read again, issue 42).
    let expired = false;
    await page.route('**/api/v2/withdrawals', async (route) => {
      if (!expired) api.backend.expireAccessTokens();
      expired = true;
      await route.fallback();
    });
    const { who, before } = await confirmAfter(page, api, () => undefined);
    // The customer sees nothing of it.
    await withdrawalDone(page, market);
    const replayed = posts(api, '/api/v2/withdrawals');
    expect(replayed, 'refused once, replayed once after the renewal').toHaveLength(2);
    expect(replayed[1]?.headers['idempotency-key'], 'the replay has the same key').toBe(replayed[0]?.headers['idempotency-key']);
    expect(withdrawals(api, 'fr', who), 'one withdrawal after a renewed session').toHaveLength(before + 1);
  });

  test('faults (c) the session gone for good (revoked): told clearly, nothing sent twice, back to the withdrawal after signing in', async ({
    page,
    api,
    allowConsoleErrors,
    checkA11y,
    shot,
  }) => {
    // The server refuses the revoked token (401) and then its refresh (OAuth's 400 invalid_grant): the point here.
    allowConsoleErrors(LOGGED_401, LOGGED_400);
    const { who, before } = await confirmAfter(page, api, () => api.backend.revokeAllTokens());
    // The customer is told and asked to sign in again.
    await expect(page, 'sent to the login page').toHaveURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('returnTo'), 'the way back is the withdrawal').toBe('/user/withdraw');
    await expect(alertWith(page, 'Votre session a expiré')).toBeVisible();
    expect(
      api.requests.map((r) => `${r.method} ${r.path}`),
      'the payout methods read again before sending (issue 42) refused once, the renewal refused once: no withdrawal sent',
    ).toEqual(['GET /api/v2/payment_methods', 'POST /api/v2/oauth/token']);
    expect(withdrawals(api, 'fr', who), 'no withdrawal made with a refused session').toHaveLength(before);
    await checkA11y(page, 'login after the session ended during a withdrawal');
    await shot(page, 'faults-session-withdraw-fr');

    // Signed in again: back on the withdrawal, the form ready for the amount (decisions: typed
    // again, never sent on its own), and one withdrawal when confirmed.
    await new LoginPage(page).submit(who);
    await expect(page, 'back to the withdrawal').toHaveURL((url) => url.pathname === '/user/withdraw');
    await expect(page.getByLabel(market.amountLabel, { exact: true })).toBeVisible();
    expect(withdrawals(api, 'fr', who), 'signing in again sent no withdrawal').toHaveLength(before);
    await withdrawPage(page, market).reviewAmount(market.amount.typed);
    await withdrawPage(page, market).confirm();
    await withdrawalDone(page, market);
    expect(withdrawals(api, 'fr', who), 'one withdrawal once signed in again').toHaveLength(before + 1);
  });
});

test('faults (d) profile save, phone, fr: a 500 then a network loss, a clear message, everything typed kept, then it saves', async ({
  page,
  api,
  allowConsoleErrors,
  checkA11y,
  shot,
}) => {
  allowConsoleErrors(LOGGED_500, LOGGED_LOSS);
  const who = customer(api, 'fr', 'd', 0);
  await new LoginPage(page, MARKETS.fr.locale).signIn(who);
  await page.goto('/user/profile');
  const form = page.getByRole('region', { name: 'Informations personnelles' });
  const typed = { Nom: 'Léa Dubois-Martin', Adresse: '8 rue des Lilas', Ville: 'Lyon' };
  await expect(form.getByLabel('Nom', { exact: true })).toBeVisible();
  for (const [label, value] of Object.entries(typed)) await form.getByLabel(label, { exact: true }).fill(value);
  const marketing = form.getByRole('checkbox', { name: /actualités/ });
  const consent = !(await marketing.isChecked());
  await marketing.setChecked(consent);
  const save = form.getByRole('button', { name: 'Enregistrer les modifications' });
  const kept = async (label: string) => {
    for (const [field, value] of Object.entries(typed)) {
      await expect(form.getByLabel(field, { exact: true }), `${label}: ${field} still typed`).toHaveValue(value);
    }
    await expect(marketing, `${label}: the consent still as ticked`).toBeChecked({ checked: consent });
  };
  api.requests.length = 0;

  api.backend.failNext('server_error', { call: 'updateUser' });
  await save.click();
  await expect(alertWith(page, 'Profil non enregistré').filter({ hasText: 'Notre serveur a rencontré un problème' })).toBeVisible();
  await kept('500');
  expect(api.backend.findUser(who.email, 'fr')?.name, '500: nothing saved').not.toBe(typed.Nom);
  await checkA11y(page, 'profile after a failed save');
  await shot(page, 'faults-profile-500-fr');
  // The old scenario closed the message here; it leaves on its own after 3 s (spec §9, errors), and on a
  // busy machine the checks above outlast it, so the test waits for it to go instead of racing it.
  await expect(alertWith(page, 'Profil non enregistré'), 'the error message leaves on its own').toHaveCount(0);

  await page.route('**/api/v2/user', (route) =>
    route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.continue(),
  );
  await save.click();
  await expect(alertWith(page, 'Impossible de joindre le serveur')).toBeVisible();
  await kept('network loss');
  await shot(page, 'faults-profile-offline-fr');
  await page.unroute('**/api/v2/user');

  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Profil enregistré' })).toBeVisible();
  await kept('saved');
  const saved = api.backend.findUser(who.email, 'fr');
  expect(
    { name: saved?.name, address: saved?.address, city: saved?.city, marketing: saved?.marketingConsent },
    'the server holds what was typed',
  ).toEqual({ name: typed.Nom, address: typed.Adresse, city: typed.Ville, marketing: consent });
  expect(
    api.requests.filter((r) => r.method === 'PATCH'),
    'the server saw the failed save and the good one (the lost one never reached it)',
  ).toHaveLength(2);
});

// (e) the texts cannot be downloaded (500, network loss), phone, ja + fr: readable built-in texts, no
// raw key, no blank page. Each case a test of its own: a Japanese visitor's 500 and a French
// visitor's network loss (issue 45: the other two pairs repeated these; the adapter's answer to
// either failure in any language is proven in tests/adapters/i18n.test.ts and tests/ui/app/texts-language.test.tsx).
const TEXT_FAULTS = [
  { path: '/jp', locale: 'ja-JP', failure: 'status', label: 'ja-500' },
  { path: '/', locale: 'fr-FR', failure: 'loss', label: 'fr-offline' },
] as const;

for (const { path, locale, failure, label } of TEXT_FAULTS) {
  test.describe(`faults (e) texts, ${label}`, () => {
    test.use({ locale });

    test(`faults (e) the texts cannot be downloaded (${failure === 'status' ? '500' : 'network loss'}), phone, ${label}: readable built-in texts, no raw key, no blank page`, async ({
      page,
      allowConsoleErrors,
      shot,
    }) => {
      allowConsoleErrors(failure === 'status' ? LOGGED_500 : LOGGED_LOSS);
      const asked: string[] = [];
      await page.route('**/locales/**', (route) => {
        asked.push(new URL(route.request().url()).pathname);
        return failure === 'status'
          ? route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>500 Internal Server Error</h1>' })
          : route.abort('internetdisconnected');
      });
      await page.goto(path);
      const h1 = page.locator('h1').first();
      const body = page.locator('body');
      await expect(h1).toBeVisible();
      expect(asked.length, `${label}: the texts were asked for`).toBeGreaterThan(0);
      await expect.poll(async () => (await h1.innerText()).trim().length, `${label}: a heading in words`).toBeGreaterThan(3);
      await expect.poll(async () => (await body.innerText()).trim().length, `${label}: the page is not blank`).toBeGreaterThan(200);
      expect(await body.innerText(), `${label}: no raw key on screen`).not.toMatch(RAW_KEY);
      await expect(page.locator('html'), `${label}: <html lang> names the French the texts are in`).toHaveAttribute('lang', 'fr-FR');
      // The built-in texts are French: the French banner button and the heading say so.
      await page
        .getByRole('region', { name: t('fr-FR', 'common:consent.title') })
        .getByRole('button', { name: t('fr-FR', 'common:consent.refuse') })
        .click();
      // The customer moves on to another page: still words, still no key.
      await page.goto(`${path === '/' ? '' : path}/login`);
      await expect(page.getByRole('main').getByRole('button', { name: 'Se connecter' })).toBeVisible();
      expect(await body.innerText(), `${label}: no raw key on the login page`).not.toMatch(RAW_KEY);
      await shot(page, `faults-texts-${label}`);
    });
  });
}

// The map's canvas (OpenLayers' .ol-viewport) is a third party's: the two checks below leave it out of
// axe (the old harness's reason for `exclude`: "a third-party map canvas"). The check at the test's end
// runs on all of it, the canvas included, and finds nothing: no exclusion is needed there.
test('faults (f) the bins call answers nonsense, phone, fr: a clear message with Retry, no crash, Retry works once the server is right; bad bins in a list hide only themselves', async ({
  page,
  api,
  allowConsoleErrors,
  checkA11y,
  shot,
}) => {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 50[02]/);
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
  let current: { status: number; contentType: string; body: string } | null = nonsense[0] ?? null;
  await page.route('**/api/v2/bins?**', (route) =>
    current ? route.fulfill({ status: current.status, contentType: current.contentType, body: current.body }) : route.continue(),
  );
  await page.goto('/shop-and-return');
  await page
    .getByRole('region', { name: t('fr-FR', 'common:consent.title') })
    .getByRole('button', { name: t('fr-FR', 'common:consent.refuse') })
    .click();
  const list = page.getByRole('region', { name: 'Bacs de collecte', exact: true });
  const retry = list.getByRole('alert').getByRole('button', { name: 'Réessayer' });
  for (const [i, bad] of nonsense.entries()) {
    current = bad;
    if (i > 0) await retry.click();
    await expect(list.getByRole('alert').filter({ hasText: bad.says })).toBeVisible();
    await expect(page.locator('h1'), `${bad.label}: the page is still there`).toHaveCount(1);
    if (i === 0) {
      // The third-party map canvas is left out (see above).
      await checkA11y(page, 'bins call failed', { exclude: ['.ol-viewport'] });
      await shot(page, 'faults-bins-nonsense-fr');
    }
  }
  current = null;
  api.requests.length = 0;
  await retry.click();
  await expect(list.getByRole('list').first()).toBeVisible();
  await expect(list.getByRole('alert'), 'the message is gone once the bins are read').toHaveCount(0);
  expect(
    api.requests.some((r) => r.path === '/api/v2/bins'),
    'Retry asked the server again',
  ).toBe(true);

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
  await expect(list.getByRole('button', { name: /^Épicerie Oberkampf/ })).toBeVisible();
  await expect(
    list.getByRole('status').filter({ hasText: 'Désolés, 2 bacs n’ont pu être affichés ni sur la carte ni dans la liste.' }),
  ).toBeVisible();
  // (Each entry's button holds its text; its "Report a problem" flag, none.)
  await expect(
    list.getByRole('list').first().getByRole('button').filter({ hasText: /\S/ }),
    'the good bin is listed, and only it',
  ).toHaveCount(1);
  await expect(list.getByRole('alert'), 'bad bins are not an error with Retry').toHaveCount(0);
  await checkA11y(page, 'bins partly shown', { exclude: ['.ol-viewport'] });
  await shot(page, 'faults-bins-partly-fr');
});
