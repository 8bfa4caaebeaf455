import { useDeferredValue, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { TOKENS } from '../../../../composition/tokens';
import type { Locale } from '../../../../core/content/locale';
import { pointOf, type Bin } from '../../../../core/places/bin';
import { countryOf } from '../../../../core/places/country';
import { MAP_ZOOM } from '../../../../core/places/map-view';
import type { MapViewState } from '../../../../core/places/ports/map.port';
import { isUnavailable } from '../../../../core/places/bin-status';
import { useInjection } from '../../../di/container-context';
import { useStores } from '../../../state/app-stores';
import { useResource } from '../../../state/resource';
import { choiceOf, useBinMatches } from './use-bin-matches';
import { useLocatorAddress } from './use-locator-address';
import { useLocatorMap } from './use-locator-map';
import { useMapFollows } from './use-map-follows';
import { initialLocatorView, locatorStep, PAGE_SIZE } from './locator-state';

const NO_BINS: readonly Bin[] = [];

/**
 * The locator's state (spec §2): the market's bins, the filters and the position (`LocatorView`), the
 * bin chosen (the address, so that a link shares it), and the map kept in step with them. The screen
 * draws what this returns and calls its actions; it holds no state of its own.
 */
export function useLocator(locale: Locale) {
  const country = countryOf(locale);
  const locateCustomer = useInjection(TOKENS.LocateCustomer);
  const locateIfAllowed = useInjection(TOKENS.LocateIfAllowed);
  const { places } = useStores();
  const binsOfCountry = places.bins.get(country.code);
  const read = useResource(binsOfCountry);
  // Reading again keeps the list shown; only a first read (or Retry) shows the loading state.
  // A new answer is drawn in a render of its own, after the one that receives it (50,000 bins take a
  // while to draw; the page stays responsive meanwhile).
  const answer = useDeferredValue(read.status === 'ready' ? read.value : null);
  const loadStatus = answer ? 'ready' : read.status === 'error' ? 'error' : 'loading';
  const { popup, host, mapState, map } = useLocatorMap(country);
  const [view, dispatch] = useReducer(locatorStep, initialLocatorView);
  // Typing stays instant with 10,000 bins: the list and the pins follow a moment later.
  const words = useDeferredValue(view.text);
  /** What the map was last told or told us (never drawn): its zoom, the pin it shows selected, whether it was placed. */
  const follow = useRef({ zoom: MAP_ZOOM.initial as number, selected: null as string | null, placed: false });
  const infoHeading = useRef<HTMLHeadingElement>(null);
  const items = useRef(new Map<string, HTMLButtonElement>());

  const bins = answer?.bins ?? NO_BINS;
  // The address is the selection: a shared link opens the same bin, and choosing one rewrites it.
  const { ids, asked: address, share, otherMarket, unknownBin } = useLocatorAddress(country, bins, answer !== null);
  const { retailerId, origin } = view;
  const {
    found: kept,
    matches,
    pins,
    statusOf,
    ...market
  } = useBinMatches(bins, { retailerId, origin, text: words, acceptingOnly: view.acceptingOnly }, locale);
  const { selected, selectedIndex } = choiceOf(address.id, matches, kept);
  // The selected bin is always in the list, however far down it is.
  const visible = Math.max(view.shown, Math.ceil((selectedIndex + 1) / PAGE_SIZE) * PAGE_SIZE);

  const moveTo = (next: MapViewState) => {
    follow.current.zoom = next.zoom;
    map?.show(next);
  };
  // Selected before a move, so the info window is placed on the view the map opens on.
  const selectOnMap = (id: string | null) => {
    if (!map || follow.current.selected === id) return;
    follow.current.selected = id;
    map.select(id);
  };

  const chooseInList = (bin: Bin) => {
    const level = Math.max(follow.current.zoom, MAP_ZOOM.street);
    selectOnMap(bin.id);
    moveTo({ centre: pointOf(bin), zoom: level });
    share({ id: bin.id, zoom: level });
    dispatch({ type: 'chosenInList', id: bin.id });
  };
  const chooseOnMap = useEffectEvent((id: string | null) => {
    if (id === null) return share(null);
    if (!ids.has(id)) return;
    share({ id, zoom: follow.current.zoom });
    dispatch({ type: 'chosenOnMap', id });
  });
  const close = () => {
    const id = selected?.bin.id;
    share(null);
    if (id) items.current.get(id)?.focus();
  };

  // The map follows the bins shown and the selection.
  useEffect(() => map?.setPins(pins), [map, pins]);
  const syncSelection = useEffectEvent((id: string | null) => selectOnMap(id));
  useEffect(() => syncSelection(selected ? selected.bin.id : null), [map, selected]);
  useEffect(() => {
    if (!map) return;
    const stopSelect = map.onSelect((id) => chooseOnMap(id));
    const stopView = map.onViewChange((moved) => void (follow.current.zoom = moved.zoom));
    return () => {
      stopSelect();
      stopView();
    };
  }, [map]);

  // Spec §2: on the customer's position at zoom 14 when the browser already allows it — never a
  // prompt on opening. A bin chosen in the meantime keeps the map where the customer put it.
  const centreIfAllowed = async () => {
    const position = await locateIfAllowed.execute();
    if (!position?.ok || follow.current.selected !== null) return;
    dispatch({ type: 'located', origin: position.value });
    moveTo({ centre: position.value, zoom: MAP_ZOOM.street });
  };
  // Once the map and the bins are there: from the world (zoom 2) to the market's bins, all of them in
  // sight (issue 20, point 5; the country's pin at zoom 4 when it has none), or to the bin and the
  // zoom the address asks for. Later moves are the customer's.
  const place = useEffectEvent(() => {
    follow.current.placed = true;
    const bin = address.id === null ? null : bins.find((b) => b.id === address.id);
    if (bin) moveTo({ centre: pointOf(bin), zoom: address.zoom ?? MAP_ZOOM.street });
    else if (address.zoom !== null || bins.length === 0) moveTo({ centre: country.pin, zoom: address.zoom ?? MAP_ZOOM.market });
    else {
      // The market's zoom until the map says where it settled (its size decides).
      follow.current.zoom = MAP_ZOOM.market;
      map?.showAll(bins.map(pointOf), MAP_ZOOM.street);
    }
    if (!bin && address.zoom === null) void centreIfAllowed();
  });
  useEffect(() => {
    if (map && !follow.current.placed && loadStatus !== 'loading') place();
  }, [map, loadStatus]);

  useMapFollows(map, { origin, words, found: kept, chosen: () => follow.current.selected !== null });

  const locate = async () => {
    dispatch({ type: 'locating' });
    const position = await locateCustomer.execute();
    if (!position.ok) return dispatch({ type: 'notLocated', failure: position.error });
    dispatch({ type: 'located', origin: position.value });
    moveTo({ centre: position.value, zoom: MAP_ZOOM.street });
  };
  const chooseRetailer = (value: string) => {
    const next = value === '' ? null : value;
    dispatch({ type: 'retailer', retailerId: next });
    if (selected && next !== null && selected.bin.retailer.id !== next) share(null);
  };
  const chooseAcceptingOnly = (on: boolean) => {
    dispatch({ type: 'acceptingOnly', on });
    if (on && selected && isUnavailable(statusOf(selected.bin)?.state)) share(null);
  };

  return {
    view,
    // Reload shows the loading state (Retry); refresh reads again keeping the bins and the info window shown.
    load: {
      status: loadStatus,
      error: read.error,
      reload: binsOfCountry.reload,
      refresh: binsOfCountry.refresh,
      dropped: answer?.dropped ?? 0,
      bins,
    },
    otherMarket,
    unknownBin,
    /** The retailers, and whether some bin has a status (the filter and the words are shown then). */
    ...market,
    statusOf,
    matches,
    selected,
    visible,
    mapState,
    /** The map is drawn (the info window may float on it: the screen decides); else the screen shows the info window itself. */
    mapDrawn: map !== null,
    popup,
    host,
    infoHeading,
    items,
    chooseInList,
    close,
    locate,
    chooseRetailer,
    chooseAcceptingOnly,
    search: (text: string) => dispatch({ type: 'search', text }),
    showMore: () => dispatch({ type: 'showMore', visible }),
  };
}
