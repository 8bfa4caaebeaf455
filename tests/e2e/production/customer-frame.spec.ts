// A customer page's frame (scripts/prerender.mjs, issue 22 point 2): the heading a customer page shows
// while the customer is being found — its lead where it has one, nothing of the customer's — written
// at build time, served to a browser that holds a session and painted before the app's script has
// run; a visitor without a session gets the app's shell, which sends them to log in.
import type { Page } from '@playwright/test';
import { DEMO_CUSTOMER, LoginPage } from '../pages/login';
import type { AppPage } from '../support/fence';
import { expect, PHONE, test } from '../support/production';
import { t } from '../support/texts.mjs';

test.use({ viewport: PHONE });

/** The customer pages with a frame: their heading and lead (the texts' keys). */
const FRAMES = [
  { path: '/user/withdraw', title: 'wallet:withdraw.title', lead: 'wallet:withdraw.intro' },
  { path: '/user/account', title: 'wallet:account.title' },
  { path: '/user/profile', title: 'account:profile.title' },
] as const;

/** The HTML the server sends for `path` with this context's cookies, before any script. */
async function served(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The body's text of an HTML document, tags left out. */
const textOf = (html: string) => (/<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' ');

test('a customer page is served with its heading, before the app, and nothing of the customer in it; a visitor gets the app', async ({
  page,
  api,
}) => {
  for (const frame of FRAMES) {
    const html = await served(page, frame.path);
    expect(html, `${frame.path}, a visitor: the app's shell, no page`).not.toContain('data-prerendered');
  }

  await new LoginPage(page).signIn();
  const me = api.backend.findUser(DEMO_CUSTOMER.email, 'fr');
  if (!me) throw new Error('no demo customer in France');
  for (const frame of FRAMES) {
    await test.step(frame.path, async () => {
      const html = await served(page, frame.path);
      expect(html, `${frame.path}: a prerendered page, in French`).toMatch(
        /<div id="root" data-prerendered="fr-FR" data-variant="chosen">/,
      );
      const text = textOf(html);
      expect(text, `${frame.path}: its heading`).toContain(t('fr-FR', frame.title));
      if ('lead' in frame) expect(text, `${frame.path}: its lead`).toContain(t('fr-FR', frame.lead));
      expect(html, `${frame.path}: its title`).toContain(`<title>${t('fr-FR', frame.title)}`);
      for (const own of [me.email, me.name].filter(Boolean)) {
        expect(text, `${frame.path}: nothing of the customer's (${own})`).not.toContain(own);
      }
      expect(text, `${frame.path}: no amount`).not.toMatch(/\d\s?€/);
    });
  }
});

test('the withdrawal: its heading and lead painted while the app’s script is on its way, then the app draws the balance under them', async ({
  page,
}) => {
  await new LoginPage(page).signIn();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    console.log('CONT', Date.now() % 100000, route.request().url().slice(-30));
    await route.continue();
  });
  // The bare navigation: the fenced `goto` would wait for the app, whose script is held here.
  await page.gotoPrerendered('/user/withdraw', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1, name: t('fr-FR', 'wallet:withdraw.title') });
  await expect(heading, 'the heading, before the app').toBeVisible();
  await expect(main.getByText(t('fr-FR', 'wallet:withdraw.intro')), 'the lead, before the app').toBeVisible();
  await expect(page.locator('#root'), 'the app has not run').toHaveAttribute('data-prerendered', 'fr-FR');
  console.log('RELEASE', Date.now() % 100000);
  release();
  await expect(page.locator('#root'), 'the app hydrated the page').not.toHaveAttribute('data-prerendered');
  await expect(main.getByText(/Votre solde\s*:\s*\d+,\d{2}\s€/), 'the balance, drawn by the app').toBeVisible();
  await expect(heading, 'the same heading').toBeVisible();
});

/** The hrefs of the frame's `<link rel="…">` elements of one kind. */
const linked = (html: string, rel: RegExp) =>
  [...html.matchAll(/<link rel="([^"]+)"(?: as="([^"]+)")?(?: crossorigin)? href="([^"]+)">/g)]
    .filter((m) => rel.test(`${m[1]} ${m[2] ?? ''}`.trim()))
    .map((m) => m[3] ?? '');

test('the account’s frame asks at once for what the app loads to draw it — its modules and texts — and each is fetched once, by the page', async ({
  page,
}) => {
  await new LoginPage(page).signIn();
  const html = await served(page, '/user/account');
  const modules = linked(html, /^modulepreload$/);
  const texts = linked(html, /^preload fetch$/);
  // The screen's chunk and the customer code's (the HTTP client) beside the shell's, and every text file of the page's language.
  expect(
    modules.some((href) => /\/AccountScreen-[^/]+\.js$/.test(href)),
    'the screen’s chunk',
  ).toBe(true);
  expect(
    modules.some((href) => /\/(page-)?api-client-[^/]+\.js$/.test(href)),
    'the HTTP client',
  ).toBe(true);
  expect(texts.length, 'the texts').toBeGreaterThan(0);
  for (const href of texts) expect(href).toMatch(/^\/locales\/fr-FR\/[a-z]+\.json$/);

  // A preload the app's own request does not match (another mode, other credentials) is a second download.
  // Counted from a blank page: the signed-in app before it loads code of its own.
  await page.goto('about:blank');
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
  });
  await page.goto('/user/account');
  await expect(page.getByRole('region', { name: t('fr-FR', 'wallet:account.balanceTitle') })).toContainText('€');
  for (const href of [...modules, ...texts]) expect(asked.get(href), `${href}: fetched once`).toBe(1);
});

test('the account’s frame sends the page’s reads while the app’s script is on its way, and the app takes their answers: each asked once', async ({
  page,
}) => {
  await new LoginPage(page).signIn();
  const reads = ['/api/v2/user', '/api/v2/user/balance', '/api/v2/merged_transactions?items_per_page=1000&page=1&sort_by=-created_at'];
  await page.goto('about:blank');
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname + search);
  });
  // The app's script held back: what is asked meanwhile, the frame asked.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The bare navigation: the fixture's goto waits for the app.
  await (page as AppPage).gotoPrerendered('/user/account', { waitUntil: 'commit' });
  await expect
    .poll(() => reads.filter((read) => asked.includes(read)), { message: 'asked before the app’s script has come' })
    .toEqual(reads);
  release();
  await expect(page.getByRole('region', { name: t('fr-FR', 'wallet:account.balanceTitle') })).toContainText('€');
  await expect(
    page
      .getByRole('list', { name: t('fr-FR', 'wallet:history.title') })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  for (const read of reads)
    expect(
      asked.filter((url) => url === read),
      `${read}: asked once`,
    ).toHaveLength(1);
});
