// The route sweep (issue 11, point 4): every route of the spec with its dialogs and expanded items,
// in one language on one viewport, one browser page, signed in once. Each state is checked by axe,
// the raw-key, wrong-language (and, in Japanese, Latin-text) detectors and, on a phone, for sideways
// scrolling; every problem of every state is gathered, and the scenario fails listing them all.
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { SCREENSHOT_DIR } from '../harness.mjs';
import { collectTexts, measureOverflow } from '../support/collect.mjs';
import { describeOverflow, findLatinInJapanese, findRawKeys, findWrongLanguage } from '../support/detectors.mjs';
import { PROPER_NAMES, entries, escapeRe, sweepKnowledge, t } from '../support/texts.mjs';

export const PHONE = { name: 'phone', width: 390, height: 844 };
export const DESKTOP = { name: 'desktop', width: 1280, height: 800 };

/** The demo customer of each language's market (fakes/demo-world.ts) and the market's segment. */
export const MARKETS = {
  'en-US': { segment: 'us', name: 'Alex Morgan' },
  'en-GB': { segment: 'uk', name: 'Sam Taylor' },
  'en-CA': { segment: 'ca', name: 'Jordan Tremblay' },
  'fr-FR': { segment: 'fr', name: 'Camille Martin' },
  'ja-JP': { segment: 'jp', name: '佐藤 花子' },
};

/** The text between <tag> and </tag> in a rich text (a link's words). */
function tagged(locale, key, tag) {
  const raw = entries(locale).get(key) ?? '';
  const m = new RegExp(`<${tag}>(.*?)</${tag}>`).exec(raw);
  if (!m) throw new Error(`${locale} ${key} has no <${tag}>`);
  return m[1].replace(/<\/?[a-z][\w-]*>/gi, '');
}

async function h1(page) {
  await page.locator('h1').first().waitFor({ timeout: 15000 });
}

/** One sweep: `${locale}` on `viewport`. */
export function sweepScenario(locale, viewport) {
  const market = MARKETS[locale];
  const tx = (key, values) => t(locale, key, values);
  return {
    name: `sweep ${locale} ${viewport.name}: every route with its dialogs — axe, raw keys, wrong language${viewport === PHONE ? ', no sideways scroll' : ''}`,
    timeoutMs: 180_000,
    async run(ctx) {
      const { newPage, checkA11y, expect } = ctx;
      const page = await newPage({ viewport: { width: viewport.width, height: viewport.height } });
      const problems = [];
      // Screenshots: every state in French and Japanese (the longest words, another script), every
      // page in American English; the British and Canadian pages look like the American ones.
      const shotsForEveryState = locale === 'fr-FR' || locale === 'ja-JP';
      const shotsForPages = shotsForEveryState || locale === 'en-US';
      const k = sweepKnowledge();

      /** Everything checked on one state of one page; problems are gathered, not thrown. */
      async function inspect(label, { fullPage = true } = {}) {
        const at = `${locale} ${viewport.name} ${label} (${new URL(page.url()).pathname})`;
        try {
          await checkA11y(page, at);
        } catch (err) {
          problems.push(err.message);
        }
        const { lang, items } = await collectTexts(page);
        if (lang !== locale) problems.push(`${at}: <html lang="${lang}">, expected ${locale}`);
        const found = [...findRawKeys(items, k), ...findWrongLanguage(items, locale, k)];
        if (locale === 'ja-JP') found.push(...findLatinInJapanese(items, { allowedNames: PROPER_NAMES }));
        if (viewport === PHONE) found.push(...describeOverflow(await measureOverflow(page)));
        problems.push(...[...new Set(found)].map((f) => `${at}: ${f}`));
        if (shotsForEveryState || (shotsForPages && !label.includes(' '))) {
          await mkdir(SCREENSHOT_DIR, { recursive: true });
          const file = path.join(SCREENSHOT_DIR, `sweep-${locale}-${viewport.name}-${label.replace(/[^\w-]+/g, '-')}.png`);
          await page.screenshot({ path: file, fullPage, animations: 'disabled' });
        }
      }

      const main = page.getByRole('main');
      /**
       * To a route inside the app, as its links go (history.pushState, which the router follows), not
       * a reload: the app is booted once per scenario (20-every-page loads each route afresh). The
       * next screen is there once an h1 other than the last one is.
       */
      async function go(route) {
        await page.evaluate((to) => {
          for (const h of document.querySelectorAll('h1')) h.dataset.sweepLeft = '';
          history.pushState(null, '', to);
        }, route);
        await page.locator('h1:not([data-sweep-left])').first().waitFor({ timeout: 15000 });
      }
      async function visit(route, label) {
        await go(route);
        await inspect(label);
      }

      // The language, chosen as a customer does: the footer's selector (stored for the next visits).
      await page.goto('/');
      await h1(page);
      await page
        .getByRole('region')
        .filter({ has: page.locator('#consent-title') })
        .getByRole('button')
        .first()
        .click();
      await page.getByRole('contentinfo').getByRole('combobox').selectOption(locale);
      await page.waitForFunction((l) => document.documentElement.lang === l && localStorage.getItem('locale') === l, locale);
      await inspect('home');
      if (viewport === PHONE) {
        await page
          .getByRole('banner')
          .getByRole('button', { name: tx('common:nav.menu'), exact: true })
          .click();
        await page.getByRole('navigation', { name: tx('common:nav.label'), exact: true }).waitFor();
        await inspect('home menu-open', { fullPage: false });
        await page.keyboard.press('Escape');
      }

      for (const [route, label] of [
        ['/products', 'products'],
        ['/how-it-works', 'how-it-works'],
        ['/contact-us', 'contact-us'],
        ['/dsar', 'dsar'],
        ['/privacy-policy', 'privacy-policy'],
        ['/thank-you', 'thank-you'],
        ['/signup', 'signup'],
        ['/reset-password?token=sweep-token', 'reset-password'],
        ['/no-such-page', 'not-found'],
      ]) {
        await visit(route, label);
      }

      await visit('/faq', 'faq');
      await main.getByRole('button', { expanded: false }).first().click();
      await main.getByRole('button', { expanded: true }).first().waitFor();
      await inspect('faq answer-open');

      // The maps: the country selector, and the locator with a bin's info window open.
      await go('/countries');
      await page.locator('.ol-viewport').first().waitFor({ timeout: 15000 });
      await inspect('countries');
      await go('/shop-and-return');
      await page.locator('.ol-viewport').first().waitFor({ timeout: 15000 });
      const bins = page.locator('#bins-title').locator('xpath=..').getByRole('list').getByRole('button');
      await bins.first().waitFor({ timeout: 15000 });
      await inspect('shop-and-return');
      await bins.first().click();
      await page.locator('.ol-overlay-container').getByRole('region').waitFor();
      // (A full-page screenshot resizes the window, which hides the map's overlays: the screen only.)
      await inspect('shop-and-return bin-info', { fullPage: false });

      // Login, its forgot-password dialog and the thank-you step.
      await visit('/login', 'login');
      await main.getByRole('button', { name: tx('auth:login.forgotPassword'), exact: true }).click();
      const forgot = page.getByRole('dialog', { name: tx('auth:forgot.title'), exact: true });
      await forgot.waitFor();
      await inspect('login forgot-password', { fullPage: false });
      await forgot.locator('input[type="email"]').fill('demo@example.com');
      await forgot.getByRole('button', { name: tx('auth:forgot.submit'), exact: true }).click();
      const sent = page.getByRole('dialog', { name: tx('auth:forgot.sentTitle'), exact: true });
      await sent.waitFor({ timeout: 10000 });
      await inspect('login forgot-password-sent', { fullPage: false });
      await page.keyboard.press('Escape');
      await sent.waitFor({ state: 'hidden' });

      // Signed in as the demo customer of this language's market.
      await main.getByLabel(tx('auth:login.email'), { exact: true }).fill('demo@example.com');
      await main.getByLabel(tx('auth:login.password'), { exact: true }).fill('demo1234');
      await main.getByRole('button', { name: tx('auth:login.submit'), exact: true }).click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/', `${locale}: signed in`, 10000);
      // (The user menu's name is visually hidden, and the whole menu is folded away on a phone.)
      await page.getByText(tx('common:nav.userMenu', { name: market.name }), { exact: true }).waitFor({ state: 'attached' });

      await visit('/user/account', 'account');
      const closed = main.getByRole('button', { expanded: false }).first();
      await closed.waitFor({ timeout: 10000 });
      await closed.click();
      await main.getByRole('button', { expanded: true }).first().waitFor();
      await inspect('account transaction-open');
      // The user menu, opened (on a phone, inside the opened main menu).
      if (viewport === PHONE)
        await page
          .getByRole('banner')
          .getByRole('button', { name: tx('common:nav.menu'), exact: true })
          .click();
      const userMenu = page
        .getByRole('banner')
        .getByRole('button', { name: tx('common:nav.userMenu', { name: market.name }), exact: true });
      await userMenu.click();
      await page
        .getByRole('banner')
        .getByRole('link', { name: tx('common:nav.profile'), exact: true })
        .waitFor();
      await inspect('account user-menu', { fullPage: false });
      await page.keyboard.press('Escape');

      await visit('/user/withdraw', 'withdraw');
      const setUp = new RegExp(`^${escapeRe(tx('wallet:payout.setUpTitle').replace('{{method}}', tx('wallet:payout.bank.name')))}$`);
      await page.getByRole('button', { name: setUp }).click();
      const payout = page.getByRole('dialog');
      await payout.waitFor();
      await inspect('withdraw payout-setup', { fullPage: false });
      await page.keyboard.press('Escape');
      await payout.waitFor({ state: 'hidden' });

      // The profile, and its unsaved-changes dialog (the demo account's deletion is refused: no form).
      await go('/user/profile');
      const city = main.getByLabel(tx('account:profileForm.city'), { exact: true });
      await city.waitFor({ timeout: 15000 });
      await inspect('profile');
      await city.fill(`${await city.inputValue()} 2`);
      await main
        .getByRole('link', { name: tagged(locale, 'account:profileForm.customerCare', 'contact'), exact: true })
        .first()
        .click();
      const leave = page.getByRole('dialog', { name: tx('account:profileForm.leaveTitle'), exact: true });
      await leave.waitFor();
      await inspect('profile unsaved-changes', { fullPage: false });
      await leave.getByRole('button', { name: tx('account:profileForm.stay'), exact: true }).click();

      // (Left by a reload: the profile still holds the change the customer chose to keep.)
      await page.goto('/user/verification-error');
      await h1(page);
      await inspect('verification-error');
      await visit('/user/verify-email', 'verify-email');

      const failed = page.failedRequests ?? [];
      if (failed.length) problems.push(`failed requests:\n${failed.join('\n')}`);
      if (problems.length) {
        const error = new Error(`${problems.length} problem(s):\n${problems.map((p) => `- ${p}`).join('\n')}`);
        error.noStack = true;
        throw error;
      }
    },
  };
}
