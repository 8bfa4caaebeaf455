import type { BinState } from '../bin-status';
import type { GeoPoint } from '../country';

/**
 * A map on the page, whatever draws it (spec §2: pick-up location map, country selector map). The
 * OpenLayers adapter (src/adapters/map) is loaded only by the screens that show one; tests bind a
 * recording fake. Coordinates are WGS 84 (lat, lng); zoom levels are the usual web-map ones (spec §9:
 * 2 initially, 4 by default, 14 on the customer's position).
 */
export interface MapPin {
  readonly id: string;
  readonly point: GeoPoint;
  /** What the pin is called (for the adapter's own accessible names and titles). */
  readonly label: string;
  /**
   * The bin's state as shown now (`shownStatus`), when known: the pin's shape and colour both say it
   * (WCAG 1.4.1), and a cluster shows when some of its bins are full or out of order. Absent: a plain pin.
   */
  readonly status?: BinState;
}

export interface MapViewState {
  readonly centre: GeoPoint;
  readonly zoom: number;
}

export interface MapView {
  /** Replaces the pins shown (thousands must stay smooth: the adapter clusters or draws them on the GPU). */
  setPins(pins: readonly MapPin[]): void;
  /** Highlights a pin and anchors the info window (`popup`) on it, or closes it with null. Does not move the view. */
  select(id: string | null): void;
  /** Moves the view; animated unless the customer prefers reduced motion. */
  show(view: MapViewState): void;
  /**
   * Moves the view to show every point with a margin, no closer than `maxZoom` (a market's bins, what a
   * search found). Where it settles depends on the map's size on screen: `onViewChange` reports it.
   */
  showAll(points: readonly GeoPoint[], maxZoom: number): void;
  /** Marks where the customer is ("you are here"), or takes the mark away (null). Does not move the view. */
  markHere(point: GeoPoint | null): void;
  /** The customer chose a pin on the map (click/tap), or closed the info window (null). */
  onSelect(listener: (id: string | null) => void): () => void;
  /** The customer panned or zoomed (after the move ends). */
  onViewChange(listener: (view: MapViewState) => void): () => void;
  /** Takes down the map and its listeners. */
  destroy(): void;
}

/** What an `AbortSignal` is to the opening (core compiles without the DOM's types): given up, it throws. */
export interface GivenUp {
  readonly aborted: boolean;
  throwIfAborted(): void;
}

/**
 * `Mount` is where a map is drawn and what it anchors on a pin: a place on the page. Core never looks
 * inside it, so it stays a type parameter: the UI and the adapter agree on it (an `HTMLElement` in
 * the browser, see src/composition/tokens.ts), and the domain compiles without the DOM.
 */
export interface MapOptions<Mount> {
  /** The view the map opens on. */
  readonly view: MapViewState;
  /** The map's accessible name. */
  readonly label: string;
  /** The element shown anchored on the selected pin (the info window, rendered by the screen). */
  readonly popup?: Mount;
  /**
   * What pins too close to tell apart become: `cluster` (the default: one mark with their count, a
   * market's thousands of bins) or `spread` (each drawn apart from the others, a short line to its
   * place: a handful of pins each of which must stay a choice, the countries).
   */
  readonly crowdedPins?: 'cluster' | 'spread';
  /**
   * Gives up an opening still under way (the screen has gone, or React in development ran its effect
   * twice): no map is drawn, the promise rejects. A late map drawn anyway took the info window and
   * the host from the map that stayed.
   */
  readonly signal?: GivenUp;
  /** Names of the map's own zoom buttons, in the page's language; without them the buttons are named by their + and − signs. */
  readonly controlLabels?: { readonly zoomIn: string; readonly zoomOut: string };
}

/** Opens a map in a place of the page (`host`); the drawing library is downloaded on the first call. */
export interface MapLoader<Mount> {
  open(host: Mount, options: MapOptions<Mount>): Promise<MapView>;
}
