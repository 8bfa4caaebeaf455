import type Feature from 'ol/Feature';
import type Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import type VectorSource from 'ol/source/Vector';
import type { pinStyles } from './ol-styles';

/**
 * The pins (clusters around the view, or each alone: ol-pin-source.ts); above them "you are here"
 * (never clustered); above all the selected pin alone (drawn bigger, never in a cluster).
 */
export function pinLayers(
  pins: VectorSource<Feature<Point>>,
  selected: VectorSource<Feature<Point>>,
  here: VectorSource<Feature<Point>>,
  styles: ReturnType<typeof pinStyles>,
): {
  readonly pins: VectorLayer<VectorSource<Feature<Point>>>;
  readonly selected: VectorLayer<VectorSource<Feature<Point>>>;
  readonly here: VectorLayer<VectorSource<Feature<Point>>>;
} {
  return {
    here: new VectorLayer({ source: here, style: styles.here }),
    pins: new VectorLayer({
      source: pins,
      style: styles.clusterOrPin,
      // The marks are worked out again once a move ends (ol-pin-source.ts); meanwhile, the same marks
      // are drawn where they are, not their drawing instructions rebuilt on every frame.
      updateWhileAnimating: false,
      updateWhileInteracting: false,
    }),
    selected: new VectorLayer({ source: selected, style: styles.selected }),
  };
}
