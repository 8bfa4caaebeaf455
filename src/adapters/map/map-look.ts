/**
 * The map's custom style, decided here without OpenLayers so that it can be tested on its own:
 * colours come from the design tokens (src/ui/styles/tokens.css), read from the page.
 */
export interface MapColours {
  readonly pin: string;
  readonly pinSelected: string;
  readonly onPin: string;
  readonly focus: string;
  readonly sea: string;
  readonly land: string;
  readonly border: string;
  /** The line from a pin drawn apart back to its place. */
  readonly leader: string;
  /** A bin's status (src/adapters/map/pin-status.ts gives each its shape and glyph too). */
  readonly statusOpen: string;
  readonly statusFull: string;
  readonly statusOutOfOrder: string;
  readonly statusUnknown: string;
}

/** The tokens' values, used when a custom property is missing (a page without the stylesheet). */
export const DEFAULT_COLOURS: MapColours = {
  pin: '#0b6e4f',
  pinSelected: '#08553d',
  onPin: '#ffffff',
  focus: '#1a5fd0',
  sea: '#d6e6ec',
  land: '#fbfaf6',
  border: '#a7b5ae',
  leader: '#4a5a53',
  statusOpen: '#0b6e4f',
  statusFull: '#a44a00',
  statusOutOfOrder: '#b42318',
  statusUnknown: '#4a5a53',
};

const TOKENS: Readonly<Record<keyof MapColours, string>> = {
  pin: '--color-brand',
  pinSelected: '--color-brand-strong',
  onPin: '--color-on-brand',
  focus: '--color-focus',
  sea: '--color-map-sea',
  land: '--color-map-land',
  border: '--color-map-border',
  leader: '--color-ink-muted',
  statusOpen: '--color-success',
  statusFull: '--color-warning',
  statusOutOfOrder: '--color-danger',
  statusUnknown: '--color-ink-muted',
};

/** Reads the colours from computed style (`getComputedStyle(host)`); a missing token keeps its default. */
export function readMapColours(style: Pick<CSSStyleDeclaration, 'getPropertyValue'>): MapColours {
  const entries = Object.entries(TOKENS).map(([key, property]) => {
    const value = style.getPropertyValue(property).trim();
    return [key, value || DEFAULT_COLOURS[key as keyof MapColours]];
  });
  return Object.fromEntries(entries) as unknown as MapColours;
}

/** How one feature of the pins layer looks: a single pin, or a cluster with its count. */
export type PinLook =
  { readonly kind: 'pin'; readonly radius: number } | { readonly kind: 'cluster'; readonly radius: number; readonly label: string };

export const PIN_RADIUS = 7;
export const SELECTED_PIN_RADIUS = 11;
/** The focus-coloured ring around the selected pin: what of it shows, and what a tap on it reaches. */
export const SELECTED_RING_RADIUS = SELECTED_PIN_RADIUS + 5;
export const MAX_CLUSTER_RADIUS = 28;

/** A cluster grows with the number of pins it stands for, within bounds a finger can hit. */
export function clusterRadius(count: number): number {
  return Math.min(MAX_CLUSTER_RADIUS, Math.round(14 + 5 * Math.log10(count)));
}

/** The count a cluster shows, short in the page's language: 8, 120, 1.2K, 1,2 k, 1.2万… */
export function clusterLabel(count: number, locale: string): string {
  let format = formats.get(locale);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale || undefined, { notation: 'compact', maximumFractionDigits: 1 });
    } catch {
      format = null;
    }
    formats.set(locale, format);
  }
  return format ? format.format(count) : String(count);
}
/** One formatter per language: the style asks for every cluster on every frame. */
const formats = new Map<string, Intl.NumberFormat | null>();

export function pinLook(memberCount: number, locale: string): PinLook {
  return memberCount > 1
    ? { kind: 'cluster', radius: clusterRadius(memberCount), label: clusterLabel(memberCount, locale) }
    : { kind: 'pin', radius: PIN_RADIUS };
}

/** What a click on a cluster does: zoom in to show its pins, or, when that cannot separate them, open the first. */
export type ClusterClick = { readonly kind: 'zoom' } | { readonly kind: 'select'; readonly id: string };

export function clusterClick(memberIds: readonly string[], samePlace: boolean, zoom: number, maxZoom: number): ClusterClick {
  const first = memberIds[0];
  if (first !== undefined && (memberIds.length === 1 || samePlace || zoom >= maxZoom - 0.01)) return { kind: 'select', id: first };
  return { kind: 'zoom' };
}

/** Whether the customer asked for less motion: map moves then jump instead of gliding. */
export function prefersReducedMotion(win: Pick<Window, 'matchMedia'> | undefined = globalThis.window): boolean {
  return win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export const animationMs = (win?: Pick<Window, 'matchMedia'>) => (prefersReducedMotion(win) ? 0 : 250);

/** Something drawn as a disc on the map: its centre in map units, its radius in pixels. */
export interface Disc<T> {
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  readonly item: T;
}

/**
 * What a click or tap at (x, y) (map units) lands on: the nearest disc whose edge, widened by
 * `tolerancePx` for fingers, holds the point, at `resolution` map units per pixel; null for none.
 * Computed from the pins' own geometry, without reading the canvas back.
 */
export function discAt<T>(discs: Iterable<Disc<T>>, x: number, y: number, resolution: number, tolerancePx: number): T | null {
  let best: { item: T; distance: number } | null = null;
  for (const disc of discs) {
    const distance = Math.hypot(disc.x - x, disc.y - y) / resolution;
    if (distance <= disc.radius + tolerancePx && (!best || distance < best.distance)) best = { item: disc.item, distance };
  }
  return best ? best.item : null;
}
