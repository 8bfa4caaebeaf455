import type { BaseMap } from '../adapters/map/base-map';
import type { MapLoader } from '../core/places/ports/map.port';

/**
 * The map, downloaded on first use: `ol` and the base map land in a lazy chunk that only the
 * routes showing a map ever request.
 */
export function lazyMapLoader(baseMap: BaseMap): MapLoader<HTMLElement> {
  return {
    async open(host, options) {
      const { OlMapLoader } = await import('../adapters/map/ol-map-loader');
      options.signal?.throwIfAborted();
      return new OlMapLoader(baseMap).open(host, options);
    },
  };
}
