import type { MapLoader, MapOptions, MapView } from '../../core/places/ports/map.port';
import type { BaseMap } from './base-map';

/** The OpenLayers map (ol 10). Loaded only through a dynamic import, by the routes that show a map. */
export class OlMapLoader implements MapLoader {
  constructor(private readonly baseMap: BaseMap) {}

  async open(_host: HTMLElement, _options: MapOptions): Promise<MapView> {
    void this.baseMap;
    throw new Error('The OpenLayers map is not there yet');
  }
}
