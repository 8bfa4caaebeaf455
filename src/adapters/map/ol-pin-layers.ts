import type Feature from 'ol/Feature';
import type Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import Cluster from 'ol/source/Cluster';
import type VectorSource from 'ol/source/Vector';
import type { pinStyles } from './ol-styles';

/** Pins closer than this on screen are drawn as one cluster showing their count. */
const CLUSTER_DISTANCE_PX = 44;

/**
 * The pins, clustered (or, `spread`, each alone); above them "you are here" (never clustered); above all the selected pin alone
 * (drawn bigger, never in a cluster).
 */
export function pinLayers(
  pins: VectorSource<Feature<Point>>,
  selected: VectorSource<Feature<Point>>,
  here: VectorSource<Feature<Point>>,
  styles: ReturnType<typeof pinStyles>,
  crowded: 'cluster' | 'spread',
): {
  readonly pins: VectorLayer<Cluster<Feature<Point>>>;
  readonly selected: VectorLayer<VectorSource<Feature<Point>>>;
  readonly here: VectorLayer<VectorSource<Feature<Point>>>;
} {
  return {
    here: new VectorLayer({ source: here, style: styles.here }),
    pins: new VectorLayer({
      // Spread pins are never within a pin's width of each other: each stays a cluster of one.
      source: new Cluster({ source: pins, distance: crowded === 'spread' ? 0 : CLUSTER_DISTANCE_PX }),
      style: styles.clusterOrPin,
      // Clusters are worked out again for each new zoom: with 10,000 pins that is once the move or the
      // animation ends, not on every frame of it (meanwhile the last drawing is scaled).
      updateWhileAnimating: false,
      updateWhileInteracting: false,
    }),
    selected: new VectorLayer({ source: selected, style: styles.selected }),
  };
}
