// Issue 10, "Done when": the bin locator (/shop-and-return) and the country selector (/countries)
// in the demo build, on the OpenLayers map drawn over the bundled world map. A shared ?id=&zoom=
// address opens its bin; the retailer filter; a granted and a refused position; the directions
// link; list and map in step by keyboard and by a click on a pin; the country selector switches
// the language; nothing is requested from another origin. Both maps in all five languages on a
// phone and a desktop, with a bin open, axe included, are the route sweep's (sweep.spec.ts).
import { CountriesPage, expectMapDrawn, LocatorPage, positionGranted, queryOf, type DemoBin } from '../pages/locator';
import { colourPatches } from '../support/map-pixels';
import { DESKTOP, expect, PHONE, test } from '../support/demo';
import { t } from '../support/texts.mjs';

// Web Mercator, as the map draws it: metres east and north, and metres per pixel at a zoom level.
const R = 6378137;
const mercator = ({ lat, lng }: { lat: number; lng: number }) => ({
  x: (R * lng * Math.PI) / 180,
  y: R * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)),
});
const resolution = (zoom: number) => (2 * Math.PI * R) / 256 / 2 ** zoom;

/** Great-circle distance in km (the same formula as src/core/places/bin-search.ts). */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const PARIS = { lat: 48.8566, lng: 2.3522 };
const LYON_CROIX_ROUSSE = { lat: 45.7755, lng: 4.8295 };
const DISTANCE = /\d\s?(m|km)\b/;

test.describe('maps: France, fr-FR', () => {
  test.use({ locale: 'fr-FR' });

  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP });

    test('maps: a shared /shop-and-return?id=&zoom= opens that bin, its info window and its directions to its shop', async ({
      page,
      fence,
      checkA11y,
      shot,
    }) => {
      const locator = new LocatorPage(page, 'fr-FR');
      await locator.open();
      const bins = await locator.bins();
      const bin = bins.find((b) => b.id === 'fr-lyon-croix-rousse-1');
      expect(bin, 'the demo has its first Croix-Rousse bin, whatever the seed').toBeDefined();
      if (!bin) return;
      await locator.open(`?id=${bin.id}&zoom=16`);
      const info = locator.info(bin);
      await expect(info, 'the info window of the shared bin is open').toBeVisible();
      await expect(locator.item(bin), 'its list entry is marked').toHaveAttribute('aria-current', 'true');
      expect(queryOf(page).get('id'), 'the address keeps the bin').toBe(bin.id);
      expect(queryOf(page).get('zoom'), 'and the zoom').toBe('16');
      // The info window floats on the map, above its pin: inside the map, horizontally centred on it.
      await locator.expectInfoOnMap(info);

      const link = info.getByRole('link', { name: new RegExp(locator.text('startNavigation')) });
      // Directions to the shop by its name and address (issue 44, point 7), not to bare coordinates.
      expect(bin.address, 'the demo gives each bin its shop’s address').toBeTruthy();
      const directions = new URL((await link.getAttribute('href')) ?? '');
      expect(`${directions.origin}${directions.pathname}`, 'Google Maps’ directions').toBe('https://www.google.com/maps/dir/');
      expect(directions.searchParams.get('destination'), 'to the shop, by its name and address').toBe(
        `${bin.retailer.name}, ${bin.address}`,
      );
      await expect(link, 'in a new tab: the locator stays').toHaveAttribute('target', '_blank');
      await expect(link, 'without handing it the page').toHaveAttribute('rel', /noopener/);
      await expect(link, 'named for what it does').toHaveText(new RegExp(locator.text('startNavigation')));
      await checkA11y(page, 'fr-FR locator, a shared bin open');
      await shot(page, 'desktop-locator-shared-bin-fr-FR');

      // An address that names no bin, or a zoom out of bounds, opens the market as if it named nothing.
      await locator.open('?id=no-such-bin&zoom=99');
      await expect(page.getByRole('region', { name: bin.retailer.name }), 'no info window for an unknown bin').toHaveCount(0);
      expect(fence.externalRequests, 'no request beyond the demo’s origin').toEqual([]);
    });

    test('maps: a click on a pin opens it and marks its list entry; the retailer filter narrows map and list (France, three retailers)', async ({
      page,
    }) => {
      const locator = new LocatorPage(page, 'fr-FR');
      // ?zoom= alone centres the map on the market's pin, Paris.
      const zoom = 15;
      await locator.open(`?zoom=${zoom}`);
      const bins = await locator.bins();
      const box = await locator.map.boundingBox();
      expect(box, 'the map has a size').not.toBeNull();
      if (!box) return;

      // A pin alone on the screen (no cluster within 44 px) around Paris.
      const res = resolution(zoom);
      const centre = mercator(PARIS);
      const onScreen = bins.map((b) => {
        const m = mercator(b);
        return { bin: b, x: box.width / 2 + (m.x - centre.x) / res, y: box.height / 2 - (m.y - centre.y) / res };
      });
      const margin = 70;
      const alone = onScreen.filter(
        (p) =>
          p.x > margin &&
          p.x < box.width - margin &&
          p.y > margin &&
          p.y < box.height - margin &&
          onScreen.every((q) => q === p || Math.hypot(q.x - p.x, q.y - p.y) > 64),
      );
      expect(alone.length, 'a lone pin is on screen around Paris at zoom 15').toBeGreaterThan(0);
      const target = alone[0];
      if (!target) return;
      await expect(locator.current, 'nothing chosen yet').toHaveCount(0);
      // The map is drawn with its pins at zoom 15 (LocatorPage.open): one click on the pin chooses it.
      await page.mouse.click(box.x + target.x, box.y + target.y);
      await expect
        .poll(() => queryOf(page).get('id'), { message: `a click on the pin of ${target.bin.id} chooses it` })
        .toBe(target.bin.id);
      await expect(locator.info(target.bin)).toBeVisible();
      await expect(locator.item(target.bin), 'the list marks the bin of the pin').toHaveAttribute('aria-current', 'true');
      expect(queryOf(page).get('zoom'), 'the address shares the zoom it was chosen at').toBe(String(zoom));

      // The filter: only one retailer's bins, counted; the chosen bin of another retailer closes.
      const retailers = [...new Map(bins.map((b) => [b.retailer.id, b.retailer.name])).entries()];
      expect(retailers.length, 'France has three retailers').toBe(3);
      const other = retailers.find(([id]) => id !== target.bin.retailer.id);
      if (!other) return;
      const [otherId, otherName] = other;
      await locator.retailerFilter.selectOption(otherId);
      const theirs = bins.filter((b) => b.retailer.id === otherId);
      await expect(locator.items, `the list holds the ${theirs.length} bins of ${otherName}`).toHaveCount(theirs.length);
      const names = await locator.items.allTextContents();
      expect(
        names.every((n) => n.includes(otherName)),
        'every entry is that retailer’s',
      ).toBe(true);
      await expect(locator.list.getByRole('status').filter({ hasText: String(theirs.length) }), 'the count says how many').toBeVisible();
      expect(queryOf(page).get('id'), 'the bin of another retailer is no longer chosen').toBeNull();
      await locator.retailerFilter.selectOption('');
      await expect(locator.items, 'all retailers again').toHaveCount(bins.length);
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('maps: the info window is whole, its pin in view and clear of the zoom buttons, wherever the pin: under a phone’s map, on a desktop’s (issue 20, point 5; issue 44, point 7)', async ({
      page,
      shot,
    }) => {
      const locator = new LocatorPage(page, 'fr-FR');
      await locator.open();
      const { pinColour, chosenColour } = await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return {
          pinColour: style.getPropertyValue('--color-brand').trim(),
          // The selected pin shows its status inside the focus-coloured ring (src/adapters/map/map-look.ts).
          chosenColour: style.getPropertyValue('--color-focus').trim(),
        };
      });
      // The bin farthest from any other: a pin of its own at any street zoom.
      const bins = await locator.bins();
      const nearest = (bin: DemoBin) => Math.min(...bins.filter((b) => b !== bin).map((b) => km(bin, b)));
      const loner = [...bins].sort((a, b) => nearest(b) - nearest(a))[0];
      if (!loner) throw new Error('no bins');
      const info = locator.info(loner);
      // The map's patches of a colour, leaving out a floating info window's (its icons share the pins' colours).
      const pinsOf = async (colour: string) => {
        const window = (await locator.floatingInfo.isVisible()) ? await locator.floatingInfo.boundingBox() : null;
        const map = await locator.map.boundingBox();
        const inWindow = (p: { x: number; y: number }) =>
          window !== null &&
          map !== null &&
          p.x + map.x >= window.x &&
          p.x + map.x <= window.x + window.width &&
          p.y + map.y >= window.y &&
          p.y + map.y <= window.y + window.height;
        // (Nor a focused element's outline, in the ring's colour: a pin is small.)
        return (await colourPatches(locator.map, [colour])).filter((p) => !inWindow(p) && p.area < 1000);
      };
      // On a phone the window is a card under the map (issue 44, point 7); on a desktop's map it floats on its pin.
      for (const [screen, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        await page.setViewportSize(viewport);
        const shown = () => (screen === 'phone' ? locator.expectInfoUnderMap(info) : locator.expectInfoOnMap(info));
        // Opened by its address: the map centres its pin, which on a phone would put a floating window over the zoom buttons.
        await locator.open(`?id=${loner.id}&zoom=16`);
        await shown();
        await shot(page, `${screen}-locator-info-fr-FR`, { fullPage: false });
        const size = await locator.map.boundingBox();
        if (!size) throw new Error('the map has no box');
        // The customer closes the window, drags the pin to a place on the map and taps it again.
        for (const [where, x, y] of [
          ['just right of the zoom buttons, at the top', 80, 40],
          ['at the right edge', size.width - 24, size.height / 2],
          ['at the bottom', size.width / 2, size.height - 24],
        ] as const) {
          const [chosen] = await pinsOf(chosenColour);
          if (!chosen) throw new Error(`${screen}: the chosen pin is not on the map`);
          await info.getByRole('button', { name: t('fr-FR', 'common:actions.close'), exact: true }).click();
          await expect(info).toBeHidden();
          // (Closing gave the focus back to the list, which may have scrolled the page.)
          await locator.map.scrollIntoViewIfNeeded();
          const box = await locator.map.boundingBox();
          if (!box) throw new Error('the map has no box');
          const grab = { x: box.x + box.width / 2, y: box.y + box.height - 60 };
          const drag = async (dx: number, dy: number) => {
            await page.mouse.move(grab.x, grab.y);
            await page.mouse.down();
            await page.mouse.move(grab.x + dx, grab.y + dy, { steps: 8 });
            await page.mouse.up();
          };
          const nearest = async () =>
            (await pinsOf(pinColour)).sort((a, b) => Math.hypot(a.x - x, a.y - y) - Math.hypot(b.x - x, b.y - y))[0];
          await drag(x - chosen.x, y - chosen.y);
          // A drag stops short of the pointer, the more so the longer it is: a second, short one finishes it.
          const first = await nearest();
          if (first && Math.hypot(first.x - x, first.y - y) > 20) await drag(x - first.x, y - first.y);
          const pin = await nearest();
          if (!pin || Math.hypot(pin.x - x, pin.y - y) > 40)
            throw new Error(`${screen}: the pin is not ${where}: ${JSON.stringify(await pinsOf(pinColour))}`);
          await page.mouse.click(box.x + pin.x, box.y + pin.y);
          await shown();
          expect((await pinsOf(chosenColour)).length, `${screen}: the pin dragged ${where} is in view with its window`).toBe(1);
        }
      }
    });

    test('maps: a position granted on the button re-sorts the list nearest first, with distances', async ({ openPage, fence, shot }) => {
      // The browser knows where it is but has not been allowed to say: the page opens without it.
      const page = await openPage({ geolocation: { latitude: LYON_CROIX_ROUSSE.lat, longitude: LYON_CROIX_ROUSSE.lng } });
      const locator = new LocatorPage(page, 'fr-FR');
      await locator.open();
      const bins = await locator.bins();
      const before = await locator.entryTexts();
      // The customer allows it when the button asks.
      await page.context().grantPermissions(['geolocation']);
      await locator.locate('located');
      const nearest = [...bins].sort((a, b) => km(LYON_CROIX_ROUSSE, a) - km(LYON_CROIX_ROUSSE, b) || (a.id < b.id ? -1 : 1));
      const first = nearest[0] as DemoBin;
      await expect(locator.items.first(), 'the nearest bin comes first').toContainText(first.details);
      const after = await locator.entryTexts();
      for (const [i, bin] of nearest.slice(0, 5).entries()) {
        expect(after[i], `entry ${i + 1} is the ${i + 1}ᵉ nearest (${bin.details})`).toContain(bin.details);
      }
      expect(
        after.slice(0, 5).every((text) => DISTANCE.test(text)),
        'each entry says how far it is',
      ).toBe(true);
      expect(
        before.slice(0, 5).some((text) => DISTANCE.test(text)),
        'no distance before the position was known',
      ).toBe(false);
      expect(after.slice(0, 5).join(), 'the order changed').not.toBe(before.slice(0, 5).join());
      await shot(page, 'phone-locator-located-fr-FR');
      expect(fence.externalRequests, 'no request beyond the demo’s origin').toEqual([]);
    });

    test('maps: a position already granted: the list opens nearest first, with distances, with no press and no prompt', async ({
      openPage,
    }) => {
      const page = await openPage(positionGranted(LYON_CROIX_ROUSSE));
      const locator = new LocatorPage(page, 'fr-FR');
      await locator.open();
      const bins = await locator.bins();
      const nearest = [...bins].sort((a, b) => km(LYON_CROIX_ROUSSE, a) - km(LYON_CROIX_ROUSSE, b) || (a.id < b.id ? -1 : 1));
      await expect(locator.items.first(), 'the nearest bin comes first, on its own').toContainText((nearest[0] as DemoBin).details);
      await expect(locator.status('located'), 'said as after a press').toBeVisible();
      expect(
        (await locator.entryTexts()).slice(0, 5).every((text) => DISTANCE.test(text)),
        'each entry says how far it is',
      ).toBe(true);
    });

    test('maps: a refused position leaves a note and the order', async ({ page, fence }) => {
      // No permission granted: the browser refuses the position.
      const locator = new LocatorPage(page, 'fr-FR');
      await locator.open();
      const order = await locator.entryTexts();
      await locator.locate('denied');
      expect(await locator.entryTexts(), 'the list keeps its order').toEqual(order);
      expect(fence.externalRequests, 'no request beyond the demo’s origin').toEqual([]);
    });

    test('maps: the country selector switches the language (remembered) and goes home', async ({ page, shot }) => {
      const countries = new CountriesPage(page, 'fr-FR');
      await countries.open();
      await expect(countries.countries, 'five countries').toHaveCount(5);
      await expect(countries.countries.filter({ hasText: 'France' }), 'the current one is marked').toHaveAttribute('aria-current', 'true');
      await countries.countries.filter({ hasText: '日本' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { message: 'home' }).toBe('/');
      await expect(page.locator('html'), 'in Japanese').toHaveAttribute('lang', 'ja-JP');
      expect(await page.evaluate(() => localStorage.getItem('locale')), 'the choice is stored').toBe('ja-JP');
      await expect(page.locator('h1').first(), 'the home page, in Japanese').toHaveText(t('ja-JP', 'common:home.title'));
      await page.reload();
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('html'), 'still Japanese after a reload').toHaveAttribute('lang', 'ja-JP');
      const ja = new CountriesPage(page, 'ja-JP');
      await ja.open();
      await expect(ja.countries.filter({ hasText: '日本' }), 'Japan is now current').toHaveAttribute('aria-current', 'true');
      await shot(page, 'phone-countries-ja-JP');
    });
  });

  test('maps: on a phone the country selector shows the five markets, each pin whole and apart, each one a choice (issue 20, point 5)', async ({
    page,
    shot,
  }) => {
    await page.setViewportSize(PHONE);
    const countries = new CountriesPage(page, 'fr-FR');
    await countries.open();
    const { pin, selected } = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return { pin: style.getPropertyValue('--color-brand').trim(), selected: style.getPropertyValue('--color-brand-strong').trim() };
    });
    await shot(page, 'phone-countries-pins-fr-FR', { fullPage: false });
    const patches = await colourPatches(countries.map, [pin, selected]);
    // A pin's fill is a disc of radius 6 (88 px² of its exact colour), the chosen one's 9.5 (241 px²): a pin covered
    // in part by another, or cut by the map's edge, is a smaller patch.
    const pins = patches.filter((p) => p.colour === pin);
    const current = patches.filter((p) => p.colour === selected);
    expect(current, 'France, the current country, drawn once as the chosen pin').toHaveLength(1);
    expect(pins, 'the four other countries, each a pin of its own (London and Paris are 7 px apart at this zoom)').toHaveLength(4);
    for (const p of pins) expect(p.area, `a whole pin at ${Math.round(p.x)},${Math.round(p.y)}`).toBeGreaterThan(80);
    expect(current[0]?.area ?? 0, 'the whole chosen pin').toBeGreaterThan(200);
    const all = [...current, ...pins];
    const gaps = all.flatMap((a, i) => all.slice(i + 1).map((b) => Math.hypot(a.x - b.x, a.y - b.y)));
    expect(Math.min(...gaps), 'a finger’s width between any two pins').toBeGreaterThan(30);
    // Each pin is a choice: tapped, it switches to its country's language.
    const chosen = new Set<string>();
    for (const p of all) {
      // In the language the last pin chose: the map is where that language's texts put it.
      await page.goto('/countries');
      const map = page.locator('.circulo-map');
      await expectMapDrawn(page, map);
      const box = await map.boundingBox();
      if (!box) throw new Error('the map has no box');
      await page.mouse.click(box.x + p.x, box.y + p.y);
      await expect
        .poll(() => new URL(page.url()).pathname, { message: `the pin at ${Math.round(p.x)},${Math.round(p.y)} goes home` })
        .toBe('/');
      chosen.add((await page.locator('html').getAttribute('lang')) ?? '');
    }
    expect([...chosen].sort(), 'the five pins are the five countries').toEqual(['en-CA', 'en-GB', 'en-US', 'fr-FR', 'ja-JP']);
  });

  test('maps: one retailer (United Kingdom): no retailer filter, every bin listed', async ({ openPage }) => {
    const page = await openPage({ viewport: PHONE, locale: 'en-GB' });
    const locator = new LocatorPage(page, 'en-GB');
    await locator.open();
    const bins = await locator.bins();
    expect(new Set(bins.map((b) => b.retailer.id)).size, 'the UK demo has one retailer').toBe(1);
    await expect(locator.retailerFilter, 'so no filter to choose one').toHaveCount(0);
    await expect(locator.items, 'every bin is listed').toHaveCount(bins.length);
  });
});

test.describe('maps: the bin’s card on a phone, at text sizes up to 200 % (issue 44, point 7)', () => {
  // A phone: a page wider than the screen would make the browser zoom all of it out.
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'fr-FR' });

  test('maps: on a phone the bin’s card shows all it holds and its buttons whole, in French, at 100, 150 and 200 %', async ({
    page,
    shot,
  }) => {
    const locator = new LocatorPage(page, 'fr-FR');
    await locator.open();
    // The bin with the longest details (and French, the longest words), with a status line.
    const bin = [...(await locator.bins())].filter((b) => b.status).sort((a, b) => b.details.length - a.details.length)[0];
    if (!bin) throw new Error('no bins');
    const cdp = await page.context().newCDPSession(page);
    for (const size of [100, 150, 200]) {
      const at = `${size} %`;
      // The browser's text size, as a phone's or a browser's setting sets it: its default font size,
      // which rem, em and the media queries follow.
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: (16 * size) / 100, fixed: Math.round((13 * size) / 100) } });
      await locator.open(`?id=${bin.id}&zoom=16`);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), `text at ${at}`).toBe(
        `${(16 * size) / 100}px`,
      );
      const card = locator.info(bin);
      await expect(card).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      const look = await card.evaluate((element) => ({
        page: { width: document.documentElement.scrollWidth, viewport: innerWidth },
        // Cut: a line wider than its box, or a card that hides some of what it holds (it would scroll).
        cut: [element, ...element.querySelectorAll('h2, p, a, button')]
          .filter((e) => e.scrollWidth > e.clientWidth + 1 || (e === element && e.scrollHeight > e.clientHeight + 1))
          .map((e) => (e.getAttribute('aria-label') ?? e.textContent ?? '').trim()),
      }));
      expect(look.page.viewport, `${at}: the page is as wide as the phone, not zoomed out`).toBe(PHONE.width);
      expect(look.page.width, `${at}: nothing on the page is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
      expect(look.cut, `${at}: nothing in the card is cut`).toEqual([]);
      const box = await card.boundingBox();
      if (!box) throw new Error('the card has no box');
      expect(box.x >= 0 && box.x + box.width <= PHONE.width, `${at}: the card is across the screen, whole`).toBe(true);
      // Close, directions and "report a problem": each whole in the card, and on the screen once scrolled to.
      const controls = card.locator('a, button');
      await expect(controls, `${at}: close, directions and report`).toHaveCount(3);
      for (const control of await controls.all()) {
        await control.scrollIntoViewIfNeeded();
        const [inside, on] = [await control.boundingBox(), await card.boundingBox()];
        const name = `${at}: “${((await control.getAttribute('aria-label')) ?? (await control.innerText())).trim()}”`;
        if (!inside || !on) throw new Error(`${name} has no box`);
        expect(inside.x >= on.x && inside.x + inside.width <= on.x + on.width, `${name} is no wider than the card`).toBe(true);
        expect(inside.y >= on.y && inside.y + inside.height <= on.y + on.height, `${name} is whole inside the card`).toBe(true);
        expect(inside.y >= 0 && inside.y + inside.height <= PHONE.height, `${name} is whole on the screen`).toBe(true);
      }
      await card.scrollIntoViewIfNeeded();
      await shot(page, `phone-bin-card-fr-FR-${size}`, { fullPage: false });
    }
  });
});

test.describe('maps: by keyboard (en-US, desktop)', () => {
  test.use({ viewport: DESKTOP, locale: 'en-US' });

  test('maps: by keyboard, Tab to a list entry and Enter opens its info window, Escape gives the focus back', async ({ page }) => {
    const locator = new LocatorPage(page, 'en-US');
    await locator.open();
    const bins = await locator.bins();
    await locator.locateButton.focus();
    const inList = () => locator.list.evaluate((section) => section.querySelector('ul')?.contains(document.activeElement) ?? false);
    // A bounded walk with the keyboard, as a customer would: at most 12 Tabs past the map and its zoom buttons.
    for (let i = 0; i < 12 && !(await inList()); i++) await page.keyboard.press('Tab');
    expect(await inList(), 'Tab reaches the list past the map and its zoom buttons').toBe(true);
    const text = await page.evaluate(() => document.activeElement?.textContent ?? '');
    const bin = bins.find((b) => text.includes(b.details));
    expect(bin, `the focused entry is a bin (${text})`).toBeDefined();
    if (!bin) return;
    await page.keyboard.press('Enter');
    await expect(locator.info(bin)).toBeVisible();
    const heading = locator.info(bin).getByRole('heading', { level: 2 });
    await expect(heading, 'the focus moves to the info window’s heading').toBeFocused();
    await expect(heading, 'which names the retailer').toHaveText(bin.retailer.name);
    expect(queryOf(page).get('id'), 'the address shares the bin').toBe(bin.id);
    await expect(locator.item(bin), 'the entry is marked').toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await expect(locator.info(bin), 'Escape closes the info window').toHaveCount(0);
    await expect(locator.item(bin), 'the focus is back on the entry').toBeFocused();
    await expect.poll(() => queryOf(page).get('id'), { message: 'and the address forgets the bin' }).toBeNull();
  });
});
