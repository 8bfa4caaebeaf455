import type OlMap from 'ol/Map';
import type { EventsKey } from 'ol/events';
import type { MapOptions } from '../../core/places/ports/map.port';

/** The host as the screen made it, and the map now on it: a map taken down late gives back no host another map has taken. */
const hosts = new WeakMap<HTMLElement, { readonly restore: () => void; owner: object }>();

/**
 * The map is a visual aid (the list beside it is the accessible way to a bin), yet it is named,
 * reachable by Tab, and moved by the arrow keys and + / − once it has the focus. Marks the host so;
 * returns what puts the host back as the screen made it — unless another map has taken it since
 * (React runs a screen's effects twice in development: the first map is taken down after the second
 * is drawn, and stripped the host of its name and style).
 */
export function prepareHost(host: HTMLElement, label: string): () => void {
  const owner = {};
  const held = hosts.get(host);
  if (held) held.owner = owner;
  else hosts.set(host, { restore: hostRestorer(host), owner });
  host.classList.add('circulo-map');
  if (!host.hasAttribute('role')) host.setAttribute('role', 'region');
  host.setAttribute('aria-label', label);
  if (!host.hasAttribute('tabindex')) host.tabIndex = 0;
  return () => {
    const now = hosts.get(host);
    if (now?.owner !== owner) return;
    hosts.delete(host);
    now.restore();
  };
}

/** What puts the host's class and attributes back as they are now. */
function hostRestorer(host: HTMLElement): () => void {
  const hadClass = host.classList.contains('circulo-map');
  const attributes = ['role', 'aria-label', 'tabindex'].map((name) => [name, host.getAttribute(name)] as const);
  return () => {
    if (!hadClass) host.classList.remove('circulo-map');
    if (host.classList.length === 0) host.removeAttribute('class');
    for (const [name, value] of attributes) {
      if (value === null) host.removeAttribute(name);
      else host.setAttribute(name, value);
    }
  };
}

/** The zoom buttons show + and −; their names come from the screen, in its language (none: the sign itself). */
export function labelZoomButtons(host: HTMLElement, labels: MapOptions<HTMLElement>['controlLabels']): void {
  const buttons = host.querySelectorAll<HTMLButtonElement>('.ol-zoom button');
  const names = [labels?.zoomIn, labels?.zoomOut];
  buttons.forEach((button, i) => {
    const name = names[i];
    if (name) button.setAttribute('aria-label', name);
    else button.removeAttribute('title');
  });
}

/** Escape pressed on the map (it closes the info window); returns what stops listening. */
export function onEscape(host: HTMLElement, escaped: () => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') escaped();
  };
  host.addEventListener('keydown', onKey);
  return () => host.removeEventListener('keydown', onKey);
}

/** A mouse (not a finger) over a pin shows the pointer hand; returns the listener's key. */
export function pointerOverPins(map: OlMap, isPin: (pixel: number[]) => boolean): EventsKey {
  return map.on('pointermove', (event) => {
    const pointer = event.originalEvent;
    if (event.dragging || !('pointerType' in pointer) || pointer.pointerType === 'touch') return;
    const viewport = map.getViewport();
    if (viewport) viewport.style.cursor = isPin(event.pixel) ? 'pointer' : '';
  });
}

/** The performance mark set on the page's first complete render of a map with pins (scripts/bench-map.mjs reads it). */
const PINS_DRAWN_MARK = 'map:pins-drawn';

/** For `npm run bench` and the curious: marks when the map was first drawn complete with pins on it. */
export function markFirstPinsDrawn(map: OlMap, hasPins: () => boolean): EventsKey {
  let drawn = false;
  return map.on('rendercomplete', () => {
    if (drawn || !hasPins()) return;
    drawn = true;
    if (performance.getEntriesByName(PINS_DRAWN_MARK).length === 0) performance.mark(PINS_DRAWN_MARK);
  });
}
