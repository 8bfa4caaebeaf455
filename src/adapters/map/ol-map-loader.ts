import type { MapLoader, MapOptions, MapView } from '../../core/places/ports/map.port';
import type { BaseMap } from './base-map';
import { OlMapView } from './ol-map-view';

/** The OpenLayers map (ol 10). Loaded only through a dynamic import, by the routes that show a map. */
export class OlMapLoader implements MapLoader<HTMLElement> {
  constructor(
    private readonly baseMap: BaseMap,
    private readonly isOnline: () => boolean,
  ) {}

  async open(host: HTMLElement, options: MapOptions<HTMLElement>): Promise<MapView> {
    options.signal?.throwIfAborted();
    return new OlMapView(host, options, this.baseMap, this.isOnline);
  }
}
