import 'ol/ol.css';
import './ol-map.css';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import { unByKey } from 'ol/Observable';
import type Overlay from 'ol/Overlay';
import View from 'ol/View';
import Point from 'ol/geom/Point';
import type Cluster from 'ol/source/Cluster';
import type VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { boundingExtent } from 'ol/extent';
import type { GeoPoint } from '../../core/places/country';
import type { MapOptions, MapPin, MapView, MapViewState } from '../../core/places/ports/map.port';
import { baseLayers } from './base-layers';
import type { BaseMap } from './base-map';
import { animationMs, readMapColours } from './map-look';
import { mapControls, mapInteractions } from './ol-map-controls';
import { MapEvents } from './map-events';
import { infoWindow, labelZoomButtons, onEscape, prepareHost } from './ol-map-host';
import { clusterTapped, pinAt } from './ol-pin-hit';
import { pinLayers } from './ol-pin-layers';
import { pinStyles } from './ol-styles';
import { sameView, toMapCoordinate, toViewState } from './view-state';
import { MAP_ZOOM } from '../../core/places/map-view';

/** The performance mark set on the page's first complete render of a map with pins (scripts/bench-map.mjs reads it). */
const PINS_DRAWN_MARK = 'map:pins-drawn';

type PinFeature = Feature<Point>;

/** A map drawn by OpenLayers (ol 10) in an element of the page: its layers, the info window, and the customer's moves. */
export class OlMapView extends MapEvents implements MapView {
  private readonly map: OlMap;
  private readonly view: View;
  private readonly pins = new VectorSource<PinFeature>();
  private readonly selectedSource = new VectorSource<PinFeature>();
  private readonly hereSource = new VectorSource<PinFeature>();
  private readonly pinsLayer: VectorLayer<Cluster<PinFeature>>;
  private readonly overlay: Overlay | null;
  private readonly cleanups: (() => void)[] = [];
  private selectedId: string | null = null;
  private pinsDrawn = false;
  /** Where the last `show` (or the opening view) goes: its moveend is the map's move, not the customer's. */
  private ownMove: MapViewState | null;

  constructor(
    host: HTMLElement,
    private readonly options: MapOptions<HTMLElement>,
    baseMap: BaseMap,
  ) {
    super();
    const colours = readMapColours(getComputedStyle(host));
    const duration = animationMs();
    const styles = pinStyles(colours, () => document.documentElement.lang);
    this.ownMove = options.view;
    this.cleanups.push(prepareHost(host, options.label));

    const layers = pinLayers(this.pins, this.selectedSource, this.hereSource, styles);
    this.pinsLayer = layers.pins;
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
      layers: [...baseLayers(baseMap, colours), layers.pins, layers.here, layers.selected],
      controls: mapControls(duration, options.controlLabels),
      interactions: mapInteractions(duration, host),
    });
    labelZoomButtons(host, options.controlLabels);

    this.overlay = options.popup ? infoWindow(options.popup, duration) : null;
    if (this.overlay) this.map.addOverlay(this.overlay);
    this.listen();
    this.cleanups.push(
      onEscape(host, () => {
        if (this.selectedId !== null) this.emitSelect(null);
      }),
    );
  }

  setPins(pins: readonly MapPin[]): void {
    const features = pins.map((pin) => {
      const feature: PinFeature = new Feature({ geometry: new Point(toMapCoordinate(pin.point)), label: pin.label });
      feature.setId(pin.id);
      return feature;
    });
    this.pins.clear(true);
    this.pins.addFeatures(features);
    this.select(this.selectedId);
  }

  select(id: string | null): void {
    this.selectedId = id;
    const feature = id === null ? null : this.pins.getFeatureById(id);
    this.selectedSource.clear(true);
    const popup = this.options.popup;
    if (!feature) {
      this.overlay?.setPosition(undefined);
      if (popup) popup.hidden = true;
      return;
    }
    const selected: PinFeature = new Feature({ geometry: feature.getGeometry()?.clone() });
    selected.setId(feature.getId());
    this.selectedSource.addFeature(selected);
    if (popup) popup.hidden = false;
    this.overlay?.setPosition(feature.getGeometry()?.getCoordinates());
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
    } else {
      this.view.animate({ center, zoom: target.zoom, duration: duration * 3 });
    }
  }

  showAll(points: readonly GeoPoint[], maxZoom: number): void {
    if (points.length === 0) return;
    this.view.cancelAnimations();
    this.ownMove = null; // Where it settles depends on the map's size: reported as a view change.
    const extent = boundingExtent(points.map((point) => toMapCoordinate(point)));
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
      this.map.on('pointermove', (event) => {
        const pointer = event.originalEvent;
        if (event.dragging || !('pointerType' in pointer) || pointer.pointerType === 'touch') return;
        const hit = this.pinAt(event.pixel) !== null;
        const viewport = this.map.getViewport();
        if (viewport) viewport.style.cursor = hit ? 'pointer' : '';
      }),
      // For `npm run bench` and the curious: when the map was first drawn complete with pins on it.
      this.map.on('rendercomplete', () => {
        if (this.pinsDrawn || this.pins.isEmpty()) return;
        this.pinsDrawn = true;
        if (performance.getEntriesByName(PINS_DRAWN_MARK).length === 0) performance.mark(PINS_DRAWN_MARK);
      }),
      this.map.on('moveend', () => {
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
    return pinAt(this.map, { selected: this.selectedSource, clusters: this.pinsLayer.getSource() }, pixel);
  }

  /** A pin opens (the screen then selects it); a cluster zooms in on its pins; the empty map closes the info window. */
  private clicked(pixel: number[]): void {
    const hit = this.pinAt(pixel);
    if (!hit) return this.emitSelect(null);
    if (hit.kind === 'selected') return this.emitSelect(this.selectedId);
    const action = clusterTapped(hit.feature, this.view);
    if (action.kind === 'select') return this.emitSelect(action.id);
    this.view.fit(action.extent, { duration: animationMs(), padding: [64, 64, 64, 64], maxZoom: this.view.getMaxZoom() });
  }
}
