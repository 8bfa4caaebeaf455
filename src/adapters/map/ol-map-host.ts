import Overlay from 'ol/Overlay';
import type { MapOptions } from '../../core/places/ports/map.port';
import { SELECTED_PIN_RADIUS } from './map-look';

/**
 * The map is a visual aid (the list beside it is the accessible way to a bin), yet it is named,
 * reachable by Tab, and moved by the arrow keys and + / − once it has the focus. Marks the host so;
 * returns what puts the host back as the screen made it.
 */
export function prepareHost(host: HTMLElement, label: string): () => void {
  host.classList.add('circulo-map');
  const restore = ['role', 'aria-label', 'tabindex'].map((name) => [name, host.getAttribute(name)] as const);
  if (!host.hasAttribute('role')) host.setAttribute('role', 'region');
  host.setAttribute('aria-label', label);
  if (!host.hasAttribute('tabindex')) host.tabIndex = 0;
  return () => {
    host.classList.remove('circulo-map');
    if (host.classList.length === 0) host.removeAttribute('class');
    for (const [name, value] of restore) {
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

/** The info window (rendered by the screen in `popup`), anchored above the selected pin and kept in view. Hidden until a pin is selected. */
export function infoWindow(popup: HTMLElement, duration: number): Overlay {
  popup.hidden = true;
  return new Overlay({
    element: popup,
    positioning: 'bottom-center',
    offset: [0, -(SELECTED_PIN_RADIUS + 10)],
    stopEvent: true,
    autoPan: { margin: 16, animation: { duration } },
  });
}
