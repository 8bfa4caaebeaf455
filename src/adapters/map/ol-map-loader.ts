import 'ol/ol.css';
import './ol-map.css';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import { unByKey } from 'ol/Observable';
import Overlay from 'ol/Overlay';
import View from 'ol/View';
import Attribution from 'ol/control/Attribution';
import Zoom from 'ol/control/Zoom';
import { noModifierKeys } from 'ol/events/condition';
import { boundingExtent, getHeight, getWidth } from 'ol/extent';
import Point from 'ol/geom/Point';
import DoubleClickZoom from 'ol/interaction/DoubleClickZoom';
import DragPan from 'ol/interaction/DragPan';
import KeyboardPan from 'ol/interaction/KeyboardPan';
import KeyboardZoom from 'ol/interaction/KeyboardZoom';
import MouseWheelZoom from 'ol/interaction/MouseWheelZoom';
import PinchZoom from 'ol/interaction/PinchZoom';
import Kinetic from 'ol/Kinetic';
import VectorLayer from 'ol/layer/Vector';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import type { MapLoader, MapOptions, MapPin, MapView, MapViewState } from '../../core/places/ports/map.port';
import { baseLayers } from './base-layers';
import type { BaseMap } from './base-map';
import {
  animationMs,
  clusterClick,
  clusterRadius,
  discAt,
  MAX_CLUSTER_RADIUS,
  PIN_RADIUS,
  readMapColours,
  SELECTED_PIN_RADIUS,
} from './map-look';
import { pinStyles } from './ol-styles';
import { sameView, toMapCoordinate, toViewState, unwrapX } from './view-state';

/** Pins closer than this on screen are drawn as one cluster showing their count. */
const CLUSTER_DISTANCE_PX = 44;
const MAX_ZOOM = 19;
/** How far beside a pin a tap still counts, in pixels (fingers are wide). */
const HIT_TOLERANCE_PX = 6;
/** The performance mark set on the page's first complete render of a map with pins (scripts/bench-map.mjs reads it). */
export const PINS_DRAWN_MARK = 'map:pins-drawn';

/** The OpenLayers map (ol 10). Loaded only through a dynamic import, by the routes that show a map. */
export class OlMapLoader implements MapLoader<HTMLElement> {
  constructor(private readonly baseMap: BaseMap) {}

  async open(host: HTMLElement, options: MapOptions<HTMLElement>): Promise<MapView> {
    return new OlMapView(host, options, this.baseMap);
  }
}

type PinFeature = Feature<Point>;

class OlMapView implements MapView {
  private readonly map: OlMap;
  private readonly view: View;
  private readonly pins = new VectorSource<PinFeature>();
  private readonly selectedSource = new VectorSource<PinFeature>();
  private readonly pinsLayer: VectorLayer<Cluster<PinFeature>>;
  private readonly selectedLayer: VectorLayer<VectorSource<PinFeature>>;
  private readonly overlay: Overlay | null;
  private readonly selectListeners = new Set<(id: string | null) => void>();
  private readonly viewListeners = new Set<(view: MapViewState) => void>();
  private readonly cleanups: (() => void)[] = [];
  private selectedId: string | null = null;
  private pinsDrawn = false;
  /** Where the last `show` (or the opening view) goes: its moveend is the map's move, not the customer's. */
  private ownMove: MapViewState | null;

  constructor(
    private readonly host: HTMLElement,
    private readonly options: MapOptions<HTMLElement>,
    baseMap: BaseMap,
  ) {
    const colours = readMapColours(getComputedStyle(host));
    const duration = animationMs();
    const styles = pinStyles(colours, () => document.documentElement.lang);
    this.ownMove = options.view;

    // The map is a visual aid (the list beside it is the accessible way to a bin), yet it is named,
    // reachable by Tab, and moved by the arrow keys and + / − once it has the focus.
    host.classList.add('circulo-map');
    const restore = ['role', 'aria-label', 'tabindex'].map((name) => [name, host.getAttribute(name)] as const);
    if (!host.hasAttribute('role')) host.setAttribute('role', 'region');
    host.setAttribute('aria-label', options.label);
    if (!host.hasAttribute('tabindex')) host.tabIndex = 0;
    this.cleanups.push(() => {
      host.classList.remove('circulo-map');
      if (host.classList.length === 0) host.removeAttribute('class');
      for (const [name, value] of restore) {
        if (value === null) host.removeAttribute(name);
        else host.setAttribute(name, value);
      }
    });
    const onHost = (event: MapBrowserEvent) => event.originalEvent.target === host && noModifierKeys(event);

    this.pinsLayer = new VectorLayer({
      source: new Cluster({ source: this.pins, distance: CLUSTER_DISTANCE_PX }),
      style: styles.clusterOrPin,
      // Clusters are worked out again for each new zoom: with 10,000 pins that is once the move or the
      // animation ends, not on every frame of it (meanwhile the last drawing is scaled).
      updateWhileAnimating: false,
      updateWhileInteracting: false,
    });
    this.selectedLayer = new VectorLayer({ source: this.selectedSource, style: styles.selected });

    this.view = new View({
      center: toMapCoordinate(options.view.centre),
      zoom: options.view.zoom,
      minZoom: 1,
      maxZoom: MAX_ZOOM,
      enableRotation: false,
    });

    const labels = options.controlLabels;
    this.map = new OlMap({
      target: host,
      view: this.view,
      layers: [...baseLayers(baseMap, colours), this.pinsLayer, this.selectedLayer],
      controls: [
        new Zoom({
          duration,
          zoomInLabel: '+',
          zoomOutLabel: '−',
          zoomInTipLabel: labels?.zoomIn ?? '',
          zoomOutTipLabel: labels?.zoomOut ?? '',
        }),
        new Attribution({ collapsible: false }),
      ],
      interactions: [
        new DragPan({ ...(duration ? { kinetic: new Kinetic(-0.005, 0.05, 100) } : {}) }),
        new PinchZoom({ duration }),
        new DoubleClickZoom({ duration }),
        // The wheel zooms only a map that has the focus (clicked or tabbed to): scrolling the page past it stays scrolling.
        new MouseWheelZoom({ duration, onFocusOnly: true }),
        new KeyboardPan({ duration, condition: onHost }),
        new KeyboardZoom({ duration, condition: onHost }),
      ],
    });
    this.labelZoomButtons(labels);

    const popup = options.popup;
    this.overlay = popup
      ? new Overlay({
          element: popup,
          positioning: 'bottom-center',
          offset: [0, -(SELECTED_PIN_RADIUS + 10)],
          stopEvent: true,
          autoPan: { margin: 16, animation: { duration } },
        })
      : null;
    if (popup && this.overlay) {
      popup.hidden = true;
      this.map.addOverlay(this.overlay);
    }

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
        if (!own) this.viewListeners.forEach((listener) => listener(state));
      }),
    ];
    this.cleanups.push(() => unByKey(keys));

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && this.selectedId !== null) this.selectListeners.forEach((listener) => listener(null));
    };
    host.addEventListener('keydown', onKey);
    this.cleanups.push(() => host.removeEventListener('keydown', onKey));
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

  onSelect(listener: (id: string | null) => void): () => void {
    this.selectListeners.add(listener);
    return () => void this.selectListeners.delete(listener);
  }

  onViewChange(listener: (view: MapViewState) => void): () => void {
    this.viewListeners.add(listener);
    return () => void this.viewListeners.delete(listener);
  }

  destroy(): void {
    this.selectListeners.clear();
    this.viewListeners.clear();
    this.cleanups.splice(0).forEach((cleanup) => cleanup());
    if (this.overlay) this.map.removeOverlay(this.overlay);
    this.map.setTarget(undefined);
    this.map.dispose();
  }

  /** Where the map really goes when asked for `view`: it zooms out no further than the world fills it. */
  private constrained(view: MapViewState): MapViewState {
    const zoom = this.view.getConstrainedZoom(view.zoom) ?? view.zoom;
    const centre = this.view.getConstrainedCenter(toMapCoordinate(view.centre), this.view.getResolutionForZoom(zoom));
    return centre ? toViewState(centre, zoom) : view;
  }

  /**
   * The selected pin or the cluster under a pixel. Computed from the pins' positions and sizes, not
   * with OpenLayers' hit detection, whose first use blocks the page for about 150 ms to benchmark
   * canvas reads — the first tap on the map would be late.
   */
  private pinAt(pixel: number[]): { readonly kind: 'selected' } | { readonly kind: 'cluster'; readonly feature: Feature } | null {
    const coordinate = this.map.getCoordinateFromPixel(pixel);
    const resolution = this.view.getResolution();
    if (!coordinate || !resolution) return null;
    const x = unwrapX(coordinate[0] ?? 0);
    const y = coordinate[1] ?? 0;
    const centre = (feature: Feature<Point>) => feature.getGeometry()?.getCoordinates() ?? [NaN, NaN];
    const selected = this.selectedSource.getFeatures()[0];
    if (selected) {
      const [sx = NaN, sy = NaN] = centre(selected);
      const hit = discAt(
        [{ x: sx, y: sy, radius: SELECTED_PIN_RADIUS + 5, item: 'selected' as const }],
        x,
        y,
        resolution,
        HIT_TOLERANCE_PX,
      );
      if (hit) return { kind: 'selected' };
    }
    const reach = (MAX_CLUSTER_RADIUS + HIT_TOLERANCE_PX) * resolution;
    const clusters = this.pinsLayer.getSource()?.getFeaturesInExtent([x - reach, y - reach, x + reach, y + reach]) ?? [];
    const discs = clusters.map((feature) => {
      const [cx = NaN, cy = NaN] = centre(feature as Feature<Point>);
      const members = (feature.get('features') as unknown[] | undefined)?.length ?? 1;
      return { x: cx, y: cy, radius: members > 1 ? clusterRadius(members) : PIN_RADIUS, item: feature };
    });
    const feature = discAt(discs, x, y, resolution, HIT_TOLERANCE_PX);
    return feature ? { kind: 'cluster', feature } : null;
  }

  /** A pin opens (the screen then selects it); a cluster zooms in on its pins; the empty map closes the info window. */
  private clicked(pixel: number[]): void {
    const emit = (id: string | null) => this.selectListeners.forEach((listener) => listener(id));
    const hit = this.pinAt(pixel);
    if (!hit) return emit(null);
    if (hit.kind === 'selected') return emit(this.selectedId);
    const members = (hit.feature.get('features') as PinFeature[] | undefined) ?? [];
    const coordinates = members.flatMap((m) => {
      const point = m.getGeometry();
      return point ? [point.getCoordinates()] : [];
    });
    const extent = boundingExtent(coordinates);
    const samePlace = getWidth(extent) < 1 && getHeight(extent) < 1;
    const action = clusterClick(
      members.map((m) => String(m.getId())),
      samePlace,
      this.view.getZoom() ?? 0,
      this.view.getMaxZoom(),
    );
    if (action.kind === 'select') return emit(action.id);
    this.view.fit(extent, { duration: animationMs(), padding: [64, 64, 64, 64], maxZoom: this.view.getMaxZoom() });
  }

  /** The zoom buttons show + and −; their names come from the screen, in its language (none: the sign itself). */
  private labelZoomButtons(labels: MapOptions<HTMLElement>['controlLabels']): void {
    const buttons = this.host.querySelectorAll<HTMLButtonElement>('.ol-zoom button');
    const names = [labels?.zoomIn, labels?.zoomOut];
    buttons.forEach((button, i) => {
      const name = names[i];
      if (name) button.setAttribute('aria-label', name);
      else button.removeAttribute('title');
    });
  }
}
