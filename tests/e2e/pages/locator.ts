// The shop-and-return locator (/shop-and-return) and the country selector (/countries) as a customer
// uses them, in any of the app's languages (the words are the app's own, tests/e2e/support/texts.mjs):
// the page opened and drawn, "Use my position", a bin picked, and what the page then says.
//
// When is the map "drawn"? The app sets no attribute for it. What can be observed, honestly:
// - the map's region (named by the app, role=region) holds OpenLayers' canvas: a first frame is drawn;
// - the list's section is no longer aria-busy and says how many bins it holds (a status);
// - the app's own performance mark `map:pins-drawn` (src/adapters/map/ol-map-host.ts, for the bench):
//   set on OpenLayers' first `rendercomplete` with pins on the map — the frame after the map was placed
//   on the market (the placing and the pins happen in the same effects, before that frame is drawn;
//   the tests run with reduced motion, so the move is not animated). It is set once per document.
import { expect, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { DEMO_STORAGE_KEY } from '../../../fakes/demo-constants';
import { t } from '../support/texts.mjs';
import { LoginPage, SEGMENT } from './login';

/** The performance mark the map sets on its first complete drawing with pins (src/adapters/map/ol-map-view.ts). */
const PINS_DRAWN_MARK = 'map:pins-drawn';

/** A bin as the demo world holds it. */
export interface DemoBin {
  readonly id: string;
  readonly lat: number;
  readonly lng: number;
  readonly details: string;
  readonly retailer: { readonly id: string; readonly name: string };
  /** Its shop's address (issue 44), where directions lead. */
  readonly address?: string;
  /** As last reported (issue 21); absent for a bin the demo gives no status. */
  readonly status?: { readonly state: string; readonly reportedAt: string | null };
}

export interface Market {
  readonly locale: string;
  /** The country code of the demo world's bins (and the language's path segment). */
  readonly code: string;
  /** The country's name, as the map's label says it. */
  readonly country: string;
}

export const MARKETS: readonly Market[] = [
  { locale: 'fr-FR', code: 'fr', country: 'France' },
  { locale: 'ja-JP', code: 'jp', country: '日本' },
  { locale: 'en-US', code: 'us', country: 'United States' },
  { locale: 'en-GB', code: 'uk', country: 'United Kingdom' },
  { locale: 'en-CA', code: 'ca', country: 'Canada' },
];
export const marketOf = (locale: string): Market => {
  const market = MARKETS.find((m) => m.locale === locale);
  if (!market) throw new Error(`no market for ${locale}`);
  return market;
};

/** Context options for a customer who lets the page know where they are (the default refuses: no permission). */
export const positionGranted = (at: { readonly lat: number; readonly lng: number }): BrowserContextOptions => ({
  permissions: ['geolocation'],
  geolocation: { latitude: at.lat, longitude: at.lng },
});

/** The address bar's query, read. */
export const queryOf = (page: Page): URLSearchParams => new URL(page.url()).searchParams;

/** Whether the map has drawn a complete frame with its pins on it (see the file's opening note). */
export async function expectMapDrawn(page: Page, map: Locator): Promise<void> {
  await expect(map.locator('canvas').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, PINS_DRAWN_MARK), {
      message: 'the map is drawn complete, with its pins (OpenLayers rendercomplete, the app’s map:pins-drawn mark)',
    })
    .toBeGreaterThan(0);
}

export class LocatorPage {
  readonly market: Market;

  constructor(
    readonly page: Page,
    readonly locale = 'fr-FR',
  ) {
    this.market = marketOf(locale);
  }

  /** A text of the locator in the page's language (`places:shopAndReturn.<key>`). */
  text(key: string, values?: Record<string, string | number>): string {
    return t(this.locale, `places:shopAndReturn.${key}`, values);
  }

  /** The map, by the name the app gives it. */
  get map(): Locator {
    return this.page.getByRole('region', { name: this.text('mapLabel', { country: this.market.country }), exact: true });
  }

  /** The list of bins (its section). */
  get list(): Locator {
    return this.page.getByRole('region', { name: this.text('listTitle'), exact: true });
  }

  get items(): Locator {
    return this.list.getByRole('listitem');
  }

  /** The list's entries, the buttons that pick a bin (not their "Report a problem" flags, which hold no text). */
  get entries(): Locator {
    return this.list.getByRole('list').getByRole('button').filter({ hasText: /\S/ });
  }

  /** Each entry's shop and address (its first two lines), without its status, whose age moves with the clock. */
  async places(): Promise<string[]> {
    return (await this.entries.allInnerTexts()).map((text) => text.split('\n').slice(0, 2).join(' '));
  }

  /** The "Report a problem" flag beside a bin's entry. */
  reportFlag(bin: DemoBin): Locator {
    return this.list.getByRole('button', { name: this.text('report.buttonFor', { bin: `${bin.retailer.name}, ${bin.details}` }) });
  }

  /** The entry the list marks as chosen. */
  get current(): Locator {
    return this.list.locator('[aria-current="true"]');
  }

  /** The list's entry of a bin. */
  item(bin: DemoBin): Locator {
    return this.list.getByRole('button').filter({ hasText: bin.details });
  }

  /** The info window of a bin (named by its retailer, holding its details). */
  info(bin: DemoBin): Locator {
    return this.page.getByRole('region', { name: bin.retailer.name, exact: true }).filter({ hasText: bin.details });
  }

  /** Whichever info window floats on the map (a wide screen's: on a phone it is a card under the map). */
  get floatingInfo(): Locator {
    return this.page.locator('.ol-overlay-container').getByRole('region');
  }

  /** Whichever info window is open, floating on the map or a card under it: the region of the heading that takes the focus. */
  get openInfo(): Locator {
    return this.page.locator('section:has(> div > h2[tabindex="-1"])');
  }

  get retailerFilter(): Locator {
    return this.page.getByLabel(this.text('retailer'), { exact: true });
  }

  get locateButton(): Locator {
    return this.page.getByRole('button', { name: this.text('locate') });
  }

  /** A status line of the locator saying `places:shopAndReturn.<key>` (located, denied, …). */
  status(key: string): Locator {
    return this.page.getByRole('status').filter({ hasText: this.text(key) });
  }

  /** The market's locator (`search`: a query such as `?id=…&zoom=16`), drawn. */
  async open(search = ''): Promise<void> {
    await this.goto(`${SEGMENT[this.locale] ?? ''}/shop-and-return${search}`);
  }

  /** Any address of the locator (`/shop-and-return?locale=en-US`): the cookie banner answered, the page drawn. */
  async goto(address: string): Promise<void> {
    await this.page.goto(address);
    await expect(this.page.getByRole('heading', { level: 1 }).first()).toHaveText(this.text('title'));
    await new LoginPage(this.page, this.locale).acceptNecessaryCookies();
    await this.expectDrawn();
  }

  /** The list loaded (not busy, counted, entries shown) and the map drawn with its pins. */
  async expectDrawn(): Promise<void> {
    await expect(this.list).toHaveAttribute('aria-busy', 'false');
    await expect(this.list.getByRole('status').first()).toBeVisible();
    await expect(this.items.first()).toBeVisible();
    await expectMapDrawn(this.page, this.map);
  }

  /** The market's bins from the demo world as the page saved it (fakes/persisted-world.ts), coordinates and all. */
  async bins(): Promise<DemoBin[]> {
    const read = () =>
      this.page.evaluate(
        ([key, code]) =>
          (JSON.parse(localStorage.getItem(key) ?? 'null') as { bins?: Record<string, unknown[]> } | null)?.bins?.[code] ?? [],
        [DEMO_STORAGE_KEY, this.market.code] as const,
      );
    await expect
      .poll(async () => (await read()).length, { message: `the demo world holds the ${this.market.code} bins` })
      .toBeGreaterThan(0);
    return (await read()) as DemoBin[];
  }

  /** "Use my position", and what the page then says (`located`, `denied` or `unavailable`). */
  async locate(expected: 'located' | 'denied' | 'unavailable'): Promise<void> {
    await this.locateButton.click();
    await expect(this.status(expected)).toBeVisible();
  }

  /** Picks a bin in the list: its info window opens. */
  async pick(bin: DemoBin): Promise<void> {
    await this.item(bin).click();
    await expect(this.info(bin)).toBeVisible();
  }

  /**
   * The info window floats on the map, above its pin: whole inside the map, 16 px from its edges, and
   * clear of its zoom buttons (issue 20, point 5). Polled: the map moves to make room once it has
   * stopped moving, and places its overlay on the frame after that.
   */
  async expectInfoOnMap(info: Locator = this.floatingInfo): Promise<void> {
    await expect(info).toBeVisible();
    const zoom = this.map.locator('.ol-zoom');
    const where = async () => {
      const [map, window, buttons] = [await this.map.boundingBox(), await info.boundingBox(), await zoom.boundingBox()];
      if (!map || !window || !buttons) return 'not drawn';
      const edges = [
        window.x - map.x,
        window.y - map.y,
        map.x + map.width - (window.x + window.width),
        map.y + map.height - (window.y + window.height),
      ];
      if (edges.some((gap) => gap < 15)) return `${edges.map(Math.round).join('/')} px from the map's left/top/right/bottom edges`;
      const apart =
        window.x >= buttons.x + buttons.width ||
        buttons.x >= window.x + window.width ||
        window.y >= buttons.y + buttons.height ||
        buttons.y >= window.y + window.height;
      return apart ? 'whole and clear' : 'over the zoom buttons';
    };
    await expect.poll(where, { message: 'the info window is whole inside the map and clear of its zoom buttons' }).toBe('whole and clear');
  }

  /**
   * The info window is a card under the map (a phone, large text: issue 44, point 7): not on the map,
   * below it, and across the page's width on the screen.
   */
  async expectInfoUnderMap(info: Locator = this.openInfo): Promise<void> {
    await expect(info).toBeVisible();
    await expect(this.floatingInfo, 'nothing floats on the map').toHaveCount(0);
    const [map, card] = [await this.map.boundingBox(), await info.boundingBox()];
    if (!map || !card) throw new Error('the map or the card has no box');
    expect(card.y, 'the card is under the map').toBeGreaterThanOrEqual(map.y + map.height);
    const width = this.page.viewportSize()?.width ?? 0;
    expect(card.x >= 0 && card.x + card.width <= width, 'across the screen, whole').toBe(true);
  }

  /** The entries' texts, in the order the list shows them. */
  async entryTexts(): Promise<string[]> {
    return this.items.allInnerTexts();
  }
}

/** The country selector (/countries): a map with a pin per country, and the same countries as a list. */
export class CountriesPage {
  constructor(
    readonly page: Page,
    readonly locale = 'fr-FR',
  ) {}

  /** A text of the country selector in the page's language (`places:countries.<key>`). */
  text(key: string): string {
    return t(this.locale, `places:countries.${key}`);
  }

  get map(): Locator {
    return this.page.getByRole('region', { name: this.text('mapLabel'), exact: true });
  }

  get list(): Locator {
    return this.page.getByRole('region', { name: this.text('listTitle'), exact: true });
  }

  /** The countries, as buttons. */
  get countries(): Locator {
    return this.list.getByRole('button');
  }

  /** The country selector (`address`: `/countries?locale=en-US`), the cookie banner answered, drawn. */
  async open(address = '/countries'): Promise<void> {
    await this.page.goto(address);
    await expect(this.page.getByRole('heading', { level: 1 }).first()).toHaveText(this.text('title'));
    await new LoginPage(this.page, this.locale).acceptNecessaryCookies();
    await this.expectDrawn();
  }

  /** The five countries listed and the map drawn with their pins. */
  async expectDrawn(): Promise<void> {
    await expect(this.countries).toHaveCount(5);
    await expectMapDrawn(this.page, this.map);
  }
}
