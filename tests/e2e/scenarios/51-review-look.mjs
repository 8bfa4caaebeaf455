// Issue 7, points 3, 13, 14 and 15 in the demo build: the desktop navbar on one row in every
// language, a phone's first visit that shows content, focus that goes where it should, and
// analytics that stop when consent is withdrawn.
export const serve = 'demo';

const LOCALES = ['fr-FR', 'en-US', 'en-GB', 'en-CA', 'ja-JP'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Where the full navbar replaces the menu button (shell.module.css: 80rem at 16 px). */
const NAVBAR_BREAKPOINT = 1280;

async function heading(page) {
  await page.locator('h1').first().waitFor({ timeout: 15000 });
  return (await page.locator('h1').first().textContent())?.trim() ?? '';
}

function consentBanner(page) {
  return page.getByRole('region').filter({ has: page.locator('#consent-title') });
}

/** "Necessary only" is the banner's first button in every language. */
async function refuseCookies(page) {
  await consentBanner(page).getByRole('button').first().click();
  await consentBanner(page).waitFor({ state: 'detached' });
}

/**
 * The header's layout at the current width: the rows its visible controls occupy (distinct
 * tops of the brand, the menu button, the links and the log-in link), its height, and whether
 * the page or the header overflows sideways.
 */
function measureHeader(page) {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    const visible = [...header.querySelectorAll('a, button')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    const boxes = visible.map((el) => {
      const r = el.getBoundingClientRect();
      return { text: el.textContent.trim(), top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    });
    // Two controls share a row when their boxes overlap vertically.
    const rows = [];
    for (const b of boxes) {
      const row = rows.find((r) => b.top < r.bottom && b.bottom > r.top);
      if (row) {
        row.top = Math.min(row.top, b.top);
        row.bottom = Math.max(row.bottom, b.bottom);
        row.items.push(b.text);
      } else rows.push({ top: b.top, bottom: b.bottom, items: [b.text] });
    }
    const width = document.documentElement.clientWidth;
    return {
      rows: rows.map((r) => r.items),
      height: Math.round(header.getBoundingClientRect().height),
      collapsed:
        !!header.querySelector('button[aria-expanded]') &&
        getComputedStyle(header.querySelector('button[aria-expanded]')).display !== 'none',
      pageOverflow: document.documentElement.scrollWidth - width,
      outside: boxes.filter((b) => b.left < 0 || b.right > width).map((b) => b.text),
    };
  });
}

/**
 * What a phone shows of the page at the top of a screen: the content between the header (under
 * the demo bar) and the cookie banner, and the height of each piece of chrome.
 */
function measurePhoneChrome(page) {
  return page.evaluate(() => {
    const height = window.innerHeight;
    const box = (el) => (el ? el.getBoundingClientRect() : null);
    const demo = box(document.querySelector('aside'));
    const header = box(document.querySelector('header'));
    const consent = box(document.querySelector('#consent-title')?.closest('section'));
    const contentTop = Math.max(demo ? demo.bottom : 0, header ? header.bottom : 0);
    const contentBottom = consent ? consent.top : height;
    return {
      height,
      demo: demo ? Math.round(demo.height) : 0,
      header: header ? Math.round(header.height) : 0,
      consent: consent ? Math.round(consent.height) : 0,
      content: Math.round(contentBottom - contentTop),
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

export const scenarios = [
  {
    name: 'look: signed in, the French header is still one row at 1280 and 1600 px',
    async run({ newPage, screenshot, expect }) {
      const page = await newPage({ viewport: DESKTOP });
      await page.goto('/login?locale=fr-FR');
      await heading(page);
      await refuseCookies(page);
      const main = page.getByRole('main');
      await main.getByLabel('Adresse e-mail', { exact: true }).fill('demo@example.com');
      await main.getByLabel('Mot de passe', { exact: true }).fill('demo1234');
      await main.getByRole('button', { name: 'Se connecter' }).click();
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Menu du compte/ })
        .waitFor({ timeout: 10000 });
      for (const width of [NAVBAR_BREAKPOINT, 1600]) {
        await page.setViewportSize({ width, height: 800 });
        const m = await measureHeader(page);
        expect.equal(m.rows.length, 1, `signed in at ${width} px: one row (${JSON.stringify(m.rows)})`);
        expect.ok(m.height <= 72, `signed in at ${width} px: one row high (${m.height} px)`);
        expect.equal(m.pageOverflow, 0, `signed in at ${width} px: no sideways scroll`);
        expect.equal(m.outside, [], `signed in at ${width} px: no control outside the window`);
      }
      await page.setViewportSize({ width: NAVBAR_BREAKPOINT, height: 800 });
      await screenshot(page, 'look-navbar-signed-in-fr-FR-1280');
    },
  },
  // Point 14.
  ...['fr-FR', 'ja-JP'].map((locale) => ({
    name: `look: a phone's first visit shows content: a one-line demo bar, a cookie banner of at most a third (${locale})`,
    async run({ newPage, screenshot, checkA11y, expect }) {
      const page = await newPage({ viewport: PHONE, locale });
      await page.goto(`/?locale=${locale}`);
      await heading(page);
      await consentBanner(page).waitFor();
      const m = await measurePhoneChrome(page);
      await page.screenshot({ path: `test-results/screenshots/look-phone-first-visit-${locale}.png` });
      expect.ok(m.demo > 0 && m.demo <= 48, `${locale}: the demo bar is one line (${m.demo} px)`);
      expect.ok(
        m.consent <= m.height / 3,
        `${locale}: the cookie banner takes at most a third of the screen (${m.consent} of ${m.height} px)`,
      );
      expect.ok(
        m.content >= m.height / 2,
        `${locale}: at least half the screen shows content (${m.content} of ${m.height} px: ${JSON.stringify(m)})`,
      );
      expect.equal(m.overflow, 0, `${locale}: nothing scrolls sideways`);
      await checkA11y(page, `phone first visit (${locale})`);

      // The demo's actions stay one disclosure away, by keyboard too.
      const demo = page.getByRole('complementary');
      const toggle = demo.getByRole('button', { expanded: false });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await demo.getByRole('button', { expanded: true }).waitFor();
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.closest('aside') !== null && document.activeElement?.tagName);
      expect.equal(focused, 'BUTTON', `${locale}: Tab reaches the demo's first action`);
      await page.screenshot({ path: `test-results/screenshots/look-phone-demo-open-${locale}.png` });
      await checkA11y(page, `phone demo tools open (${locale})`);
      await page.keyboard.press('Escape');
      await demo.getByRole('button', { expanded: false }).waitFor();

      await refuseCookies(page);
      const after = await measurePhoneChrome(page);
      expect.ok(after.demo <= 48, `${locale}: still one line after the choice (${after.demo} px)`);
      await screenshot(page, `look-phone-home-${locale}`);
    },
  })),
  {
    name: 'look: on a small phone (360×640) the cookie banner keeps to a third, its text scrolls and both choices show',
    async run({ newPage, checkA11y, expect }) {
      const page = await newPage({ viewport: { width: 360, height: 640 } });
      await page.goto('/?locale=fr-FR');
      await heading(page);
      const banner = consentBanner(page);
      await banner.waitFor();
      const m = await measurePhoneChrome(page);
      expect.ok(m.consent <= m.height / 3 + 1, `the banner takes at most a third (${m.consent} of ${m.height} px)`);
      for (const button of await banner.getByRole('button').all()) {
        const box = await button.boundingBox();
        expect.ok(box && box.y >= m.height - m.consent && box.y + box.height <= m.height, 'each choice shows inside the banner');
      }
      // The text scrolls inside the banner: a keyboard can reach and scroll it.
      const text = banner.getByRole('group', { name: 'Les cookies sur Circulo' });
      expect.equal(await text.getAttribute('tabindex'), '0', 'the scrolling text is focusable');
      expect.ok(await text.evaluate((el) => el.scrollHeight > el.clientHeight), 'the text scrolls');
      await page.screenshot({ path: 'test-results/screenshots/look-small-phone-first-visit-fr-FR.png' });
      await checkA11y(page, 'small phone first visit (fr)');
    },
  },
  // Point 13.
  ...LOCALES.map((locale) => ({
    name: `look: the desktop header is one row from 1024 to 1600 px, nothing overflows (${locale})`,
    timeoutMs: 120_000,
    async run({ newPage, screenshot, expect }) {
      const page = await newPage({ viewport: DESKTOP });
      await page.goto(`/?locale=${locale}`);
      await heading(page);
      await consentBanner(page).waitFor();
      await page.screenshot({ path: `test-results/screenshots/look-desktop-first-visit-${locale}.png` });
      await refuseCookies(page);
      const widths = new Set([NAVBAR_BREAKPOINT - 1, NAVBAR_BREAKPOINT]);
      for (let w = 1024; w <= 1600; w += 32) widths.add(w);
      const seen = { collapsed: 0, full: 0 };
      for (const width of [...widths].sort((a, b) => a - b)) {
        await page.setViewportSize({ width, height: 800 });
        const m = await measureHeader(page);
        seen[m.collapsed ? 'collapsed' : 'full'] += 1;
        expect.equal(m.rows.length, 1, `${locale} at ${width} px: the header's controls sit on one row (${JSON.stringify(m.rows)})`);
        expect.ok(m.height <= 72, `${locale} at ${width} px: the header is one row high (${m.height} px)`);
        expect.equal(m.pageOverflow, 0, `${locale} at ${width} px: the page does not scroll sideways`);
        expect.equal(m.outside, [], `${locale} at ${width} px: no control outside the window`);
        expect.equal(m.collapsed, width < NAVBAR_BREAKPOINT, `${locale} at ${width} px: menu button below ${NAVBAR_BREAKPOINT} px only`);
        if (width === NAVBAR_BREAKPOINT || width === 1600) await screenshot(page, `look-navbar-${locale}-${width}`);
      }
      expect.ok(seen.collapsed > 0 && seen.full > 0, `both layouts were measured: ${JSON.stringify(seen)}`);
    },
  })),
  // Point 15.
  {
    name: 'look: the first Tab on a freshly loaded page reaches the skip link, redirect or not',
    async run({ newPage, expect }) {
      for (const [path, viewport] of [
        ['/', DESKTOP],
        ['/uk/login', DESKTOP],
        ['/profile', DESKTOP],
        ['/faq?locale=ja-JP', PHONE],
      ]) {
        const page = await newPage({ viewport });
        await page.goto(path);
        await heading(page);
        await page.waitForTimeout(300);
        // The window has focus, as a visitor's would (:focus styles need it).
        await page.bringToFront();
        await page.keyboard.press('Tab');
        const focused = () =>
          page.evaluate(() => {
            const el = document.activeElement;
            const r = el.getBoundingClientRect();
            return { href: el.getAttribute('href'), inView: r.top >= 0 && r.bottom <= window.innerHeight && r.width > 0 };
          });
        expect.equal((await focused()).href, '#main', `${path}: the first Tab reaches the skip link`);
        // Its :focus style can take a frame to apply.
        await expect.eventually(async () => (await focused()).inView, `${path}: the focused skip link shows in the window`, 2000);
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        expect.ok(
          await page.evaluate(() => document.querySelector('main').contains(document.activeElement)),
          `${path}: after the skip link, Tab continues in the page's content`,
        );
        await page.context().close();
      }
    },
  },
  {
    name: 'look: the forgot-password dialog gives focus back on Escape and ×, and its notification shows above the backdrop',
    async run({ newPage, screenshot, checkA11y, expect }) {
      const page = await newPage({ viewport: PHONE });
      await page.goto('/login?locale=fr-FR');
      await heading(page);
      await refuseCookies(page);
      const opener = page.getByRole('main').getByRole('button', { name: 'Mot de passe oublié ?' });
      const openerHasFocus = () => opener.evaluate((el) => el === document.activeElement);
      const dialog = page.getByRole('dialog', { name: 'Réinitialiser votre mot de passe' });

      await opener.focus();
      await page.keyboard.press('Enter');
      await dialog.getByLabel('Adresse e-mail').waitFor();
      expect.ok(await dialog.getByLabel('Adresse e-mail').evaluate((el) => el === document.activeElement), 'the address field has focus');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect.ok(await openerHasFocus(), 'Escape gives focus back to "Mot de passe oublié ?"');

      await opener.click();
      await dialog.getByRole('button', { name: 'Fermer' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect.ok(await openerHasFocus(), '× gives focus back to "Mot de passe oublié ?"');

      await opener.click();
      await dialog.getByLabel('Adresse e-mail').fill('demo@example.com');
      await dialog.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }).click();
      const sent = page.getByRole('dialog', { name: 'Consultez votre boîte de réception' });
      const toast = sent.getByRole('status').getByText('Lien de réinitialisation envoyé');
      await toast.waitFor();
      // Visible: what is drawn at the notification's centre is the notification, not the backdrop.
      const onTop = await toast.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!hit && (el.contains(hit) || hit.contains(el) || hit.closest('[role="status"]') !== null);
      });
      expect.ok(onTop, 'the notification is drawn above the dialog backdrop');
      await checkA11y(page, 'forgot password sent, with its notification (phone, fr)');
      await screenshot(page, 'look-phone-forgot-sent-fr-FR');
      await sent.getByRole('button', { name: 'Fermer' }).first().click();
      await sent.waitFor({ state: 'detached' });
      expect.ok(await openerHasFocus(), 'closing the second step also gives focus back');
      expect.equal(
        await page.getByRole('status').getByText('Lien de réinitialisation envoyé').count(),
        1,
        'the notification stays, back in the page',
      );
    },
  },
  // Point 3.
  {
    name: 'look: withdrawing consent from cookie settings stops the analytics and removes their cookies',
    async run({ newPage, expect }) {
      const page = await newPage({ viewport: DESKTOP });
      /** Page views the demo's stand-in analytics script "sent" (it logs them instead). */
      const sent = [];
      page.on('console', (msg) => {
        const m = /^\[demo analytics\] page view (.*)$/.exec(msg.text());
        if (m) sent.push(m[1]);
      });
      const analyticsCookies = async () =>
        (await page.context().cookies())
          .map((c) => c.name)
          .filter((n) => n.startsWith('_ga'))
          .sort();
      const nav = () => page.getByRole('navigation', { name: 'Principal' });

      await page.goto('/?locale=fr-FR');
      await heading(page);
      await page.waitForTimeout(500);
      expect.equal(sent, [], 'nothing is sent before consent');
      expect.equal(await analyticsCookies(), [], 'no analytics cookie before consent');

      await consentBanner(page).getByRole('button', { name: 'Accepter la mesure d’audience' }).click();
      await expect.eventually(() => sent.length === 1, 'the page view follows consent');
      expect.equal(sent, ['/'], 'the home page is counted');
      expect.equal(await analyticsCookies(), ['_ga', '_ga_DEMO'], 'the analytics script set its cookies');
      await nav().getByRole('link', { name: 'FAQ' }).click();
      await expect.eventually(() => sent.length === 2, 'page views follow navigation');

      await page.getByRole('contentinfo').getByRole('button', { name: 'Paramètres des cookies' }).click();
      await Promise.all([
        page.waitForEvent('load'),
        consentBanner(page).getByRole('button', { name: 'Cookies nécessaires uniquement' }).click(),
      ]);
      await heading(page);
      expect.equal(new URL(page.url()).pathname, '/faq', 'the page reloads where it was');
      expect.equal(await analyticsCookies(), [], 'the analytics cookies are gone');
      expect.equal(await consentBanner(page).count(), 0, 'the choice is remembered');
      await nav().getByRole('link', { name: 'Produits' }).click();
      await heading(page);
      await page.reload();
      await heading(page);
      await page.waitForTimeout(500);
      expect.equal(sent, ['/', '/faq'], 'no page view after consent was withdrawn');
      expect.equal(await analyticsCookies(), [], 'still no analytics cookie');

      // The same button lets the visitor change their mind again.
      await page.getByRole('contentinfo').getByRole('button', { name: 'Paramètres des cookies' }).click();
      await consentBanner(page).getByRole('button', { name: 'Accepter la mesure d’audience' }).click();
      await expect.eventually(() => sent.length === 3, 'consent given again: counted again');
      expect.equal(sent.at(-1), '/products', 'the current page is counted');
    },
  },
];
