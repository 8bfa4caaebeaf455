import {
  initialLocatorView,
  locatorStep,
  PAGE_SIZE,
  type LocatorEvent,
  type LocatorView,
} from '../../../../src/ui/screens/places/shop-and-return/locator-state';

const paged: LocatorView = { ...initialLocatorView, shown: 3 * PAGE_SIZE };
const HERE = { lat: 48.85, lng: 2.35 };

describe('locatorStep', () => {
  it.each<[string, LocatorEvent, Partial<LocatorView>]>([
    ['a retailer chosen', { type: 'retailer', retailerId: 'r-1' }, { retailerId: 'r-1', shown: PAGE_SIZE }],
    ['all retailers', { type: 'retailer', retailerId: null }, { retailerId: null, shown: PAGE_SIZE }],
    ['words typed', { type: 'search', text: 'rivoli' }, { text: 'rivoli', shown: PAGE_SIZE }],
    ['the position asked for', { type: 'locating' }, { geolocation: 'locating', shown: 3 * PAGE_SIZE }],
    ['the position found', { type: 'located', origin: HERE }, { origin: HERE, geolocation: 'located', shown: PAGE_SIZE }],
    ['the position refused', { type: 'notLocated', failure: 'denied' }, { geolocation: 'denied', origin: null, shown: 3 * PAGE_SIZE }],
    ['more shown', { type: 'showMore', visible: 4 * PAGE_SIZE }, { shown: 5 * PAGE_SIZE }],
    ['a bin chosen in the list', { type: 'chosenInList', id: 'b1' }, { focusInfo: { id: 'b1' }, reveal: null }],
    ['a pin chosen on the map', { type: 'chosenOnMap', id: 'b1' }, { reveal: { id: 'b1' }, focusInfo: null }],
  ])('%s', (_, event, expected) => {
    expect(locatorStep(paged, event)).toEqual({ ...paged, ...expected });
  });

  it('choosing the same bin again is a new request for the focus or the scroll', () => {
    const once = locatorStep(paged, { type: 'chosenInList', id: 'b1' });
    const twice = locatorStep(once, { type: 'chosenInList', id: 'b1' });
    expect(twice.focusInfo).toEqual(once.focusInfo);
    expect(twice.focusInfo).not.toBe(once.focusInfo);
  });

  it('a position found after a refusal replaces it', () => {
    const refused = locatorStep(paged, { type: 'notLocated', failure: 'unavailable' });
    expect(locatorStep(refused, { type: 'located', origin: HERE })).toMatchObject({ geolocation: 'located', origin: HERE });
  });
});
