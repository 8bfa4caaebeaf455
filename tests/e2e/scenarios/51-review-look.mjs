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

export const scenarios = [
  // Point 13.
  ...LOCALES.map((locale) => ({
    name: `look: the desktop header is one row from 1024 to 1600 px, nothing overflows (${locale})`,
    timeoutMs: 120_000,
    async run({ newPage, screenshot, expect }) {
      const page = await newPage({ viewport: DESKTOP });
      await page.goto(`/?locale=${locale}`);
      await heading(page);
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
];
