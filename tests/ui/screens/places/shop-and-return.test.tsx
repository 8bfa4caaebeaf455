import { act, screen, waitFor, within } from '@testing-library/react';
import { RecordingMapLoader } from '../../../../fakes/adapters/recording-map';
import type { Bin } from '../../../../src/core/places/bin';
import { countryOf } from '../../../../src/core/places/country';
import type { BinsGateway } from '../../../../src/core/places/ports/bins-gateway.port';
import type { GeolocationPermission, Geolocator } from '../../../../src/core/places/ports/geolocator.port';
import { err, ok } from '../../../../src/core/shared/result';
import { TOKENS } from '../../../../src/composition/tokens';
import { renderApp, type RenderAppOptions } from '../../../helpers/render-app';
import { LONG_LIST_TEST_TIMEOUT } from '../../../helpers/timeouts';

const ALPHA = { id: 'r-alpha', name: 'Alpha Foods' };
const BRAVO = { id: 'r-bravo', name: 'Bravo Market' };

/** Three bins in Washington, DC; two retailers. */
const DC_BINS: readonly Bin[] = [
  { id: 'b1', lat: 38.9024, lng: -77.029, details: '1200 K St NW', retailer: ALPHA },
  { id: 'b2', lat: 38.8973, lng: -77.0063, details: 'Union Station, 50 Massachusetts Ave NE', retailer: BRAVO },
  { id: 'b3', lat: 38.9296, lng: -77.0325, details: '3100 14th St NW', retailer: ALPHA },
];
/** Next to Union Station: b2 is 0.1 mi away, b1 1.2 mi, b3 2.6 mi. */
const NEAR_UNION_STATION = { lat: 38.898, lng: -77.007 };
const US_CENTRE = countryOf('en-US').pin;

async function openLocator(options: RenderAppOptions & { readonly bins?: readonly Bin[] } = {}) {
  const { bins = DC_BINS, path = '/shop-and-return', ...rest } = options;
  const app = await renderApp({ locale: 'en-US', path, arrange: (backend) => backend.setBins('us', bins), ...rest });
  const list = await screen.findByRole('region', { name: 'Pick-up bins' });
  if (bins.length > 0) await within(list).findByRole('list');
  return { ...app, list };
}

/** The list's entries (each a button), in their order. */
/** Each list entry's own button (the first of its item; the second is its "Report a problem" flag). */
const entries = (list: HTMLElement) =>
  within(within(list).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]!);
// Intl puts no-break spaces in distances ("1,2 km"): compare with plain ones.
const entryNames = (list: HTMLElement) => entries(list).map((b) => b.textContent?.replace(/\s/g, ' '));
const pinIds = (maps: RecordingMapLoader) => maps.current.pins.map((p) => p.id).sort();

describe('shop and return: the map and its pins', () => {
  it('opens on the world, then shows all the market’s bins (issue 20, point 5), one pin per bin', async () => {
    const { maps, list } = await openLocator();
    await waitFor(() => expect(pinIds(maps)).toEqual(['b1', 'b2', 'b3']));
    expect(screen.getByRole('heading', { level: 1, name: 'Shop and return' })).toBeInTheDocument();
    expect(maps.current.options.label).toBe('Map of the pick-up bins in United States');
    expect(maps.current.options.controlLabels).toEqual({ zoomIn: 'Zoom in', zoomOut: 'Zoom out' });
    expect(maps.current.views).toEqual([{ centre: US_CENTRE, zoom: 2 }]);
    expect(maps.current.lastShownAll).toEqual(DC_BINS.map(({ lat, lng }) => ({ lat, lng })));
    expect(maps.current.calls.find((c) => c.kind === 'showAll')).toMatchObject({ maxZoom: 14 });
    expect(maps.current.pins.find((p) => p.id === 'b2')).toEqual({
      id: 'b2',
      point: { lat: 38.8973, lng: -77.0063 },
      label: 'Bravo Market — Union Station, 50 Massachusetts Ave NE',
    });
    expect(within(list).getByRole('status')).toHaveTextContent('3 bins');
    // Without a position: by retailer, then details.
    expect(entryNames(list)).toEqual([
      'Alpha Foods1200 K St NW',
      'Alpha Foods3100 14th St NW',
      'Bravo MarketUnion Station, 50 Massachusetts Ave NE',
    ]);
  });

  it('asks for the bins of the market of the language', async () => {
    const { maps } = await renderApp({
      locale: 'fr-FR',
      path: '/shop-and-return',
      arrange: (backend) => {
        backend.setBins('us', DC_BINS);
        backend.setBins('fr', [
          { id: 'f1', lat: 48.85, lng: 2.35, details: '12 rue de Rivoli', retailer: { id: 'r-c', name: 'Épicerie' } },
        ]);
      },
    });
    const list = await screen.findByRole('region', { name: 'Bacs de collecte' });
    await waitFor(() => expect(entryNames(list)).toEqual(['Épicerie12 rue de Rivoli']));
    // The map's code arrives on its own (lazily): its pins may come after the list.
    await waitFor(() => expect(pinIds(maps)).toEqual(['f1']));
    expect(maps.current.lastShownAll).toEqual([{ lat: 48.85, lng: 2.35 }]);
  });
});

describe('shop and return: the retailer filter', () => {
  it('is offered only when there is more than one retailer', async () => {
    await openLocator({ bins: DC_BINS.filter((b) => b.retailer.id === ALPHA.id) });
    expect(screen.queryByRole('combobox', { name: 'Retailer' })).not.toBeInTheDocument();
  });

  it('lists "All retailers" then each retailer by name, and filters the map and the list alike', async () => {
    const { maps, list, user } = await openLocator();
    const filter = screen.getByRole('combobox', { name: 'Retailer' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All retailers', 'Alpha Foods', 'Bravo Market']);
    await user.selectOptions(filter, 'Bravo Market');
    await waitFor(() => expect(pinIds(maps)).toEqual(['b2']));
    expect(entryNames(list)).toEqual(['Bravo MarketUnion Station, 50 Massachusetts Ave NE']);
    expect(within(list).getByRole('status')).toHaveTextContent('1 bin');
    await user.selectOptions(filter, 'All retailers');
    await waitFor(() => expect(pinIds(maps)).toEqual(['b1', 'b2', 'b3']));
    expect(entries(list)).toHaveLength(3);
  });

  it('closes the info window of a bin the filter hides', async () => {
    const { maps, user, location } = await openLocator({ path: '/shop-and-return?id=b1&zoom=15' });
    await screen.findByRole('region', { name: 'Alpha Foods' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Retailer' }), 'Bravo Market');
    await waitFor(() => expect(maps.current.selected).toBeNull());
    expect(screen.queryByRole('region', { name: 'Alpha Foods' })).not.toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/shop-and-return');
  });
});

describe('shop and return: searching by town, street or shop', () => {
  it('keeps the bins holding every word typed, on the map and in the list, and says when none does', async () => {
    const { maps, list, user } = await openLocator();
    await waitFor(() => expect(maps.current.pins).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Town, street or shop' });
    await user.type(search, 'nw alpha');
    await waitFor(() => expect(entryNames(list)).toEqual(['Alpha Foods1200 K St NW', 'Alpha Foods3100 14th St NW']));
    await waitFor(() => expect(pinIds(maps)).toEqual(['b1', 'b3']));
    await user.type(search, ' union');
    expect(await within(list).findByText('No bin matches this search.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(maps.current.pins).toEqual([]));
    await user.clear(search);
    await waitFor(() => expect(pinIds(maps)).toEqual(['b1', 'b2', 'b3']));
  });

  it('moves the map to what it found, and stays put when it finds nothing (issue 20, point 5)', async () => {
    const { maps, user } = await openLocator();
    await waitFor(() => expect(maps.current.lastShownAll).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Town, street or shop' });
    await user.type(search, 'bravo');
    await waitFor(() => expect(maps.current.lastShownAll).toEqual([{ lat: 38.8973, lng: -77.0063 }]));
    const fits = maps.current.calls.filter((c) => c.kind === 'showAll').length;
    await user.type(search, ' nowhere');
    await screen.findByText('No bin matches this search.');
    expect(maps.current.calls.filter((c) => c.kind === 'showAll')).toHaveLength(fits);
  });
});

describe('shop and return: a link to a bin this market does not list (issue 20, point 5)', () => {
  it('says so, with the way to the other countries, and shows the market', async () => {
    const { maps } = await openLocator({ path: '/shop-and-return?id=jp-shibuya-1&zoom=16' });
    const note = await screen.findByText(/This link leads to a bin that is not on the list for the United States/);
    expect(note.closest('[role="status"]')).not.toBeNull();
    expect(within(note.closest('p') as HTMLElement).getByRole('link', { name: 'Choose another country' })).toHaveAttribute(
      'href',
      '/countries',
    );
    expect(maps.current.selected).toBeNull();
  });

  it('says nothing for a bin it lists', async () => {
    await openLocator({ path: '/shop-and-return?id=b1' });
    await screen.findByRole('region', { name: 'Alpha Foods' });
    expect(screen.queryByText(/not on the list/)).not.toBeInTheDocument();
  });
});

describe('shop and return: a link to a bin of another market (issue 44, point 7)', () => {
  const LYON = {
    id: 'f1',
    lat: 45.7755,
    lng: 4.8295,
    details: '1 boulevard de la Croix-Rousse',
    retailer: { id: 'r-mv', name: 'Le Marché Vert' },
  };
  const openSharedFromFrance = () =>
    renderApp({
      locale: 'en-US',
      path: '/shop-and-return?id=f1&zoom=16&country=fr',
      arrange: (backend) => {
        backend.setBins('us', DC_BINS);
        backend.setBins('fr', [LYON]);
      },
    });

  it('says where the bin is and offers that market, by keyboard, rather than this market as if nothing was asked', async () => {
    const { user, maps, container } = await openSharedFromFrance();
    const offer = await screen.findByRole('button', { name: 'Change country: France (Français)' });
    const notice = offer.closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveTextContent('This link leads to a bin in another country (France), not on the list for the United States.');
    expect(screen.queryByText(/not on the list for the United States: it may have been removed/)).not.toBeInTheDocument();
    expect(maps.current.selected).toBeNull();

    offer.focus();
    await user.keyboard('{Enter}');
    // The same address in the bin's market: its info window opens and takes the focus.
    const info = await screen.findByRole('region', { name: 'Le Marché Vert' });
    expect(document.documentElement).toHaveAttribute('lang', 'fr-FR');
    expect(container.get(TOKENS.LocaleStore).load()).toBe('fr-FR');
    await waitFor(() => expect(maps.current.selected).toBe('f1'));
    await waitFor(() => expect(within(info).getByRole('heading', { name: 'Le Marché Vert' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: /Change country|Changer de pays/ })).not.toBeInTheDocument();
  });

  it('shares the market with the bin, so that the link can say where it is', async () => {
    const { maps, location } = await openLocator();
    await waitFor(() => expect(maps.current.pins).toHaveLength(3));
    act(() => maps.current.clickPin('b1'));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/shop-and-return?id=b1&zoom=4&country=us'));
  });
});

describe('shop and return: shared addresses (?id=&zoom=)', () => {
  it('opens the bin and the zoom the address names', async () => {
    const { maps, list } = await openLocator({ path: '/shop-and-return?id=b2&zoom=16' });
    await waitFor(() => expect(maps.current.selected).toBe('b2'));
    expect(maps.current.views.at(-1)).toEqual({ centre: { lat: 38.8973, lng: -77.0063 }, zoom: 16 });
    expect(screen.getByRole('region', { name: 'Bravo Market' })).toHaveTextContent('Union Station, 50 Massachusetts Ave NE');
    expect(within(list).getByRole('button', { name: /^Bravo Market/ })).toHaveAttribute('aria-current', 'true');
  });

  it('without a zoom, shows the bin at street level (14)', async () => {
    const { maps } = await openLocator({ path: '/shop-and-return?id=b3' });
    await waitFor(() => expect(maps.current.views.at(-1)).toEqual({ centre: { lat: 38.9296, lng: -77.0325 }, zoom: 14 }));
  });

  it.each([
    ['?id=nope&zoom=abc', null],
    ['?id=&zoom=500', null],
    ['?zoom=-1', null],
    ['?zoom=7', 7],
  ])('ignores what is not valid in %s and opens on the market', async (query, zoom) => {
    const { maps, list } = await openLocator({ path: `/shop-and-return${query}` });
    if (zoom === null) {
      // Nothing valid asked: all the market's bins in sight.
      await waitFor(() => expect(maps.current.lastShownAll).toHaveLength(3));
      expect(maps.current.views).toHaveLength(1);
    } else {
      await waitFor(() => expect(maps.current.views).toHaveLength(2));
      expect(maps.current.views.at(-1)).toEqual({ centre: US_CENTRE, zoom });
    }
    expect(maps.current.selected).toBeNull();
    expect(entries(list).filter((b) => b.hasAttribute('aria-current'))).toEqual([]);
    expect(screen.queryByRole('link', { name: /Start navigation/ })).not.toBeInTheDocument();
  });
});

describe('shop and return: the info window', () => {
  it('opens on a pin with the retailer, the details and the directions, writes the address, and closes', async () => {
    const { maps, list, location, user } = await openLocator();
    await waitFor(() => expect(maps.current.pins).toHaveLength(3));
    act(() => maps.current.clickPin('b2'));
    const info = await screen.findByRole('region', { name: 'Bravo Market' });
    expect(maps.current.selected).toBe('b2');
    expect(maps.current.options.popup?.contains(info)).toBe(true);
    expect(info).toHaveTextContent('Union Station, 50 Massachusetts Ave NE');
    const directions = within(info).getByRole('link', { name: 'Start navigation (opens in a new tab)' });
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=38.8973%2C-77.0063');
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    // The pin is selected in the list too, and the address can be shared.
    expect(within(list).getByRole('button', { name: /^Bravo Market/ })).toHaveAttribute('aria-current', 'true');
    expect(location.history?.at(-1)).toBe('/shop-and-return?id=b2&zoom=4&country=us');
    // Clicking a pin does not move the map under the customer's finger.
    expect(maps.current.views).toHaveLength(1);
    expect(maps.current.calls.filter((c) => c.kind === 'showAll')).toHaveLength(1);

    await user.click(within(info).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(maps.current.selected).toBeNull());
    expect(screen.queryByRole('region', { name: 'Bravo Market' })).not.toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/shop-and-return');
    expect(within(list).getByRole('button', { name: /^Bravo Market/ })).toHaveFocus();
  });

  it('gives directions to the shop by its name and address when the server gives its address (issue 44, point 7)', async () => {
    const addressed = { ...DC_BINS[1]!, address: '50 Massachusetts Ave NE, Washington, DC 20002' };
    await openLocator({ bins: [addressed], path: '/shop-and-return?id=b2' });
    const info = await screen.findByRole('region', { name: 'Bravo Market' });
    const href = within(info).getByRole('link', { name: 'Start navigation (opens in a new tab)' }).getAttribute('href') ?? '';
    expect(new URL(href).searchParams.get('destination')).toBe('Bravo Market, 50 Massachusetts Ave NE, Washington, DC 20002');
  });

  it('closes with Escape, and when the map says it was closed there', async () => {
    const { maps, user, location } = await openLocator({ path: '/shop-and-return?id=b1&zoom=15' });
    const info = await screen.findByRole('region', { name: 'Alpha Foods' });
    within(info).getByRole('link').focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(maps.current.selected).toBeNull());
    act(() => maps.current.clickPin('b3'));
    await screen.findByRole('region', { name: 'Alpha Foods' });
    act(() => maps.current.closePopup());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Alpha Foods' })).not.toBeInTheDocument());
    expect(location.history?.at(-1)).toBe('/shop-and-return');
  });

  it('shares the zoom the customer is at when the pin is chosen', async () => {
    const { maps, location } = await openLocator();
    await waitFor(() => expect(maps.current.pins).toHaveLength(3));
    act(() => maps.current.move({ centre: { lat: 38.9, lng: -77.02 }, zoom: 12.6 }));
    act(() => maps.current.clickPin('b1'));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/shop-and-return?id=b1&zoom=13&country=us'));
  });
});

describe('shop and return: the list and the map in step', () => {
  it('choosing in the list selects the pin, centres it at street level and takes the focus to its info window', async () => {
    const { maps, list, user, location } = await openLocator();
    await waitFor(() => expect(maps.current.pins).toHaveLength(3));
    const entry = within(list).getByRole('button', { name: /^Alpha Foods3100 14th St NW/ });
    entry.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(maps.current.selected).toBe('b3'));
    expect(maps.current.views.at(-1)).toEqual({ centre: { lat: 38.9296, lng: -77.0325 }, zoom: 14 });
    // Selected before the move, once: the info window is placed on the view the map goes to.
    expect(maps.current.calls.slice(-2)).toEqual([
      { kind: 'select', id: 'b3' },
      { kind: 'show', view: { centre: { lat: 38.9296, lng: -77.0325 }, zoom: 14 } },
    ]);
    expect(entry).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { name: 'Alpha Foods', level: 2 })).toHaveFocus();
    expect(location.history?.at(-1)).toBe('/shop-and-return?id=b3&zoom=14&country=us');
  });

  it(
    'a pin chosen on the map is marked in the list without taking the focus, even past the first page',
    async () => {
      const many: Bin[] = Array.from({ length: 120 }, (_, i) => ({
        id: `m${i}`,
        lat: 38.9 + i / 1000,
        lng: -77,
        details: `Store ${i + 1}`,
        retailer: ALPHA,
      }));
      const { maps, list } = await openLocator({ bins: many });
      expect(within(list).getByRole('status')).toHaveTextContent('Showing the first 50 of 120 bins');
      expect(entries(list)).toHaveLength(50);
      await waitFor(() => expect(maps.current.pins).toHaveLength(120));
      const before = document.activeElement;
      act(() => maps.current.clickPin('m109'));
      const chosen = await within(list).findByRole('button', { name: 'Alpha FoodsStore 110' });
      expect(chosen).toHaveAttribute('aria-current', 'true');
      expect(document.activeElement).toBe(before);
      // The page grew to the chosen entry's page: 150 asked, 120 there are.
      expect(entries(list)).toHaveLength(120);
    },
    LONG_LIST_TEST_TIMEOUT,
  );

  it(
    'shows 50 more on demand, says how many, and moves the focus to the first new entry',
    async () => {
      const many: Bin[] = Array.from({ length: 120 }, (_, i) => ({
        id: `m${i}`,
        lat: 38.9,
        lng: -77,
        details: `Store ${i + 1}`,
        retailer: ALPHA,
      }));
      const { list, user } = await openLocator({ bins: many });
      await user.click(within(list).getByRole('button', { name: 'Show 50 more' }));
      expect(entries(list)).toHaveLength(100);
      expect(within(list).getByRole('status')).toHaveTextContent('Showing the first 100 of 120 bins');
      // The focused entry by its name: a search of 100 buttons by name cost seconds on a busy machine.
      // The focus moves once the new entries are drawn: waited for (a busy machine's fresh clone ran
      // the check before it, and found it still on the button).
      await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Alpha FoodsStore 51'));
      await user.click(within(list).getByRole('button', { name: 'Show 20 more' }));
      expect(entries(list)).toHaveLength(120);
      expect(within(list).getByRole('status')).toHaveTextContent('120 bins');
      expect(within(list).queryByRole('button', { name: /Show \d+ more/ })).not.toBeInTheDocument();
    },
    LONG_LIST_TEST_TIMEOUT,
  );
});

describe('shop and return: the customer’s position', () => {
  const at = (
    answer: Awaited<ReturnType<Geolocator['current']>>,
    permission: GeolocationPermission = 'prompt',
  ): { Geolocator: Geolocator } => ({
    Geolocator: { current: async () => answer, permission: async () => permission },
  });

  it('when allowed, centres the map there at zoom 14 and lists the nearest bins first with their distance (miles in the US)', async () => {
    const { maps, list, user } = await openLocator({ overrides: at(ok(NEAR_UNION_STATION)) });
    await waitFor(() => expect(maps.current.lastShownAll).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Use my position' }));
    expect(await screen.findByText('Nearest bins first, from your position.')).toHaveAttribute('role', 'status');
    expect(maps.current.views.at(-1)).toEqual({ centre: NEAR_UNION_STATION, zoom: 14 });
    expect(entryNames(list)).toEqual([
      'Bravo MarketUnion Station, 50 Massachusetts Ave NE0.1 mi',
      'Alpha Foods1200 K St NW1.2 mi',
      'Alpha Foods3100 14th St NW2.6 mi',
    ]);
    act(() => maps.current.clickPin('b1'));
    expect(await screen.findByRole('region', { name: 'Alpha Foods' })).toHaveTextContent('1.2 mi away');
  });

  it('marks "you are here" once the position is known, and only then (issue 20, point 5)', async () => {
    const { maps, user } = await openLocator({ overrides: at(ok(NEAR_UNION_STATION)) });
    await waitFor(() => expect(maps.current.lastShownAll).not.toBeNull());
    expect(maps.current.here).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use my position' }));
    await screen.findByText('Nearest bins first, from your position.');
    expect(maps.current.here).toEqual(NEAR_UNION_STATION);
  });

  it('in kilometres elsewhere', async () => {
    const paris: Bin[] = [{ id: 'p1', lat: 48.8606, lng: 2.3376, details: 'Louvre', retailer: ALPHA }];
    const { user } = await renderApp({
      locale: 'fr-FR',
      path: '/shop-and-return',
      arrange: (backend) => backend.setBins('fr', paris),
      overrides: at(ok({ lat: 48.8566, lng: 2.3522 })),
    });
    const list = await screen.findByRole('region', { name: 'Bacs de collecte' });
    await within(list).findByRole('list');
    await user.click(screen.getByRole('button', { name: 'Utiliser ma position' }));
    await waitFor(() => expect(entryNames(list)).toEqual(['Alpha FoodsLouvre1,2 km']));
  });

  it.each([
    ['denied', 'Location access is turned off, so the map keeps showing the whole country. You can allow it in your browser settings.'],
    ['unavailable', 'Your position could not be found, so the map keeps showing the whole country.'],
  ] as const)('when %s, says so and keeps the market view and the order', async (failure, note) => {
    const { maps, list, user } = await openLocator({ overrides: at(err(failure)) });
    await waitFor(() => expect(maps.current.lastShownAll).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Use my position' }));
    expect(await screen.findByText(note)).toHaveAttribute('role', 'status');
    // The market's bins stay in sight: the map has not moved, and nothing is marked.
    expect(maps.current.views).toHaveLength(1);
    expect(maps.current.calls.filter((c) => c.kind === 'showAll')).toHaveLength(1);
    expect(maps.current.here).toBeNull();
    expect(entryNames(list)[0]).toBe('Alpha Foods1200 K St NW');
  });

  it('is not asked for until the customer asks', async () => {
    const asked: string[] = [];
    await openLocator({
      overrides: { Geolocator: { current: async () => (asked.push('asked'), err('denied')), permission: async () => 'prompt' } },
    });
    expect(asked).toEqual([]);
  });

  it('already allowed in the browser: centred there at zoom 14 on opening, nearest first, with no prompt and no click', async () => {
    const { maps, list } = await openLocator({ overrides: at(ok(NEAR_UNION_STATION), 'granted') });
    await waitFor(() => expect(maps.current.views.at(-1)).toEqual({ centre: NEAR_UNION_STATION, zoom: 14 }));
    expect(await screen.findByText('Nearest bins first, from your position.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(entryNames(list)[0]).toBe('Bravo MarketUnion Station, 50 Massachusetts Ave NE0.1 mi'));
  });

  it('a link to a bin opens on that bin, even when the position is allowed', async () => {
    const { maps } = await openLocator({ path: '/shop-and-return?id=b1', overrides: at(ok(NEAR_UNION_STATION), 'granted') });
    await waitFor(() =>
      expect(maps.current.views.at(-1)).toEqual({ centre: { lat: expect.any(Number), lng: expect.any(Number) }, zoom: 14 }),
    );
    expect(maps.current.views.at(-1)?.centre).not.toEqual(NEAR_UNION_STATION);
    expect(screen.queryByText('Nearest bins first, from your position.')).not.toBeInTheDocument();
  });
});

describe('shop and return: states', () => {
  it('says when the market has no bins yet', async () => {
    const { maps, list } = await openLocator({ bins: [] });
    expect(await within(list).findByText('No bins in this country yet.')).toBeInTheDocument();
    await waitFor(() => expect(maps.current.views.at(-1)).toEqual({ centre: US_CENTRE, zoom: 4 }));
    expect(maps.current.pins).toEqual([]);
  });

  it('says what went wrong and tries again on demand', async () => {
    const app = await renderApp({
      locale: 'en-US',
      path: '/shop-and-return',
      arrange: (backend) => {
        backend.setBins('us', DC_BINS);
        backend.failNext('server_error', { call: 'listBins' });
      },
    });
    const list = await screen.findByRole('region', { name: 'Pick-up bins' });
    const alert = await within(list).findByRole('alert');
    expect(within(list).queryByRole('list')).not.toBeInTheDocument();
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(entries(list)).toHaveLength(3));
    await waitFor(() => expect(pinIds(app.maps)).toEqual(['b1', 'b2', 'b3']));
  });

  it('shows the bins it could read and says, politely, how many it could not', async () => {
    const bad = [
      { ...DC_BINS[0]!, id: 'north-of-the-pole', lat: 91 },
      { ...DC_BINS[0]!, id: 'nowhere', lng: Number.NaN },
    ];
    const { list, maps } = await openLocator({ bins: [...DC_BINS, ...bad] });
    expect(entries(list)).toHaveLength(3);
    expect(within(list).getByText('Sorry, 2 bins could not be shown on the map or in the list.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(pinIds(maps)).toEqual(['b1', 'b2', 'b3']));
  });

  it('says nothing of it when every bin could be read', async () => {
    const { list } = await openLocator();
    expect(within(list).queryByText(/could not be shown/)).not.toBeInTheDocument();
  });

  it('in French, one bin', async () => {
    const shop = { id: 'r-c', name: 'Coop Oberkampf' };
    const good = { id: 'p1', lat: 48.8649, lng: 2.3756, details: '12 rue Oberkampf', retailer: shop };
    await renderApp({
      locale: 'fr-FR',
      path: '/shop-and-return',
      arrange: (backend) => backend.setBins('fr', [good, { ...good, id: 'p2', lat: -95 }]),
    });
    const list = await screen.findByRole('region', { name: 'Bacs de collecte' });
    expect(await within(list).findByText('Désolés, 1 bac n’a pu être affiché ni sur la carte ni dans la liste.')).toBeInTheDocument();
    expect(entries(list)).toHaveLength(1);
  });

  it('when none of the bins could be shown, says so rather than "no bins yet"', async () => {
    await renderApp({
      locale: 'en-US',
      path: '/shop-and-return',
      arrange: (backend) => backend.setBins('us', [{ ...DC_BINS[0]!, lat: 91 }]),
    });
    const list = await screen.findByRole('region', { name: 'Pick-up bins' });
    expect(await within(list).findByText('Sorry, 1 bin could not be shown on the map or in the list.')).toBeInTheDocument();
    expect(within(list).queryByText('No bins in this country yet.')).not.toBeInTheDocument();
  });

  it('shows a loading state while the bins are on their way', async () => {
    let answer: (bins: readonly Bin[]) => void = () => undefined;
    const slow: BinsGateway = {
      sendReport: async () => err({ code: 'not_available' }),
      list: () => new Promise((resolve) => (answer = (bins) => resolve(ok({ bins, dropped: 0 })))),
    };
    await renderApp({ locale: 'en-US', path: '/shop-and-return', overrides: { BinsGateway: slow } });
    const list = await screen.findByRole('region', { name: 'Pick-up bins' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getByRole('status')).toHaveTextContent('Loading the pick-up bins…');
    act(() => answer(DC_BINS));
    await waitFor(() => expect(entries(list)).toHaveLength(3));
    expect(list).toHaveAttribute('aria-busy', 'false');
  });

  it('without a map (its code cannot be downloaded), says so and the list still opens each bin', async () => {
    const broken = new RecordingMapLoader();
    broken.failWith(new Error('Failed to fetch dynamically imported module'));
    const { list, user } = await openLocator({ overrides: { MapLoader: broken } });
    expect(await screen.findByText('The map could not be loaded. The list shows every bin.')).toHaveAttribute('role', 'status');
    await user.click(within(list).getByRole('button', { name: /^Bravo MarketUnion Station/ }));
    const info = await screen.findByRole('region', { name: 'Bravo Market' });
    expect(within(info).getByRole('link', { name: /Start navigation/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=38.8973%2C-77.0063',
    );
    expect(screen.getByRole('heading', { name: 'Bravo Market' })).toHaveFocus();
  });
});

describe('shop and return in Japanese: a place found as it is said (issue 20, point 5)', () => {
  it('finds the bins of a ward by its kana, its romaji and its post code', async () => {
    const { user } = await renderApp({ locale: 'ja-JP', path: '/shop-and-return' });
    const list = await screen.findByRole('region', { name: '回収ボックス' });
    const search = await screen.findByRole('searchbox', { name: '市区町村・通り・店名' });
    await waitFor(() => expect(entries(list).length).toBeGreaterThan(5));
    for (const [typed, place] of [
      ['しぶや', '東京都渋谷区'],
      ['shibuya', '東京都渋谷区'],
      ['シンジュク', '東京都新宿区'],
      ['1600023', '東京都新宿区'],
      ['osaka umeda', '大阪府大阪市北区梅田'],
    ] as const) {
      await user.clear(search);
      await user.type(search, typed);
      await waitFor(() => expect(entries(list).every((entry) => entry.textContent?.includes(place))).toBe(true));
      expect(entries(list).length, typed).toBeGreaterThan(0);
    }
  });
});
