import 'ol/ol.css';
import './ol-map.css';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import { unByKey } from 'ol/Observable';
import type Overlay from 'ol/Overlay';
import View from 'ol/View';
import Point from 'ol/geom/Point';
import VectorSource from 'ol/source/Vector';
import { boundingExtent } from 'ol/extent';
import type { GeoPoint } from '../../core/places/country';
import type { MapOptions, MapPin, MapView, MapViewState } from '../../core/places/ports/map.port';
import { networkBase } from './network-base';
import type { BaseMap } from './base-map';
import { animationMs, readMapColours } from './map-look';
import { mapControls, mapInteractions } from './ol-map-controls';
import { MapEvents } from './map-events';
import { labelZoomButtons, markFirstPinsDrawn, onEscape, pointerOverPins, prepareHost } from './ol-map-host';
import { infoWindow, keepInfoWindowClear } from './ol-info-window';
import { clusterTapped, pinAt } from './ol-pin-hit';
import { pinLayers } from './ol-pin-layers';
import { PinFeatures } from './ol-pin-source';
import { keepPinsSpread } from './ol-pin-spread';
import { pinStyles } from './ol-styles';
import { cornersOf, sameView, toMapCoordinate, toViewState } from './view-state';
import { MAP_ZOOM } from '../../core/places/map-view';

/** A map drawn by OpenLayers (ol 10) in an element of the page: its layers, the info window, and the customer's moves. */
export class OlMapView extends MapEvents implements MapView {
  private readonly map: OlMap;
  private readonly view: View;
  private readonly pins: PinFeatures;
  private readonly selectedSource = new VectorSource<Feature<Point>>();
  private readonly hereSource = new VectorSource<Feature<Point>>();
  private readonly overlay: Overlay | null;
  private readonly cleanups: (() => void)[] = [];
  private readonly spreading: ReturnType<typeof keepPinsSpread> | null = null;
  private selectedId: string | null = null;
  /** Where the last `show` (or the opening view) goes: its moveend is the map's move, not the customer's. */
  private ownMove: MapViewState | null;

  constructor(
    host: HTMLElement,
    private readonly options: MapOptions<HTMLElement>,
    baseMap: BaseMap,
    isOnline: () => boolean,
  ) {
    super();
    const colours = readMapColours(getComputedStyle(host));
    const duration = animationMs();
    const styles = pinStyles(colours, () => document.documentElement.lang);
    this.ownMove = options.view;
    this.cleanups.push(prepareHost(host, options.label));

    this.pins = new PinFeatures(() => this.map, options.crowdedPins ?? 'cluster');
    const layers = pinLayers(this.pins.source, this.selectedSource, this.hereSource, styles);
    const base = networkBase(baseMap, colours, isOnline, window);
    this.cleanups.push(base.stop);
    this.view = new View({
      center: toMapCoordinate(options.view.centre),
      zoom: options.view.zoom,
      minZoom: 1,
      maxZoom: MAP_ZOOM.max,
      enableRotation: false,
    });
    this.map = new OlMap({
      target: host,
      view: this.view,
      layers: [base.group, layers.pins, layers.here, layers.selected],
      controls: mapControls(duration, options.controlLabels),
      interactions: mapInteractions(duration, host),
    });
    labelZoomButtons(host, options.controlLabels);

    if (options.crowdedPins === 'spread') {
      this.spreading = keepPinsSpread(this.view, this.pins.source, () => this.select(this.selectedId));
      this.cleanups.push(this.spreading.stop);
    }
    this.overlay = options.popup ? infoWindow(options.popup) : null;
    if (this.overlay) this.map.addOverlay(this.overlay);
    this.listen();
    this.cleanups.push(
      onEscape(host, () => {
        if (this.selectedId !== null) this.emitSelect(null);
      }),
    );
  }

  setPins(pins: readonly MapPin[]): void {
    this.pins.setPins(pins);
    this.spreading?.spread();
    this.select(this.selectedId);
  }

  select(id: string | null): void {
    this.selectedId = id;
    const place = id === null ? null : this.pins.positionOf(id);
    this.selectedSource.clear(true);
    const popup = this.options.popup;
    if (id === null || !place) {
      this.overlay?.setPosition(undefined);
      if (popup) popup.hidden = true;
      return;
    }
    const selected: Feature<Point> = new Feature({ geometry: new Point(place), status: this.pins.statusOf(id) });
    selected.setId(id);
    this.selectedSource.addFeature(selected);
    if (popup) popup.hidden = false;
    this.overlay?.setPosition(place);
    requestAnimationFrame(() => this.placeInfoWindow());
  }

  /** The open info window whole and clear of the zoom buttons; after a move of the map's own, once it ends. */
  private placeInfoWindow(): void {
    const target = this.overlay && !this.view.getAnimating() ? keepInfoWindowClear(this.map, this.overlay, animationMs()) : null;
    if (target) this.ownMove = target;
  }

  show(view: MapViewState): void {
    // Asked for more than the map can show (zoomed out past the world's width), it goes where it can, straight away.
    const target = this.constrained(view);
    this.ownMove = target;
    this.view.cancelAnimations();
    const duration = animationMs();
    const center = toMapCoordinate(target.centre);
    if (duration === 0) {
      this.view.setCenter(center);
      this.view.setZoom(target.zoom);
      requestAnimationFrame(() => this.placeInfoWindow());
    } else {
      this.view.animate({ center, zoom: target.zoom, duration: duration * 3 }, (done) => done && this.placeInfoWindow());
    }
  }

  showAll(points: readonly GeoPoint[], maxZoom: number): void {
    if (points.length === 0) return;
    this.view.cancelAnimations();
    this.ownMove = null; // Where it settles depends on the map's size: reported as a view change.
    // The corners in degrees, then projected (Web Mercator keeps each axis's order): 2 points, not 50,000.
    const extent = boundingExtent(cornersOf(points).map(toMapCoordinate));
    this.view.fit(extent, { padding: [48, 48, 48, 48], maxZoom, duration: animationMs() * 3 });
  }

  markHere(point: GeoPoint | null): void {
    this.hereSource.clear(true);
    if (point) this.hereSource.addFeature(new Feature({ geometry: new Point(toMapCoordinate(point)) }));
  }

  destroy(): void {
    this.stopListeners();
    this.cleanups.splice(0).forEach((cleanup) => cleanup());
    if (this.overlay) this.map.removeOverlay(this.overlay);
    this.map.setTarget(undefined);
    this.map.dispose();
  }

  /** The map's own events: taps, the pointer over a pin, the first drawing with pins, and the end of each move. */
  private listen(): void {
    const keys = [
      this.map.on('singleclick', (event) => this.clicked(event.pixel)),
      pointerOverPins(this.map, (pixel) => this.pinAt(pixel) !== null),
      // For `npm run bench` and the curious: when the map was first drawn complete with pins on it.
      markFirstPinsDrawn(this.map, () => !this.pins.source.isEmpty()),
      this.map.on('change:size', () => this.options.crowdedPins !== 'spread' && this.pins.refresh()),
      this.map.on('moveend', () => {
        if (this.options.crowdedPins !== 'spread') this.pins.refresh();
        const state = toViewState(this.view.getCenter() ?? [0, 0], this.view.getZoom() ?? 0);
        const own = this.ownMove !== null && (sameView(state, this.ownMove) || sameView(state, this.constrained(this.ownMove)));
        this.ownMove = null;
        if (!own) this.emitView(state);
      }),
    ];
    this.cleanups.push(() => unByKey(keys));
  }

  /** Where the map really goes when asked for `view`: it zooms out no further than the world fills it. */
  private constrained(view: MapViewState): MapViewState {
    const zoom = this.view.getConstrainedZoom(view.zoom) ?? view.zoom;
    const centre = this.view.getConstrainedCenter(toMapCoordinate(view.centre), this.view.getResolutionForZoom(zoom));
    return centre ? toViewState(centre, zoom) : view;
  }

  private pinAt(pixel: number[]) {
    return pinAt(this.map, { selected: this.selectedSource, clusters: this.pins.source }, pixel);
  }

  /** A pin opens (the screen then selects it); a cluster zooms in on its pins; the empty map closes the info window. */
  private clicked(pixel: number[]): void {
    const hit = this.pinAt(pixel);
    if (!hit) return this.emitSelect(null);
    if (hit.kind === 'selected') return this.emitSelect(this.selectedId);
    const action = clusterTapped(this.pins.members(hit.feature), this.view);
    if (action.kind === 'select') return this.emitSelect(action.id);
    this.view.fit(action.extent, { duration: animationMs(), padding: [64, 64, 64, 64], maxZoom: this.view.getMaxZoom() });
  }
}
