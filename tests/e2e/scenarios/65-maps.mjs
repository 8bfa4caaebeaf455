// Issue 10, "Done when": the bin locator (/shop-and-return) and the country selector (/countries)
// in the demo build, on the OpenLayers map drawn over the bundled world map. A shared ?id=&zoom=
// address opens its bin; the retailer filter; a granted and a refused position; the directions
// link; list and map in step by keyboard and by a click on a pin; the country selector switches
// the language; nothing is requested from another origin; zero axe violations in all five
// languages on a phone and a desktop.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../harness.mjs';

export const serve = 'demo';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The demo world as the page saved it (fakes/persisted-world.ts): the bins with their coordinates. */
const WORLD_KEY = 'circulo-demo-world:v6';

const MARKETS = [
  { locale: 'fr-FR', segment: 'fr', country: 'France' },
  { locale: 'ja-JP', segment: 'jp', country: '日本' },
  { locale: 'en-US', segment: 'us', country: 'United States' },
  { locale: 'en-GB', segment: 'uk', country: 'United Kingdom' },
  { locale: 'en-CA', segment: 'ca', country: 'Canada' },
];

/** The texts the customer reads, from the app's own files, so each language is checked in its words. */
const read = (locale, namespace) => JSON.parse(readFileSync(path.join(REPO_ROOT, 'src/ui/locales', locale, `${namespace}.json`), 'utf8'));
const texts = (locale) => ({ ...read(locale, 'common'), ...read(locale, 'places') });
const fill = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (_, k) => String(values[k]));

async function arrive(page, address) {
  await page.goto(address);
  await page.locator('h1').first().waitFor({ timeout: 15000 });
  const banner = page.getByRole('region').filter({ has: page.locator('#consent-title') });
  if (await banner.count()) await banner.getByRole('button').first().click();
}

/** The locator of a market: its map (drawn), its list (loaded). */
function locator(page, market) {
  const t = texts(market.locale).shopAndReturn;
  const list = page.getByRole('region', { name: t.listTitle, exact: true });
  return {
    t,
    map: page.getByRole('region', { name: fill(t.mapLabel, { country: market.country }), exact: true }),
    list,
    items: list.getByRole('listitem'),
    info: (bin) => page.getByRole('region', { name: bin.retailer.name, exact: true }).filter({ hasText: bin.details }),
    item: (bin) => list.getByRole('button').filter({ hasText: bin.details }),
  };
}

async function ready(page, market) {
  const l = locator(page, market);
  await l.map.locator('canvas').first().waitFor({ timeout: 15000 });
  await l.items.first().waitFor({ timeout: 15000 });
  return l;
}

/** The market's bins from the saved demo world, coordinates and all. */
async function binsOf(page, code, expect) {
  let bins = null;
  await expect.eventually(
    async () => {
      bins = await page.evaluate(([key, c]) => JSON.parse(localStorage.getItem(key) ?? 'null')?.bins?.[c] ?? null, [WORLD_KEY, code]);
      return Array.isArray(bins) && bins.length > 0;
    },
    `the demo world holds the ${code} bins`,
    10000,
  );
  return bins;
}

const query = (page) => new URL(page.url()).searchParams;

// Web Mercator, as the map draws it: metres east and north, and metres per pixel at a zoom level.
const R = 6378137;
const mercator = ({ lat, lng }) => ({ x: (R * lng * Math.PI) / 180, y: R * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) });
const resolution = (zoom) => (2 * Math.PI * R) / 256 / 2 ** zoom;

/** Great-circle distance in km (the same formula as src/core/places/bin-search.ts). */
function km(a, b) {
  const rad = (d) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const FR = MARKETS[0];
const PARIS = { lat: 48.8566, lng: 2.3522 };
const LYON_CROIX_ROUSSE = { lat: 45.7755, lng: 4.8295 };

export const scenarios = [
  {
    name: 'maps: a shared /shop-and-return?id=&zoom= opens that bin, its info window and its directions link',
    async run({ newPage, checkA11y, screenshot, expect }) {
      const page = await newPage({ viewport: DESKTOP, locale: 'fr-FR' });
      await arrive(page, '/shop-and-return');
      const bins = await binsOf(page, 'fr', expect);
      const bin = bins.find((b) => b.id === 'fr-lyon-croix-rousse-1');
      expect.ok(bin, 'the demo has its first Croix-Rousse bin, whatever the seed');
      await page.goto(`/shop-and-return?id=${bin.id}&zoom=16`);
      const l = await ready(page, FR);
      const info = l.info(bin);
      await info.waitFor({ timeout: 10000 });
      expect.ok(await info.isVisible(), 'the info window of the shared bin is open');
      expect.equal(await l.item(bin).getAttribute('aria-current'), 'true', 'its list entry is marked');
      expect.equal(query(page).get('id'), bin.id, 'the address keeps the bin');
      expect.equal(query(page).get('zoom'), '16', 'and the zoom');
      // The info window floats on the map, above its pin: inside the map, horizontally centred on it.
      const [mapBox, infoBox] = [await l.map.boundingBox(), await info.boundingBox()];
      expect.ok(
        infoBox.x >= mapBox.x - 1 && infoBox.x + infoBox.width <= mapBox.x + mapBox.width + 1,
        `the info window is within the map (${JSON.stringify({ mapBox, infoBox })})`,
      );

      const link = info.getByRole('link', { name: new RegExp(l.t.startNavigation) });
      expect.equal(
        await link.getAttribute('href'),
        `https://www.google.com/maps/dir/?api=1&destination=${bin.lat},${bin.lng}`,
        'directions to the bin’s own coordinates',
      );
      expect.equal(await link.getAttribute('target'), '_blank', 'in a new tab: the locator stays');
      expect.match(await link.getAttribute('rel'), /noopener/, 'without handing it the page');
      expect.match(await link.innerText(), new RegExp(l.t.startNavigation), 'named for what it does');
      await checkA11y(page, 'fr-FR locator, a shared bin open');
      await screenshot(page, 'desktop-locator-shared-bin-fr-FR');

      // An address that names no bin, or a zoom out of bounds, opens the market as if it named nothing.
      await page.goto('/shop-and-return?id=no-such-bin&zoom=99');
      await ready(page, FR);
      expect.equal(await page.getByRole('region', { name: bin.retailer.name }).count(), 0, 'no info window for an unknown bin');
      expect.equal(page.externalRequests, [], 'no request beyond the demo’s origin');
    },
  },
  {
    name: 'maps: a click on a pin opens it and marks its list entry; the retailer filter narrows map and list (France, three retailers)',
    async run({ newPage, expect }) {
      const page = await newPage({ viewport: DESKTOP, locale: 'fr-FR' });
      await arrive(page, '/shop-and-return');
      const bins = await binsOf(page, 'fr', expect);
      let l = await ready(page, FR);
      const box = await l.map.boundingBox();

      // A pin alone on the screen (no cluster within 44 px) around Paris, where ?zoom= alone centres the map.
      const zoom = 15;
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
      expect.ok(alone.length > 0, 'a lone pin is on screen around Paris at zoom 15');
      const target = alone[0];
      await page.goto(`/shop-and-return?zoom=${zoom}`);
      l = await ready(page, FR);
      expect.equal(await l.list.locator('[aria-current="true"]').count(), 0, 'nothing chosen yet');
      await expect.eventually(
        async () => {
          await page.mouse.click(box.x + target.x, box.y + target.y);
          await page.waitForTimeout(400);
          return query(page).get('id') === target.bin.id;
        },
        `a click on the pin of ${target.bin.id} chooses it`,
        8000,
      );
      await l.info(target.bin).waitFor({ timeout: 5000 });
      expect.equal(await l.item(target.bin).getAttribute('aria-current'), 'true', 'the list marks the bin of the pin');
      expect.equal(query(page).get('zoom'), String(zoom), 'the address shares the zoom it was chosen at');

      // The filter: only one retailer's bins, counted; the chosen bin of another retailer closes.
      const retailers = [...new Map(bins.map((b) => [b.retailer.id, b.retailer.name])).entries()];
      expect.equal(retailers.length, 3, 'France has three retailers');
      const [otherId, otherName] = retailers.find(([id]) => id !== target.bin.retailer.id);
      const select = page.getByLabel(l.t.retailer, { exact: true });
      await select.selectOption(otherId);
      const theirs = bins.filter((b) => b.retailer.id === otherId);
      await expect.eventually(
        async () => (await l.list.getByRole('listitem').count()) === theirs.length,
        `the list holds the ${theirs.length} bins of ${otherName}`,
        5000,
      );
      const names = await l.list.getByRole('listitem').evaluateAll((items) => items.map((i) => i.textContent ?? ''));
      expect.ok(
        names.every((n) => n.includes(otherName)),
        'every entry is that retailer’s',
      );
      expect.ok(
        await l.list
          .getByRole('status')
          .filter({ hasText: String(theirs.length) })
          .isVisible(),
        'the count says how many',
      );
      expect.equal(query(page).get('id'), null, 'the bin of another retailer is no longer chosen');
      await select.selectOption('');
      await expect.eventually(async () => (await l.list.getByRole('listitem').count()) === bins.length, 'all retailers again', 5000);
    },
  },
  {
    name: 'maps: one retailer (United Kingdom): no retailer filter, every bin listed',
    async run({ newPage, expect }) {
      const market = MARKETS[3];
      const page = await newPage({ viewport: PHONE, locale: market.locale });
      await arrive(page, `/${market.segment}/shop-and-return`);
      const bins = await binsOf(page, market.segment, expect);
      const l = await ready(page, market);
      expect.equal(new Set(bins.map((b) => b.retailer.id)).size, 1, 'the UK demo has one retailer');
      expect.equal(await page.getByLabel(l.t.retailer, { exact: true }).count(), 0, 'so no filter to choose one');
      expect.equal(await l.items.count(), bins.length, 'every bin is listed');
    },
  },
  {
    name: 'maps: a granted position re-sorts the list nearest first, with distances; a refused one leaves a note and the order',
    async run({ newPage, expect, screenshot }) {
      const page = await newPage({ viewport: PHONE, locale: 'fr-FR' });
      await arrive(page, '/shop-and-return');
      const bins = await binsOf(page, 'fr', expect);
      let l = await ready(page, FR);
      const before = await l.items.allInnerTexts();
      await page.context().grantPermissions(['geolocation']);
      await page.context().setGeolocation({ latitude: LYON_CROIX_ROUSSE.lat, longitude: LYON_CROIX_ROUSSE.lng });
      await page.getByRole('button', { name: l.t.locate }).click();
      await page.getByRole('status').filter({ hasText: l.t.located }).waitFor({ timeout: 10000 });
      const nearest = [...bins].sort((a, b) => km(LYON_CROIX_ROUSSE, a) - km(LYON_CROIX_ROUSSE, b) || (a.id < b.id ? -1 : 1));
      await expect.eventually(
        async () => (await l.items.first().innerText()).includes(nearest[0].details),
        'the nearest bin comes first',
        5000,
      );
      const after = await l.items.allInnerTexts();
      for (const [i, bin] of nearest.slice(0, 5).entries()) {
        expect.ok(after[i]?.includes(bin.details), `entry ${i + 1} is the ${i + 1}ᵉ nearest (${bin.details}): "${after[i]}"`);
      }
      expect.ok(
        after.slice(0, 5).every((text) => /\d\s?(m|km)\b/.test(text)),
        'each entry says how far it is',
      );
      expect.ok(!before.slice(0, 5).some((text) => /\d\s?(m|km)\b/.test(text)), 'no distance before the position was known');
      expect.ok(after.slice(0, 5).join() !== before.slice(0, 5).join(), 'the order changed');
      await screenshot(page, 'phone-locator-located-fr-FR');

      // Refused: a fresh page with no permission granted.
      const refused = await newPage({ viewport: PHONE, locale: 'fr-FR' });
      await arrive(refused, '/shop-and-return');
      l = await ready(refused, FR);
      const order = await l.items.allInnerTexts();
      await refused.getByRole('button', { name: l.t.locate }).click();
      await refused.getByRole('status').filter({ hasText: l.t.denied }).waitFor({ timeout: 10000 });
      expect.equal(await l.items.allInnerTexts(), order, 'the list keeps its order');
      expect.equal([...page.externalRequests, ...refused.externalRequests], [], 'no request beyond the demo’s origin');
    },
  },
  {
    name: 'maps: by keyboard, Tab to a list entry and Enter opens its info window, Escape gives the focus back',
    async run({ newPage, expect }) {
      const market = MARKETS[2];
      const page = await newPage({ viewport: DESKTOP, locale: market.locale });
      await arrive(page, `/${market.segment}/shop-and-return`);
      const bins = await binsOf(page, market.segment, expect);
      const l = await ready(page, market);
      await page.getByRole('button', { name: l.t.locate }).focus();
      let inList = false;
      for (let i = 0; i < 12 && !inList; i++) {
        await page.keyboard.press('Tab');
        inList = await l.list.evaluate((section) => section.querySelector('ul')?.contains(document.activeElement) ?? false);
      }
      expect.ok(inList, 'Tab reaches the list past the map and its zoom buttons');
      const text = await page.evaluate(() => document.activeElement?.textContent ?? '');
      const bin = bins.find((b) => text.includes(b.details));
      expect.ok(bin, `the focused entry is a bin (${text})`);
      await page.keyboard.press('Enter');
      await l.info(bin).waitFor({ timeout: 5000 });
      await expect.eventually(
        async () => (await page.evaluate(() => document.activeElement?.tagName)) === 'H2',
        'the focus moves to the info window’s heading',
        3000,
      );
      expect.equal(await page.evaluate(() => document.activeElement?.textContent), bin.retailer.name, 'which names the retailer');
      expect.equal(query(page).get('id'), bin.id, 'the address shares the bin');
      expect.equal(await l.item(bin).getAttribute('aria-current'), 'true', 'the entry is marked');
      await page.keyboard.press('Escape');
      await expect.eventually(async () => (await l.info(bin).count()) === 0, 'Escape closes the info window', 3000);
      expect.ok(await l.item(bin).evaluate((el) => el === document.activeElement), 'the focus is back on the entry');
      expect.equal(query(page).get('id'), null, 'and the address forgets the bin');
    },
  },
  {
    name: 'maps: the country selector switches the language (remembered) and goes home',
    async run({ newPage, expect, screenshot }) {
      const page = await newPage({ viewport: PHONE, locale: 'fr-FR' });
      await arrive(page, '/countries');
      const fr = texts('fr-FR').countries;
      const list = page.getByRole('region', { name: fr.listTitle, exact: true });
      await list.getByRole('button').first().waitFor({ timeout: 10000 });
      expect.equal(await list.getByRole('button').count(), 5, 'five countries');
      expect.equal(await list.getByRole('button', { name: /France/ }).getAttribute('aria-current'), 'true', 'the current one is marked');
      await page.getByRole('region', { name: fr.mapLabel }).locator('canvas').first().waitFor({ timeout: 15000 });
      await list.getByRole('button', { name: /日本/ }).click();
      await expect.eventually(async () => new URL(page.url()).pathname === '/', 'home', 10000);
      await expect.eventually(async () => (await page.evaluate(() => document.documentElement.lang)) === 'ja-JP', 'in Japanese', 10000);
      expect.equal(await page.evaluate(() => localStorage.getItem('locale')), 'ja-JP', 'the choice is stored');
      await page.locator('h1').first().waitFor();
      const ja = texts('ja-JP');
      await expect.eventually(
        async () => (await page.locator('h1').first().innerText()).trim() === ja.home.title,
        'the home page, in Japanese',
        5000,
      );
      await page.reload();
      await page.locator('h1').first().waitFor();
      expect.equal(await page.evaluate(() => document.documentElement.lang), 'ja-JP', 'still Japanese after a reload');
      await page.goto('/countries');
      const jaList = page.getByRole('region', { name: ja.countries.listTitle, exact: true });
      await jaList.getByRole('button').first().waitFor({ timeout: 10000 });
      expect.equal(await jaList.getByRole('button', { name: /日本/ }).getAttribute('aria-current'), 'true', 'Japan is now current');
      await screenshot(page, 'phone-countries-ja-JP');
    },
  },
  ...MARKETS.flatMap((market) =>
    [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ].map(([device, viewport]) => ({
      name: `maps (${market.locale}, ${device}): the locator and the country selector, zero axe violations, no other origin`,
      async run({ newPage, checkA11y, screenshot, expect }) {
        const page = await newPage({ viewport, locale: market.locale });
        await arrive(page, `/${market.segment}/shop-and-return`);
        expect.equal(await page.evaluate(() => document.documentElement.lang), market.locale, 'in its language');
        const l = await ready(page, market);
        await checkA11y(page, `${market.locale} ${device} /shop-and-return`);
        const first = l.list.getByRole('button').first();
        await first.click();
        await page.locator('[aria-labelledby] h2[tabindex="-1"]').first().waitFor({ timeout: 5000 });
        await checkA11y(page, `${market.locale} ${device} /shop-and-return, a bin open`);
        const shots = { 'fr-FR': 'phone', 'ja-JP': 'phone', 'en-US': 'desktop' };
        if (shots[market.locale] === device) await screenshot(page, `${device}-locator-${market.locale}`);

        await page.goto('/countries');
        await page.locator('h1').first().waitFor();
        await page.locator('.circulo-map canvas').first().waitFor({ timeout: 15000 });
        await checkA11y(page, `${market.locale} ${device} /countries`);
        if (shots[market.locale] === device) await screenshot(page, `${device}-countries-${market.locale}`);
        expect.equal(page.externalRequests, [], 'no request beyond the demo’s origin');
      },
    })),
  ),
];
