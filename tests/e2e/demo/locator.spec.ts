// The shop-and-return locator and the country selector in the demo (issue 10), on the real map.
import { CountriesPage, LocatorPage, positionGranted, queryOf } from '../pages/locator';
import { DESKTOP, expect, PHONE, test } from '../support/demo';

test.describe('locator (desktop, en-US)', () => {
  test.use({ viewport: DESKTOP, locale: 'en-US' });

  test('locator (desktop, en-US): list and map in step by keyboard, the info window, a shared address, the retailer filter', async ({
    page,
    fence,
    checkA11y,
    shot,
  }) => {
    // As the old runner gave it (120 s): four axe passes on the map pages, each 5–8 s on a loaded machine.
    test.setTimeout(120_000);
    const locator = new LocatorPage(page, 'en-US');
    await locator.goto('/shop-and-return?locale=en-US');
    await checkA11y(page, 'locator en-US desktop');
    await shot(page, 'desktop-locator-en-US');

    // Keyboard: the second entry, Enter → its info window has the focus, Escape → back to the entry.
    const second = locator.entries.nth(1);
    const name = (await second.textContent()) ?? '';
    await second.focus();
    await page.keyboard.press('Enter');
    const info = locator.floatingInfo;
    await expect(info).toBeVisible();
    await expect(second, 'the chosen entry is marked').toHaveAttribute('aria-current', 'true');
    await expect(info.getByRole('heading'), 'the info window has the focus').toBeFocused();
    // Directions to the shop, by its name and address, not to its coordinates (issue 44, point 7).
    const link = info.getByRole('link', { name: /Start navigation/ });
    const destination = new URL((await link.getAttribute('href')) ?? '').searchParams.get('destination') ?? '';
    expect(destination.startsWith(`${await info.getByRole('heading').textContent()}, `), `directions to the shop: ${destination}`).toBe(
      true,
    );
    expect(destination, 'not to bare coordinates').not.toMatch(/^-?\d+(\.\d+)?,-?\d/);
    await expect.poll(() => queryOf(page).get('zoom'), { message: 'the address is shared, with the zoom' }).toBe('14');
    const address = queryOf(page);
    expect(address.get('id'), `the address is shared: ${page.url()}`).toBeTruthy();
    await locator.expectInfoOnMap(info);
    await checkA11y(page, 'locator en-US info window');
    await page.keyboard.press('Escape');
    await expect(info).toBeHidden();
    await expect(second, 'the focus is back on the entry').toBeFocused();

    // The shared address opens the same bin.
    await locator.goto(`/shop-and-return?id=${address.get('id')}&zoom=15`);
    const again = locator.floatingInfo;
    await expect(again).toBeVisible();
    const heading = (await again.getByRole('heading').textContent()) ?? '?';
    expect(name.startsWith(heading), 'the shared address opens its bin').toBe(true);
    await locator.expectInfoOnMap(again);
    // (A full-page screenshot resizes the window, which hides the map's overlays for a moment: last.)
    await shot(page, 'desktop-locator-info-en-US');

    // The retailer filter: only that retailer's bins are listed.
    const filter = page.getByRole('combobox', { name: 'Retailer' });
    const options = await filter.locator('option').allTextContents();
    expect(options.length, `the US has several retailers: ${options.join(', ')}`).toBeGreaterThan(2);
    const chosen = options[1] ?? '';
    await filter.selectOption({ label: chosen });
    await expect
      .poll(
        async () => {
          const names = await locator.entries.allTextContents();
          return names.length > 0 && names.every((n) => n.startsWith(chosen));
        },
        { message: `only ${chosen}` },
      )
      .toBe(true);
    expect(fence.externalRequests, 'no request beyond the demo').toEqual([]);
  });
});

test.describe('locator (phone, fr-FR)', () => {
  test.use({ viewport: PHONE, locale: 'fr-FR' });

  test('locator (phone, fr-FR): a granted position re-sorts the list by distance', async ({ openPage, fence, checkA11y, shot }) => {
    // As the old runner gave it (120 s): four axe passes on the map pages, each 5–8 s on a loaded machine.
    test.setTimeout(120_000);
    const granted = await openPage(positionGranted({ lat: 48.8606, lng: 2.3376 }));
    const locator = new LocatorPage(granted, 'fr-FR');
    await locator.goto('/shop-and-return?locale=fr-FR');
    await locator.locateButton.click();
    await expect(granted.getByText('Les bacs les plus proches de vous en premier.')).toBeVisible();
    const distances = await locator.entries.evaluateAll((items) => items.slice(0, 10).map((b) => b.textContent ?? ''));
    const km = distances.map((d) => {
      const m = /([\d\s ,]+)\s?(k?m)$/.exec(d.replace(/\u202f/g, ' '));
      return m?.[1] && m[2] ? Number(m[1].replace(/\s/g, '').replace(',', '.')) * (m[2] === 'km' ? 1 : 0.001) : NaN;
    });
    expect(
      km.every((d) => Number.isFinite(d)),
      `each entry shows its distance: ${distances.join(' | ')}`,
    ).toBe(true);
    expect(
      km.every((d, i) => i === 0 || d >= (km[i - 1] ?? NaN)),
      `nearest first: ${km.join(', ')}`,
    ).toBe(true);
    // The map has gone to the position: drawn again there (the button is no longer busy locating).
    await expect(locator.locateButton).not.toHaveAttribute('aria-busy', 'true');
    await expect(locator.map.locator('canvas').first()).toBeVisible();
    await checkA11y(granted, 'locator fr-FR phone, position');
    await shot(granted, 'phone-locator-position-fr-FR');
    expect(fence.externalRequests, 'no request beyond the demo').toEqual([]);
  });

  test('locator (phone, fr-FR): a denied position says so', async ({ page, fence, shot }) => {
    // No permission in this context: the browser refuses the position.
    const locator = new LocatorPage(page, 'fr-FR');
    await locator.goto('/shop-and-return?locale=fr-FR');
    await locator.locateButton.click();
    await expect(page.getByRole('status').filter({ hasText: 'L’accès à votre position est désactivé' })).toBeVisible();
    await shot(page, 'phone-locator-denied-fr-FR');
    expect(fence.externalRequests, 'no request beyond the demo').toEqual([]);
  });
});

test.describe('country selector (phone, en-US)', () => {
  test.use({ viewport: PHONE, locale: 'en-US' });

  test('country selector (phone, en-US): choosing Japan switches the language and goes home', async ({ page, checkA11y, shot }) => {
    // As the old runner gave it (120 s): three axe passes on the map pages, each 5–8 s on a loaded machine.
    test.setTimeout(120_000);
    const countries = new CountriesPage(page, 'en-US');
    await countries.open('/countries?locale=en-US');
    await checkA11y(page, 'countries en-US phone');
    await shot(page, 'phone-countries-en-US');
    await countries.list.getByRole('button', { name: /日本/ }).click();
    await expect.poll(() => new URL(page.url()).pathname, { message: 'home' }).toBe('/');
    await expect(page.locator('html'), 'in Japanese').toHaveAttribute('lang', 'ja-JP');
    await page.goto('/countries');
    await expect(page.getByRole('region', { name: '国と言語' })).toBeVisible();
    await expect(page.locator('html'), 'the language is remembered').toHaveAttribute('lang', 'ja-JP');
    await shot(page, 'phone-countries-ja-JP');
  });
});
