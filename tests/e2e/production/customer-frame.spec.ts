// A customer page's frame (scripts/prerender.mjs, issue 22 point 2): the heading a customer page shows
// while the customer is being found — its lead where it has one, nothing of the customer's — written
// at build time, served to a browser that holds a session and painted before the app's script has
// run; a visitor without a session gets the app's shell, which sends them to log in.
import type { Page } from '@playwright/test';
import { DEMO_CUSTOMER, LoginPage } from '../pages/login';
import { expect, PHONE, test } from '../support/production';
import { t } from '../support/texts.mjs';
import { renderFrames } from '../../../scripts/lib/prerender-frames.mjs';
import { FRAMED } from '../../../scripts/lib/routes.mjs';

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
      expect(html, `${frame.path}: a prerendered page, in French`).toMatch(/<div id="root" data-prerendered="fr-FR">/);
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
    await route.continue();
  });
  // The bare navigation: the fenced `goto` would wait for the app, whose script is held here.
  await page.gotoPrerendered('/user/withdraw', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1, name: t('fr-FR', 'wallet:withdraw.title') });
  await expect(heading, 'the heading, before the app').toBeVisible();
  await expect(main.getByText(t('fr-FR', 'wallet:withdraw.intro')), 'the lead, before the app').toBeVisible();
  await expect(page.locator('#root'), 'the app has not run').toHaveAttribute('data-prerendered', 'fr-FR');
  release();
  await expect(page.locator('#root'), 'the app took over the page').not.toHaveAttribute('data-prerendered');
  await expect(main.getByText(/Votre solde\s*:\s*\d+,\d{2}\s€/), 'the balance, drawn by the app').toBeVisible();
  await expect(heading, 'the same heading').toBeVisible();
});

test('the build renders every frame even when copying them outlasts the app’s wait for the session’s check', async ({
  browser,
  baseURL,
}) => {
  // The app gives a request 15 s (src/adapters/http/api-client.ts), then sends the visitor to log in.
  // The build holds the session's check while it copies the frames: three copies on a busy machine
  // took longer than that once (a fresh clone's build failed). Here each copy takes 6 s of the page's clock.
  if (!baseURL) throw new Error('no baseURL');
  const context = await browser.newContext({ locale: 'fr-FR' });
  await context.clock.install();
  try {
    const copy = async (page: Page) => {
      await page.clock.fastForward(6_000);
      await page.waitForTimeout(300);
      return { html: await page.locator('#root').innerHTML(), title: await page.title() };
    };
    const frames = (await renderFrames(context, { origin: baseURL, boot: '/_prerender-boot', copy })) as Array<{
      route: string;
      shot: { html: string };
    }>;
    expect(frames.map((f) => f.route)).toEqual(FRAMED);
    for (const { route, shot } of frames) expect(shot.html, route).toContain('role="status"');
  } finally {
    await context.close();
  }
});
