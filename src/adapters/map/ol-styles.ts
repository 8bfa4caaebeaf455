import type Feature from 'ol/Feature';
import type { FeatureLike } from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { pinLook, SELECTED_PIN_RADIUS, SELECTED_RING_RADIUS, type MapColours } from './map-look';
import { truePlace } from './ol-pin-spread';

/**
 * OpenLayers styles for the pins layer (clusters and single pins), the selected pin, and the
 * bundled base map. Styles are cached: with thousands of pins a style per feature would be garbage.
 */
export function pinStyles(colours: MapColours, locale: () => string) {
  const cache = new Map<string, Style>();
  const cached = (key: string, make: () => Style) => {
    let style = cache.get(key);
    if (!style) cache.set(key, (style = make()));
    return style;
  };
  const ring = new Stroke({ color: colours.onPin, width: 2 });

  const clusterOrPin = (feature: FeatureLike): Style | Style[] => {
    const members = (feature.get('features') as Feature<Point>[] | undefined) ?? [];
    const look = pinLook(Math.max(1, members.length), locale());
    if (look.kind === 'pin') {
      const pin = cached(
        'pin',
        () => new Style({ image: new CircleStyle({ radius: look.radius, fill: new Fill({ color: colours.pin }), stroke: ring }) }),
      );
      const lines = members[0] ? leader(members[0]) : [];
      return lines.length === 0 ? pin : [...lines, pin];
    }
    return cached(`cluster:${look.radius}:${look.label}`, () => {
      return new Style({
        image: new CircleStyle({
          radius: look.radius,
          fill: new Fill({ color: colours.pin }),
          stroke: new Stroke({ color: colours.onPin, width: 3 }),
        }),
        text: new Text({
          text: look.label,
          font: '650 13px system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", sans-serif',
          fill: new Fill({ color: colours.onPin }),
        }),
      });
    });
  };

  /** A pin drawn away from its place (spread apart from a neighbour): a line back to a dot on its place. */
  const place = new CircleStyle({ radius: 2.5, fill: new Fill({ color: colours.leader }) });
  const line = new Stroke({ color: colours.leader, width: 1.5 });
  const leader = (pin: Feature<Point>): Style[] => {
    const drawn = pin.getGeometry()?.getCoordinates();
    const at = truePlace(pin);
    if (!drawn || (drawn[0] === at[0] && drawn[1] === at[1])) return [];
    return [new Style({ geometry: new LineString([at, drawn]), stroke: line }), new Style({ geometry: new Point(at), image: place })];
  };

  /** The selected pin: larger, darker, with a ring in the focus colour, drawn above every cluster. */
  const selected = [
    new Style({ image: new CircleStyle({ radius: SELECTED_RING_RADIUS, stroke: new Stroke({ color: colours.focus, width: 3 }) }) }),
    new Style({
      image: new CircleStyle({
        radius: SELECTED_PIN_RADIUS,
        fill: new Fill({ color: colours.pinSelected }),
        stroke: new Stroke({ color: colours.onPin, width: 3 }),
      }),
    }),
  ];

  /** "You are here": the focus colour (not a bin's green), a white ring and a soft halo, as maps mark a position. */
  const here = [
    new Style({ image: new CircleStyle({ radius: 16, fill: new Fill({ color: 'rgb(26 95 208 / 18%)' }) }) }),
    new Style({
      image: new CircleStyle({
        radius: 8,
        fill: new Fill({ color: colours.focus }),
        stroke: new Stroke({ color: colours.onPin, width: 3 }),
      }),
    }),
  ];

  return { clusterOrPin, selected, here };
}

/** The bundled world map: land on the sea colour, country borders as thin lines. */
export function baseMapStyles(colours: MapColours) {
  return {
    land: new Style({ fill: new Fill({ color: colours.land }) }),
    borders: new Style({ stroke: new Stroke({ color: colours.border, width: 1 }) }),
  };
}
