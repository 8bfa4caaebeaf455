import type { BaseMap } from '../adapters/map/base-map';
import type { MapLoader } from '../core/places/ports/map.port';

/**
 * The map, downloaded on first use: `ol` and the base map land in a lazy chunk that only the
 * routes showing a map ever request. While the browser is offline the map is drawn on the bundled
 * base map (kept by the service worker, issue 21): a tile server cannot be reached then.
 */
export function lazyMapLoader(baseMap: BaseMap, isOnline: () => boolean = () => navigator.onLine !== false): MapLoader<HTMLElement> {
  return {
    async open(host, options) {
      const { OlMapLoader } = await import('../adapters/map/ol-map-loader');
      options.signal?.throwIfAborted();
      return new OlMapLoader(baseMap, isOnline).open(host, options);
    },
  };
}
