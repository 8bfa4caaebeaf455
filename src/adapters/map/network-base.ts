import Collection from 'ol/Collection';
import type BaseLayer from 'ol/layer/Base';
import LayerGroup from 'ol/layer/Group';
import { baseLayers } from './base-layers';
import type { BaseMap } from './base-map';
import type { MapColours } from './map-look';

/** Where the map hears that the browser went offline or came back (the window, in the app). */
export type NetworkEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * The layers under the pins, following the network: the configured tiles while the browser is
 * online, the bundled world map while it is offline. A customer who opened the map with signal and
 * lost it at a bin keeps a map (no blank squares where tiles cannot come), and no tile is asked for
 * that cannot arrive; when the signal is back, the tiles are drawn again. Each base is made once.
 */
export function networkBase(
  baseMap: BaseMap,
  colours: MapColours,
  isOnline: () => boolean,
  events: NetworkEvents,
): { readonly group: LayerGroup; readonly stop: () => void } {
  const made = new Map<BaseMap['kind'], BaseLayer[]>();
  const layersFor = (base: BaseMap) => {
    const layers = made.get(base.kind) ?? baseLayers(base, colours);
    made.set(base.kind, layers);
    return layers;
  };
  const current = () => (isOnline() ? baseMap : ({ kind: 'bundled' } as const));
  const group = new LayerGroup({ layers: layersFor(current()) });
  if (baseMap.kind === 'bundled') return { group, stop: () => undefined };

  const follow = () => group.setLayers(new Collection(layersFor(current())));
  events.addEventListener('online', follow);
  events.addEventListener('offline', follow);
  return {
    group,
    stop: () => {
      events.removeEventListener('online', follow);
      events.removeEventListener('offline', follow);
    },
  };
}
