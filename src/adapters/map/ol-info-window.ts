import type OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import type { MapViewState } from '../../core/places/ports/map.port';
import { shiftToClear, type Box } from './info-window-place';
import { SELECTED_PIN_RADIUS, SELECTED_RING_RADIUS } from './map-look';
import { toViewState } from './view-state';

/** From the pin's centre to the info window's lower edge (its point), in pixels. */
const ABOVE_PIN_PX = SELECTED_PIN_RADIUS + 10;
/** Kept between the info window and the map's edges or its zoom buttons, in pixels. */
const CLEARANCE_PX = 16;

/** The info window (rendered by the screen in `popup`), anchored above the selected pin. Hidden until a pin is selected. */
export function infoWindow(popup: HTMLElement): Overlay {
  popup.hidden = true;
  return new Overlay({ element: popup, positioning: 'bottom-center', offset: [0, -ABOVE_PIN_PX], stopEvent: true });
}

/**
 * Moves the map, if need be, so that the open info window and its pin are whole inside it and clear of its zoom
 * buttons (OpenLayers' own auto-pan knows the edges only). Worked out from the view, not from where
 * the overlay was last drawn: right after a move, that is the old place. Returns where the map goes
 * (null: it stays), so the move is known as the map's own, not the customer's.
 */
export function keepInfoWindowClear(map: OlMap, overlay: Overlay, duration: number): MapViewState | null {
  const view = map.getView();
  const popup = overlay.getElement();
  const anchor = overlay.getPosition();
  const [width = 0, height = 0] = map.getSize() ?? [];
  const [cx = 0, cy = 0] = view.getCenter() ?? [];
  const resolution = view.getResolution();
  if (!popup || popup.hidden || !anchor || !resolution || width === 0) return null;
  const port = map.getViewport();
  if (!port) return null;
  const [ax = 0, ay = 0] = anchor;
  // The info window and its pin below it, where the view puts them.
  const x = (ax - cx) / resolution + width / 2;
  const y = (cy - ay) / resolution + height / 2;
  const box = {
    left: x - popup.offsetWidth / 2,
    right: x + popup.offsetWidth / 2,
    top: y - ABOVE_PIN_PX - popup.offsetHeight,
    bottom: y + SELECTED_RING_RADIUS,
  };
  const viewport = port.getBoundingClientRect();
  const buttons: Box[] = [...port.querySelectorAll('.ol-zoom')].map((element) => {
    const r = element.getBoundingClientRect();
    return { left: r.left - viewport.left, right: r.right - viewport.left, top: r.top - viewport.top, bottom: r.bottom - viewport.top };
  });
  const { dx, dy } = shiftToClear(box, { left: 0, top: 0, right: width, bottom: height }, buttons, CLEARANCE_PX);
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return null;
  const center = [cx - dx * resolution, cy + dy * resolution];
  view.animate({ center, duration });
  return toViewState(center, view.getZoom() ?? 0);
}
