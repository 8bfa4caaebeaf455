// The shop-and-return locator and the country selector in the demo (issue 10), on the real map.
export const serve = 'demo';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function open(page, path) {
  await page.goto(path);
  await page.locator('h1').first().waitFor({ timeout: 15000 });
  // "Necessary only", so the banner does not cover the page.
  await page
    .getByRole('region')
    .filter({ has: page.locator('#consent-title') })
    .getByRole('button')
    .first()
    .click();
  const list = page.getByRole('region', {
    name: /Pick-up bins|Bacs de collecte|回収ボックス|Countries and languages|Pays et langues|国と言語/,
  });
  await list.getByRole('list').waitFor({ timeout: 15000 });
  await page.locator('.ol-viewport').first().waitFor({ timeout: 15000 });
  return list;
}

const entries = (list) => list.getByRole('list').getByRole('button');

export const scenarios = [
  {
    name: 'locator (desktop, en-US): list and map in step by keyboard, the info window, a shared address, the retailer filter',
    timeoutMs: 120_000,
    async run({ newPage, checkA11y, screenshot, expect, waitForSettled }) {
      const page = await newPage({ viewport: DESKTOP });
      const list = await open(page, '/shop-and-return?locale=en-US');
      await waitForSettled(page);
      await checkA11y(page, 'locator en-US desktop');
      await screenshot(page, 'desktop-locator-en-US');

      // Keyboard: the second entry, Enter → its info window has the focus, Escape → back to the entry.
      const second = entries(list).nth(1);
      const name = (await second.textContent()) ?? '';
      await second.focus();
      await page.keyboard.press('Enter');
      const info = page.locator('.ol-overlay-container').getByRole('region');
      await info.waitFor();
      expect.equal(await second.getAttribute('aria-current'), 'true', 'the chosen entry is marked');
      expect.ok(await info.getByRole('heading').evaluate((h) => h === document.activeElement), 'the info window has the focus');
      const href = await info.getByRole('link', { name: /Start navigation/ }).getAttribute('href');
      expect.ok(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/.test(href ?? ''),
        `directions ${href}`,
      );
      const address = new URL(page.url());
      expect.ok(address.searchParams.get('id') && address.searchParams.get('zoom') === '14', `the address is shared: ${page.url()}`);
      await waitForSettled(page);
      await checkA11y(page, 'locator en-US info window');
      await page.keyboard.press('Escape');
      await info.waitFor({ state: 'hidden' });
      expect.ok(await second.evaluate((b) => b === document.activeElement), 'the focus is back on the entry');

      // The shared address opens the same bin.
      await page.goto(`/shop-and-return?id=${address.searchParams.get('id')}&zoom=15`);
      const again = page.locator('.ol-overlay-container').getByRole('region');
      await again.waitFor({ timeout: 15000 });
      expect.ok(name.startsWith((await again.getByRole('heading').textContent()) ?? '?'), 'the shared address opens its bin');
      await waitForSettled(page);
      // (A full-page screenshot resizes the window, which hides the map's overlays for a moment: last.)
      await screenshot(page, 'desktop-locator-info-en-US');

      // The retailer filter: only that retailer's bins are listed.
      const filter = page.getByRole('combobox', { name: 'Retailer' });
      const options = await filter.locator('option').allTextContents();
      expect.ok(options.length > 2, `the US has several retailers: ${options.join(', ')}`);
      await filter.selectOption({ label: options[1] });
      const names = await entries(page.getByRole('region', { name: 'Pick-up bins' })).allTextContents();
      expect.ok(names.length > 0 && names.every((n) => n.startsWith(options[1])), `only ${options[1]}`);
      expect.equal(page.externalRequests.length, 0, `no request beyond the demo: ${page.externalRequests.join(', ')}`);
    },
  },
  {
    name: 'locator (phone, fr-FR): a granted position re-sorts the list by distance; a denied one says so',
    timeoutMs: 120_000,
    async run({ newPage, checkA11y, screenshot, expect, waitForSettled }) {
      const granted = await newPage({
        viewport: PHONE,
        locale: 'fr-FR',
        permissions: ['geolocation'],
        geolocation: { latitude: 48.8606, longitude: 2.3376 },
      });
      const list = await open(granted, '/shop-and-return?locale=fr-FR');
      await granted.getByRole('button', { name: 'Utiliser ma position' }).click();
      await granted.getByText('Les bacs les plus proches de vous en premier.').waitFor();
      const distances = await entries(list).evaluateAll((items) => items.slice(0, 10).map((b) => b.textContent ?? ''));
      const km = distances.map((d) => {
        const m = /([\d\s ,]+)\s?(k?m)$/.exec(d.replace(/\u202f/g, ' '));
        return m ? Number(m[1].replace(/\s/g, '').replace(',', '.')) * (m[2] === 'km' ? 1 : 0.001) : NaN;
      });
      expect.ok(
        km.every((d) => Number.isFinite(d)),
        `each entry shows its distance: ${distances.join(' | ')}`,
      );
      expect.ok(
        km.every((d, i) => i === 0 || d >= km[i - 1]),
        `nearest first: ${km.join(', ')}`,
      );
      await waitForSettled(granted);
      await checkA11y(granted, 'locator fr-FR phone, position');
      await screenshot(granted, 'phone-locator-position-fr-FR');

      const denied = await newPage({ viewport: PHONE, locale: 'fr-FR' });
      await open(denied, '/shop-and-return?locale=fr-FR');
      await denied.getByRole('button', { name: 'Utiliser ma position' }).click();
      await denied.getByRole('status').filter({ hasText: 'L’accès à votre position est désactivé' }).waitFor({ timeout: 15000 });
      await screenshot(denied, 'phone-locator-denied-fr-FR');
      expect.equal(granted.externalRequests.length + denied.externalRequests.length, 0, 'no request beyond the demo');
    },
  },
  {
    name: 'country selector (phone, en-US): choosing Japan switches the language and goes home',
    timeoutMs: 90_000,
    async run({ newPage, checkA11y, screenshot, expect, waitForSettled }) {
      const page = await newPage({ viewport: PHONE });
      const list = await open(page, '/countries?locale=en-US');
      await waitForSettled(page);
      await checkA11y(page, 'countries en-US phone');
      await screenshot(page, 'phone-countries-en-US');
      await list.getByRole('button', { name: /日本/ }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.waitForFunction(() => document.documentElement.lang === 'ja-JP');
      await page.goto('/countries');
      await page.getByRole('region', { name: '国と言語' }).waitFor();
      expect.equal(await page.evaluate(() => document.documentElement.lang), 'ja-JP', 'the language is remembered');
      await screenshot(page, 'phone-countries-ja-JP');
    },
  },
];
