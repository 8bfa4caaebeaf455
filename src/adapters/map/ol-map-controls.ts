import type MapBrowserEvent from 'ol/MapBrowserEvent';
import Attribution from 'ol/control/Attribution';
import Zoom from 'ol/control/Zoom';
import { noModifierKeys } from 'ol/events/condition';
import DoubleClickZoom from 'ol/interaction/DoubleClickZoom';
import DragPan from 'ol/interaction/DragPan';
import KeyboardPan from 'ol/interaction/KeyboardPan';
import KeyboardZoom from 'ol/interaction/KeyboardZoom';
import MouseWheelZoom from 'ol/interaction/MouseWheelZoom';
import PinchZoom from 'ol/interaction/PinchZoom';
import Kinetic from 'ol/Kinetic';
import type { MapOptions } from '../../core/places/ports/map.port';

/** The zoom buttons (named in the screen's language once drawn: `labelZoomButtons`) and the attribution, always shown. */
export function mapControls(duration: number, labels: MapOptions<HTMLElement>['controlLabels']) {
  return [
    new Zoom({
      duration,
      zoomInLabel: '+',
      zoomOutLabel: '−',
      zoomInTipLabel: labels?.zoomIn ?? '',
      zoomOutTipLabel: labels?.zoomOut ?? '',
    }),
    new Attribution({ collapsible: false }),
  ];
}

/** How the customer moves the map: no rotation, no animation when they prefer reduced motion (`duration` 0). */
export function mapInteractions(duration: number, host: HTMLElement) {
  const onHost = (event: MapBrowserEvent) => event.originalEvent.target === host && noModifierKeys(event);
  return [
    new DragPan({ ...(duration ? { kinetic: new Kinetic(-0.005, 0.05, 100) } : {}) }),
    new PinchZoom({ duration }),
    new DoubleClickZoom({ duration }),
    // The wheel zooms only a map that has the focus (clicked or tabbed to): scrolling the page past it stays scrolling.
    new MouseWheelZoom({ duration, onFocusOnly: true }),
    new KeyboardPan({ duration, condition: onHost }),
    new KeyboardZoom({ duration, condition: onHost }),
  ];
}
