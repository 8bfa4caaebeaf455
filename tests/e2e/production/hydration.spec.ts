// Issue 43: the browser hydrates the pages the build rendered (src/main.tsx, hydrateRoot). On the
// production build, every prerendered page, for each visitor the server sends a variant to (a first
// visit: the banner; consent saved; a signed-in customer, with their pages' frames), is hydrated
// without a word from React about a mismatch and without anything moving — in the home market's
// language; each other language on the home page (issue 45 point 2). That every page in every
// language and variant hydrates without a mismatch is proven in jsdom by React's development build,
// which says more than the browser's (tests/ui/app/hydration.test.tsx): what only a browser adds
// here is its production build and its layout, which the language does not change page by page.
import type { AppPage } from '../support/fence';
import { LoginPage } from '../pages/login';
import { expect, test } from '../support/production';
import { LOCALES } from '../support/texts.mjs';
import { FRAMED, PRERENDERED } from '../../../scripts/lib/routes.mjs';
import { recordLayoutShifts, savingData, settledShifts } from '../support/layout-shifts';

/** React's production hydration errors (react.dev/errors/<n>), and anything that names hydration. */
const HYDRATION_MESSAGE = /Minified React error #(418|419|421|422|423|425)\b|hydrat/i;

const VISITORS = ['a first visit', 'consent saved', 'a signed-in customer'] as const;

/** The pages a signed-in customer is sent on from, to their account. */
const LEAVES_WHEN_SIGNED_IN = ['/login', '/signup'];

// A dozen pages loaded one after another in each test: on a busy machine that outlasts the 60 s a
// test is given.
test.describe.configure({ timeout: 180_000 });

const HOME_LOCALE = 'fr-FR';

for (const visitor of VISITORS) {
  test(`hydration (${HOME_LOCALE}, ${visitor}): every page the build rendered is hydrated as it is: React reports no mismatch and nothing on it moves`, async ({
    page,
    baseURL,
  }) => {
    const routes = [...Object.keys(PRERENDERED), ...(visitor === 'a signed-in customer' ? FRAMED : [])];
    await hydratesStill(page, baseURL!, visitor, [[HOME_LOCALE, routes]]);
  });
}

test('hydration (every language, a first visit): the home page the build rendered in each language is hydrated as it is, nothing on it moves', async ({
  page,
  baseURL,
}) => {
  await hydratesStill(
    page,
    baseURL!,
    'a first visit',
    LOCALES.filter((locale) => locale !== HOME_LOCALE).map((locale) => [locale, ['/']]),
  );
});

/** Each language's pages, hydrated one after another by `visitor`: React says nothing, nothing moves. */
async function hydratesStill(page: AppPage, baseURL: string, visitor: (typeof VISITORS)[number], visits: [string, string[]][]) {
  if (visitor === 'consent saved') await page.context().addCookies([{ name: 'circulo_consent', value: 'denied', url: baseURL }]);
  if (visitor === 'a signed-in customer') await new LoginPage(page, visits[0]![0]).signIn();
  await page.addInitScript(recordLayoutShifts);
  await page.addInitScript(savingData);
  const heard: string[] = [];
  let at = '';
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_MESSAGE.test(message.text())) heard.push(`${at}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_MESSAGE.test(String(error))) heard.push(`${at}: ${String(error)}`);
  });
  const moved: string[] = [];
  for (const [locale, routes] of visits) {
    await page.context().addCookies([{ name: 'circulo_locale', value: locale, url: baseURL }]);
    for (const route of routes) {
      at = `${locale} ${route}`;
      await hydrated(page, route, locale, visitor !== 'a first visit');
      // Moving on is not moving: a customer page's money arriving under its heading (issue 46's),
      // or a signed-in customer sent from the login page to their account.
      if (FRAMED.includes(route) || (visitor === 'a signed-in customer' && LEAVES_WHEN_SIGNED_IN.includes(route))) continue;
      const shifts = await settledShifts(page);
      if (shifts.total > 0) moved.push(`${at}: ${shifts.total.toFixed(4)} (${[...new Set(shifts.moved)].join(', ')})`);
    }
  }
  expect(heard, 'React reported no hydration error').toEqual([]);
  expect(moved, 'no layout shift on any page').toEqual([]);
}

/** `route` as the server sends it (a prerendered page, for this language and variant), hydrated by the app. */
async function hydrated(page: AppPage, route: string, locale: string, chosen: boolean) {
  const response = await page.gotoPrerendered(route);
  const html = (await response?.text()) ?? '';
  expect(html, `${route}: the page the build rendered`).toContain(
    `<div id="root" data-prerendered="${locale}" data-variant="${chosen ? 'chosen' : 'banner'}">`,
  );
  await expect(page.locator('#root'), `${route}: hydrated`).not.toHaveAttribute('data-prerendered', { timeout: 20_000 });
}
