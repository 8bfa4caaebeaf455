import { useDeferredValue, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useSearch } from 'wouter';
import { TOKENS } from '../../../../composition/tokens';
import type { Locale } from '../../../../core/content/locale';
import type { Bin } from '../../../../core/places/bin';
import { retailersOf, searchBins } from '../../../../core/places/bin-search';
import { countryOf, type GeoPoint } from '../../../../core/places/country';
import { MAP_ZOOM, readLocatorQuery, writeLocatorQuery } from '../../../../core/places/map-view';
import type { GeolocationFailure } from '../../../../core/places/ports/geolocator.port';
import type { MapPin, MapViewState } from '../../../../core/places/ports/map.port';
import { Button } from '../../../components/Button/Button';
import { LoadFailed } from '../../../components/Loaded/Loaded';
import { Loading } from '../../../components/Loading/Loading';
import { SelectField } from '../../../components/TextField/SelectField';
import { TextField } from '../../../components/TextField/TextField';
import { useInjection } from '../../../di/container-context';
import { useLocale } from '../../../i18n/use-locale';
import { usePageTitle } from '../../../i18n/use-page-title';
import { useT } from '../../../i18n/use-t';
import { useResource } from '../../../state/resource';
import { useStores } from '../../../state/app-stores';
import { useMap } from '../use-map';
import mapStyles from '../map.module.css';
import { BinInfo } from './BinInfo';
import { BinList, PAGE_SIZE } from './BinList';
import styles from './ShopAndReturnScreen.module.css';

const NO_BINS: readonly Bin[] = [];
const pointOf = (bin: Bin): GeoPoint => ({ lat: bin.lat, lng: bin.lng });

/** The shop-and-return locator (spec §2): the market's bins on a map and in a list, kept in step. */
export default function ShopAndReturnScreen() {
  const { t } = useT();
  const { locale } = useLocale();
  const title = t('common:shopAndReturn.title');
  usePageTitle(title, t('common:shopAndReturn.description'));
  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="lead">{t('common:shopAndReturn.subtitle')}</p>
      {/* Another language is another market: its own bins, map and position. */}
      <Locator key={locale} locale={locale} />
    </div>
  );
}

type Geolocation = 'idle' | 'locating' | 'located' | GeolocationFailure;

function Locator({ locale }: { readonly locale: Locale }) {
  const { t } = useT();
  const country = countryOf(locale);
  const geolocator = useInjection(TOKENS.Geolocator);
  const { places } = useStores();
  const binsOfCountry = places.bins.get(country.code);
  const read = useResource(binsOfCountry);
  // Reading again keeps the list shown; only a first read (or Retry) shows the loading state.
  const found = read.status === 'ready' ? read.value : null;
  const loadStatus = found ? 'ready' : read.status === 'error' ? 'error' : 'loading';
  const reload = binsOfCountry.reload;
  // The info window: rendered here, shown by the map on the selected pin.
  const [popup] = useState(() => document.createElement('div'));
  const { host, state: mapState } = useMap({
    label: t('common:shopAndReturn.mapLabel', { country: country.name }),
    initial: { centre: country.pin, zoom: MAP_ZOOM.initial },
    popup,
    controlLabels: { zoomIn: t('common:shopAndReturn.zoomIn'), zoomOut: t('common:shopAndReturn.zoomOut') },
  });
  const map = mapState.status === 'ready' ? mapState.map : null;

  const search = useSearch();
  const [path, navigate] = useLocation();
  const [retailerId, setRetailerId] = useState<string | null>(null);
  const [text, setText] = useState('');
  // Typing stays instant with 10,000 bins: the list and the pins follow a moment later.
  const words = useDeferredValue(text);
  const [origin, setOrigin] = useState<GeoPoint | null>(null);
  const [geolocation, setGeolocation] = useState<Geolocation>('idle');
  const [shown, setShown] = useState(PAGE_SIZE);
  /** The list entry to bring into view (without focus) after the customer chose its pin on the map. */
  const [reveal, setReveal] = useState<{ readonly id: string } | null>(null);
  /** Set when a bin is chosen in the list: its info window takes the focus once shown. */
  const [focusInfo, setFocusInfo] = useState<{ readonly id: string } | null>(null);
  const zoom = useRef<number>(MAP_ZOOM.initial);
  const infoHeading = useRef<HTMLHeadingElement>(null);
  const items = useRef(new Map<string, HTMLButtonElement>());

  const bins = found?.bins ?? NO_BINS;
  /** Entries of the answer that could not be shown (unreadable, or at impossible coordinates). */
  const dropped = found?.dropped ?? 0;
  const ids = useMemo(() => new Set(bins.map((b) => b.id)), [bins]);
  const retailers = useMemo(() => retailersOf(bins, locale), [bins, locale]);
  const matches = useMemo(() => searchBins(bins, { retailerId, origin, text: words }, locale), [bins, retailerId, origin, words, locale]);
  const pins = useMemo<MapPin[]>(
    () => matches.map(({ bin }) => ({ id: bin.id, point: pointOf(bin), label: `${bin.retailer.name} — ${bin.details}` })),
    [matches],
  );
  // The address is the selection: a shared link opens the same bin, and choosing one rewrites it.
  const address = useMemo(() => readLocatorQuery(search, ids), [search, ids]);
  const selectedIndex = address.id === null ? -1 : matches.findIndex((m) => m.bin.id === address.id);
  const selected = matches[selectedIndex] ?? null;
  // The selected bin is always in the list, however far down it is.
  const visible = Math.max(shown, Math.ceil((selectedIndex + 1) / PAGE_SIZE) * PAGE_SIZE);

  const share = (choice: { readonly id: string; readonly zoom: number } | null) => {
    const query = writeLocatorQuery(search, choice);
    navigate(query ? `${path}?${query}` : path, { replace: true });
  };
  const moveTo = (view: MapViewState) => {
    zoom.current = view.zoom;
    map?.show(view);
  };

  /** What the map shows selected: set before a move, so the info window is placed on the view it opens on. */
  const mapSelection = useRef<string | null>(null);
  const selectOnMap = (id: string | null) => {
    if (!map || mapSelection.current === id) return;
    mapSelection.current = id;
    map.select(id);
  };

  const chooseInList = (bin: Bin) => {
    const level = Math.max(zoom.current, MAP_ZOOM.street);
    selectOnMap(bin.id);
    moveTo({ centre: pointOf(bin), zoom: level });
    share({ id: bin.id, zoom: level });
    setFocusInfo({ id: bin.id });
  };
  const chooseOnMap = useEffectEvent((id: string | null) => {
    if (id === null) return share(null);
    if (!ids.has(id)) return;
    share({ id, zoom: zoom.current });
    setReveal({ id });
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
    const stopView = map.onViewChange((view) => void (zoom.current = view.zoom));
    return () => {
      stopSelect();
      stopView();
    };
  }, [map]);

  // Once the map and the bins are there: from the world (zoom 2) to the market (4), or to the bin and
  // the zoom the address asks for. Later moves are the customer's.
  const placed = useRef(false);
  const place = useEffectEvent(() => {
    placed.current = true;
    const bin = address.id === null ? null : bins.find((b) => b.id === address.id);
    moveTo(
      bin
        ? { centre: pointOf(bin), zoom: address.zoom ?? MAP_ZOOM.street }
        : { centre: country.pin, zoom: address.zoom ?? MAP_ZOOM.market },
    );
  });
  useEffect(() => {
    if (map && !placed.current && loadStatus !== 'loading') place();
  }, [map, loadStatus]);

  useEffect(() => {
    if (!focusInfo) return;
    // On a phone the list is under the map: bring the map and its info window back into view.
    host.current?.scrollIntoView?.({ block: 'nearest' });
    infoHeading.current?.focus({ preventScroll: map !== null });
  }, [focusInfo]); // eslint-disable-line react-hooks/exhaustive-deps -- only when a bin is chosen in the list

  const locate = async () => {
    setGeolocation('locating');
    const found = await geolocator.current();
    if (!found.ok) return setGeolocation(found.error);
    setOrigin(found.value);
    setShown(PAGE_SIZE);
    setGeolocation('located');
    moveTo({ centre: found.value, zoom: MAP_ZOOM.street });
  };

  const chooseRetailer = (value: string) => {
    const next = value === '' ? null : value;
    setRetailerId(next);
    setShown(PAGE_SIZE);
    if (selected && next !== null && selected.bin.retailer.id !== next) share(null);
  };

  const info = selected && <BinInfo match={selected} locale={locale} headingRef={infoHeading} onClose={close} floating={map !== null} />;

  return (
    <div className="stack">
      <div className={styles.tools}>
        {retailers.length > 1 && (
          <SelectField label={t('common:shopAndReturn.retailer')} value={retailerId ?? ''} onChange={(e) => chooseRetailer(e.target.value)}>
            <option value="">{t('common:shopAndReturn.allRetailers')}</option>
            {retailers.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={t('common:shopAndReturn.search')}
          kind="address"
          type="search"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setShown(PAGE_SIZE);
          }}
        />
        <Button variant="secondary" busy={geolocation === 'locating'} onClick={() => void locate()}>
          {t('common:shopAndReturn.locate')}
        </Button>
      </div>
      {geolocation !== 'idle' && geolocation !== 'locating' && (
        <p role="status" className={geolocation === 'located' ? styles.note : styles.warning}>
          {t(`common:shopAndReturn.${geolocation}`)}
        </p>
      )}
      <div className={mapStyles.layout}>
        <div className="stack">
          <div ref={host} className={mapState.status === 'failed' ? mapStyles.hidden : mapStyles.map} />
          {mapState.status === 'failed' && (
            <p role="status" className={styles.warning}>
              {t('common:shopAndReturn.mapUnavailable')}
            </p>
          )}
          {info && (map ? createPortal(info, popup) : info)}
        </div>
        <section aria-labelledby="bins-title" className={mapStyles.side} aria-busy={loadStatus === 'loading'}>
          <h2 id="bins-title">{t('common:shopAndReturn.listTitle')}</h2>
          {loadStatus === 'loading' && <Loading label={t('common:shopAndReturn.loading')} />}
          {loadStatus === 'error' && read.error && <LoadFailed error={read.error.code} onRetry={reload} />}
          {dropped > 0 && (
            <p role="status" className={styles.note}>
              {t('common:shopAndReturn.dropped', { count: dropped, dropped: new Intl.NumberFormat(locale).format(dropped) })}
            </p>
          )}
          {loadStatus === 'ready' && bins.length === 0 && dropped === 0 && <p role="status">{t('common:shopAndReturn.empty')}</p>}
          {loadStatus === 'ready' && bins.length > 0 && (
            <BinList
              matches={matches}
              visible={visible}
              selectedId={selected?.bin.id ?? null}
              locale={locale}
              items={items}
              reveal={reveal}
              onChoose={chooseInList}
              onShowMore={() => setShown(visible + PAGE_SIZE)}
            />
          )}
        </section>
      </div>
    </div>
  );
}
