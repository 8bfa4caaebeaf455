import { MapEvents } from '../../src/adapters/map/map-events';
import type { GeoPoint } from '../../src/core/places/country';
import type { MapLoader, MapOptions, MapPin, MapView, MapViewState } from '../../src/core/places/ports/map.port';

/** One call the screen made on a recorded map, in order. */
export type MapCall =
  | { readonly kind: 'setPins'; readonly pins: readonly MapPin[] }
  | { readonly kind: 'select'; readonly id: string | null }
  | { readonly kind: 'show'; readonly view: MapViewState }
  | { readonly kind: 'showAll'; readonly points: readonly GeoPoint[]; readonly maxZoom: number }
  | { readonly kind: 'markHere'; readonly point: GeoPoint | null };

/**
 * A map that draws nothing and remembers everything: what it was opened with, the pins, the selected
 * pin and each view it was asked to show. A test plays the customer with `clickPin`, `closePopup` and
 * `move`, which the real adapter would report from the drawing library.
 *
 * Like the real adapter, it puts the `popup` element in the host and shows it only while a pin is
 * selected, so what the screen renders in it is on the page (and found by role) exactly then.
 */
export class RecordedMap extends MapEvents implements MapView {
  readonly calls: MapCall[] = [];
  pins: readonly MapPin[] = [];
  selected: string | null = null;
  /** Where "you are here" is marked, if anywhere. */
  here: GeoPoint | null = null;
  view: MapViewState;
  destroyed = false;

  constructor(
    readonly host: HTMLElement,
    readonly options: MapOptions<HTMLElement>,
  ) {
    super();
    this.view = options.view;
    const popup = options.popup;
    if (popup) {
      popup.hidden = true;
      host.append(popup);
    }
  }

  /** Every view shown so far, the opening one first. */
  get views(): readonly MapViewState[] {
    return [this.options.view, ...this.calls.flatMap((c) => (c.kind === 'show' ? [c.view] : []))];
  }

  setPins(pins: readonly MapPin[]): void {
    this.calls.push({ kind: 'setPins', pins });
    this.pins = pins;
  }

  select(id: string | null): void {
    this.calls.push({ kind: 'select', id });
    this.selected = id;
    if (this.options.popup) this.options.popup.hidden = id === null;
  }

  show(view: MapViewState): void {
    this.calls.push({ kind: 'show', view });
    this.view = view;
  }

  /** Recorded as asked; the view it would settle on depends on a size this map does not have. */
  showAll(points: readonly GeoPoint[], maxZoom: number): void {
    this.calls.push({ kind: 'showAll', points, maxZoom });
  }

  markHere(point: GeoPoint | null): void {
    this.calls.push({ kind: 'markHere', point });
    this.here = point;
  }

  /** The points of the last `showAll`, if any. */
  get lastShownAll(): readonly GeoPoint[] | null {
    const call = this.calls.findLast((c) => c.kind === 'showAll');
    return call?.kind === 'showAll' ? call.points : null;
  }

  destroy(): void {
    this.destroyed = true;
    this.stopListeners();
    this.options.popup?.remove();
  }

  /** The customer clicks a pin on the map (it must be one the screen gave). */
  clickPin(id: string): void {
    if (!this.pins.some((p) => p.id === id)) throw new Error(`No pin ${id} on the map`);
    this.emitSelect(id);
  }

  /** The customer closes the info window from the map (or clicks beside the pins). */
  closePopup(): void {
    this.emitSelect(null);
  }

  /** The customer pans or zooms. */
  move(view: MapViewState): void {
    this.view = view;
    this.emitView(view);
  }
}

/** Opens recorded maps; `failWith` makes the next openings fail, as a chunk that cannot be downloaded. */
export class RecordingMapLoader implements MapLoader<HTMLElement> {
  readonly maps: RecordedMap[] = [];
  private failure: Error | null = null;

  failWith(error: Error | null): void {
    this.failure = error;
  }

  /** The map opened last (the one on the page). */
  get current(): RecordedMap {
    const map = this.maps.at(-1);
    if (!map) throw new Error('No map was opened');
    return map;
  }

  async open(host: HTMLElement, options: MapOptions<HTMLElement>): Promise<MapView> {
    await Promise.resolve();
    if (this.failure) throw this.failure;
    options.signal?.throwIfAborted();
    const map = new RecordedMap(host, options);
    this.maps.push(map);
    return map;
  }
}
