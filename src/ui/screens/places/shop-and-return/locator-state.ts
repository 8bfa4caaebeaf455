import type { GeoPoint } from '../../../../core/places/country';
import type { GeolocationFailure } from '../../../../core/places/ports/geolocator.port';

/** The list grows by pages: a market of 10,000 bins renders 50 buttons, not 10,000. */
export const PAGE_SIZE = 50;

export type Geolocation = 'idle' | 'locating' | 'located' | GeolocationFailure;

/**
 * What the customer set on the locator besides the bin chosen (which is the address: `?id=&zoom=`):
 * the filters, their position, how far down the list is shown, and where the focus or the list's
 * scroll goes after a choice. One value, changed only by `locatorStep`.
 */
export interface LocatorView {
  readonly retailerId: string | null;
  readonly text: string;
  /** "Accepting returns now": the bins full or out of order are left out (issue 21). */
  readonly acceptingOnly: boolean;
  readonly origin: GeoPoint | null;
  readonly geolocation: Geolocation;
  /** How many entries of the list are shown (the chosen one is always shown besides). */
  readonly shown: number;
  /** The list entry to bring into view (without focus) after the customer chose its pin on the map. */
  readonly reveal: { readonly id: string } | null;
  /** Set when a bin is chosen in the list: its info window takes the focus once shown. */
  readonly focusInfo: { readonly id: string } | null;
}

export type LocatorEvent =
  | { readonly type: 'retailer'; readonly retailerId: string | null }
  | { readonly type: 'search'; readonly text: string }
  | { readonly type: 'acceptingOnly'; readonly on: boolean }
  | { readonly type: 'locating' }
  | { readonly type: 'located'; readonly origin: GeoPoint }
  | { readonly type: 'notLocated'; readonly failure: GeolocationFailure }
  | { readonly type: 'showMore'; readonly visible: number }
  | { readonly type: 'chosenInList'; readonly id: string }
  | { readonly type: 'chosenOnMap'; readonly id: string };

export const initialLocatorView: LocatorView = {
  retailerId: null,
  text: '',
  acceptingOnly: false,
  origin: null,
  geolocation: 'idle',
  shown: PAGE_SIZE,
  reveal: null,
  focusInfo: null,
};

/** The next view. A new filter or position starts the list again at its first page. */
export function locatorStep(view: LocatorView, event: LocatorEvent): LocatorView {
  switch (event.type) {
    case 'retailer':
      return { ...view, retailerId: event.retailerId, shown: PAGE_SIZE };
    case 'search':
      return { ...view, text: event.text, shown: PAGE_SIZE };
    case 'acceptingOnly':
      return { ...view, acceptingOnly: event.on, shown: PAGE_SIZE };
    case 'locating':
      return { ...view, geolocation: 'locating' };
    case 'located':
      return { ...view, origin: event.origin, shown: PAGE_SIZE, geolocation: 'located' };
    case 'notLocated':
      return { ...view, geolocation: event.failure };
    case 'showMore':
      return { ...view, shown: event.visible + PAGE_SIZE };
    // A new object each time: choosing the same bin again moves the focus (or the list) again.
    case 'chosenInList':
      return { ...view, focusInfo: { id: event.id } };
    case 'chosenOnMap':
      return { ...view, reveal: { id: event.id } };
  }
}
