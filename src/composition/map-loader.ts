import type { MapTiles } from './config';
import type { MapLoader } from '../core/places/ports/map.port';

/**
 * The map, downloaded on first use: `ol` and the base map — its settings read (`parseBaseMap`) —
 * land in a lazy chunk that only the routes showing a map ever request. While the browser is offline the map is drawn on the bundled
 * base map (kept by the service worker, issue 21): a tile server cannot be reached then.
 */
export function lazyMapLoader(
  tiles: MapTiles | 'bundled',
  isOnline: () => boolean = () => navigator.onLine !== false,
): MapLoader<HTMLElement> {
  return {
    async open(host, options) {
      const [{ OlMapLoader }, { parseBaseMap }] = await Promise.all([
        import('../adapters/map/ol-map-loader'),
        import('../adapters/map/base-map'),
      ]);
      options.signal?.throwIfAborted();
      const baseMap = tiles === 'bundled' ? ({ kind: 'bundled' } as const) : parseBaseMap(tiles.url, tiles.attribution);
      return new OlMapLoader(baseMap, isOnline).open(host, options);
    },
  };
}
