// At the bin (issue 21, points 2 and 3), in the demo: a full bin drawn and said on a phone's map, and
// reporting a problem signed in and signed out, on phones, with axe on each state. The status words in
// the five languages and the "accepting returns now" filter are proven in jsdom
// (tests/ui/screens/places/bin-status.test.tsx): only the drawn pin and the card need a browser.
import { LoginPage } from '../pages/login';
import { LocatorPage, type DemoBin } from '../pages/locator';
import { colourPatches } from '../support/map-pixels';
import { t } from '../support/texts.mjs';
import { DESKTOP, expect, PHONE, test } from '../support/demo';

const HOUR = 3_600_000;
/** A bin the demo reports full, less than a day ago (shown full, not unknown). */
const freshlyFull = (bins: readonly DemoBin[]) =>
  bins.find((b) => b.status?.state === 'full' && Date.now() - Date.parse(b.status.reportedAt ?? '') < 20 * HOUR);

test.describe('bin status on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a full bin says so in words, with its age, in the info window and the list, and is drawn full', async ({ page, shot }) => {
    for (const locale of ['fr-FR'] as const) {
      const locator = new LocatorPage(page, locale);
      await locator.open();
      const bin = freshlyFull(await locator.bins());
      expect(bin, `the ${locale} demo has a bin reported full today`).toBeDefined();
      await locator.open(`?id=${bin!.id}&zoom=16`);
      const words = t(locale, 'places:shopAndReturn.status.full');
      // On a phone, a card under the map (issue 44, point 7).
      await locator.expectInfoUnderMap(locator.info(bin!));
      await expect(locator.info(bin!), `${locale}: the info window says "full"`).toContainText(words);
      await expect(locator.item(bin!), `${locale}: so does its entry`).toContainText(words);
      // Its pin is drawn in the "full" colour (and shape: tests/adapters/map/pin-status.test.ts) on the map.
      const full = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-warning').trim());
      await expect
        .poll(async () => (await colourPatches(locator.map, [full])).length, { message: `${locale}: a pin drawn full on the map` })
        .toBeGreaterThan(0);
      await shot(page, `phone-bin-full-${locale}`);
    }
  });

  test('report a problem signed out: to login, and back to the same bin with its report open (ja-JP)', async ({
    page,
    checkA11y,
    shot,
  }) => {
    test.setTimeout(90_000);
    const locator = new LocatorPage(page, 'ja-JP');
    await locator.open();
    const bin = (await locator.bins())[3]!;
    await locator.reportFlag(bin).click();
    await page.waitForURL((url) => url.pathname.endsWith('/login'));
    await new LoginPage(page, 'ja-JP').submit();
    const dialog = page.getByRole('dialog', { name: locator.text('report.title') });
    await expect(dialog).toContainText(bin.details);
    await checkA11y(page, 'report dialog ja-JP phone');
    await shot(page, 'phone-report-ja-JP');
    await dialog.getByRole('button', { name: locator.text('report.reasons.cannot_find') }).click();
    await expect(page.getByText(locator.text('report.sent'))).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).searchParams.get('id')).toBe(bin.id);
  });

  test('report a problem signed in, from the info window; a second one says when the first was sent (fr-FR)', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(90_000);
    await new LoginPage(page, 'fr-FR').signIn();
    const locator = new LocatorPage(page, 'fr-FR');
    const bin = (await locator.bins())[0]!;
    await locator.open(`?id=${bin.id}&zoom=16`);
    await checkA11y(page, 'locator fr-FR phone, a bin open');
    const report = async () => {
      await locator
        .info(bin)
        .getByRole('button', { name: locator.text('report.buttonFor', { bin: `${bin.retailer.name}, ${bin.details}` }) })
        .click();
      return page.getByRole('dialog', { name: locator.text('report.title') });
    };
    await (await report()).getByRole('button', { name: locator.text('report.reasons.full') }).click();
    await expect(page.getByText(locator.text('report.sent'))).toBeVisible();
    const again = await report();
    await again.getByRole('button', { name: locator.text('report.reasons.out_of_order') }).click();
    await expect(again.getByRole('alert').filter({ hasText: 'Vous avez déjà signalé ce bac le' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(again).toBeHidden();
  });
});

test.describe('bin status on a desktop', () => {
  test.use({ viewport: DESKTOP, locale: 'en-US' });

  test('a bin open with its status and the report dialog: axe clean', async ({ page, checkA11y }) => {
    const locator = new LocatorPage(page, 'en-US');
    await locator.open();
    const bin = freshlyFull(await locator.bins())!;
    await locator.open(`?id=${bin.id}&zoom=16`);
    await expect(locator.floatingInfo).toContainText('Full — reported');
    await checkA11y(page, 'locator en-US desktop, a full bin open');
  });
});
