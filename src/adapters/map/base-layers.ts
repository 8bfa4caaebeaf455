import type { Feature } from 'ol';
import TopoJSON from 'ol/format/TopoJSON';
import MultiPolygon from 'ol/geom/MultiPolygon';
import Polygon from 'ol/geom/Polygon';
import type BaseLayer from 'ol/layer/Base';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
// A separate static file (not inlined in the JavaScript), fetched only when a map opens. Its
// TopoJSON holds both the countries (drawn as borders) and their union, the land.
import worldUrl from 'world-atlas/countries-110m.json?url';
import { NATURAL_EARTH_ATTRIBUTION_HTML, type BaseMap } from './base-map';
import type { MapColours } from './map-look';
import { baseMapStyles } from './ol-styles';
import { joinAcrossAntimeridian } from './view-state';
import { MAP_ZOOM } from '../../core/places/map-view';

/** Keeps the countries that cross the antimeridian in one piece (see joinAcrossAntimeridian). */
function joinRings(feature: Feature): void {
  const geometry = feature.getGeometry();
  if (geometry instanceof Polygon) geometry.setCoordinates(geometry.getCoordinates().map(joinAcrossAntimeridian));
  else if (geometry instanceof MultiPolygon) {
    geometry.setCoordinates(geometry.getCoordinates().map((polygon) => polygon.map(joinAcrossAntimeridian)));
  }
}

/** The layers under the pins: raster tiles from the configured server, or the bundled world map. */
export function baseLayers(baseMap: BaseMap, colours: MapColours, fetchFn: typeof fetch = fetch): BaseLayer[] {
  if (baseMap.kind === 'tiles') {
    return [
      new TileLayer({
        source: new XYZ({ url: baseMap.url, attributions: baseMap.attributionHtml, maxZoom: MAP_ZOOM.max }),
        background: colours.sea,
      }),
    ];
  }
  const styles = baseMapStyles(colours);
  const land = new VectorSource({ attributions: NATURAL_EARTH_ATTRIBUTION_HTML });
  const borders = new VectorSource();
  fetchFn(worldUrl)
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status} for ${worldUrl}`))))
    .then((topology: unknown) => {
      const features = new TopoJSON({ layerName: 'layer' }).readFeatures(topology, { featureProjection: 'EPSG:3857' }) as Feature[];
      features.forEach(joinRings);
      land.addFeatures(features.filter((f) => f.get('layer') === 'land'));
      borders.addFeatures(features.filter((f) => f.get('layer') === 'countries'));
    })
    // Without the world map the pins still show, on the sea colour: the list beside it is the way to a bin.
    .catch(() => undefined);
  return [
    new VectorLayer({ source: land, style: styles.land, background: colours.sea, updateWhileInteracting: true }),
    new VectorLayer({ source: borders, style: styles.borders, updateWhileInteracting: true }),
  ];
}
