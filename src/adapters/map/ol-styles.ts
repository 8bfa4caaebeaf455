import type Feature from 'ol/Feature';
import type { FeatureLike } from 'ol/Feature';
import Icon from 'ol/style/Icon';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import type { BinState } from '../../core/places/bin-status';
import { clusterLabel, pinLook, SELECTED_PIN_RADIUS, SELECTED_RING_RADIUS, type MapColours } from './map-look';
import { groupOf } from './ol-pin-source';
import { truePlace } from './ol-pin-spread';
import { SELECTED_STATUS_PIN_SIZE, STATUS_PIN_SIZE, statusPinSvg, svgDataUrl } from './pin-status';

const FONT = '650 13px system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", sans-serif';

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

  /** A bin with a status: its shape, glyph and colour (pin-status.ts), as an image drawn the same on every phone. */
  const statusPin = (state: BinState, size: number) =>
    cached(
      `status:${state}:${size}`,
      () => new Style({ image: new Icon({ src: svgDataUrl(statusPinSvg(state, colours, size)), width: size, height: size }) }),
    );

  const clusterOrPin = (feature: FeatureLike): Style | Style[] => {
    const group = groupOf(feature);
    const count = group?.members.length ?? 1;
    const look = pinLook(Math.max(1, count), locale());
    if (look.kind === 'pin') {
      const pin = group?.status
        ? statusPin(group.status, STATUS_PIN_SIZE)
        : cached(
            'pin',
            () => new Style({ image: new CircleStyle({ radius: look.radius, fill: new Fill({ color: colours.pin }), stroke: ring }) }),
          );
      const lines = leader(feature as Feature<Point>);
      return lines.length === 0 ? pin : [...lines, pin];
    }
    const cluster = cached(`cluster:${look.radius}:${look.label}`, () => {
      return new Style({
        image: new CircleStyle({
          radius: look.radius,
          fill: new Fill({ color: colours.pin }),
          stroke: new Stroke({ color: colours.onPin, width: 3 }),
        }),
        text: new Text({ text: look.label, font: FONT, fill: new Fill({ color: colours.onPin }) }),
      });
    });
    const unavailable = group?.unavailable ?? 0;
    return unavailable === 0 ? cluster : [cluster, badge(look.radius, clusterLabel(unavailable, locale()))];
  };

  /**
   * A cluster some of whose bins are full or out of order: a badge on its top right, "!" and how many,
   * white on the warning colour inside a white ring — said by the mark and the number, not by colour alone.
   */
  const badge = (radius: number, count: string) =>
    cached(`badge:${radius}:${count}`, () => {
      const offset = Math.round(radius * 0.8);
      return new Style({
        text: new Text({
          text: `!${count}`,
          font: '700 11px system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
          fill: new Fill({ color: colours.onPin }),
          backgroundFill: new Fill({ color: colours.statusOutOfOrder }),
          backgroundStroke: new Stroke({ color: colours.onPin, width: 2 }),
          padding: [1, 3, 0, 4],
          offsetX: offset,
          offsetY: -offset,
        }),
      });
    });

  /** A pin drawn away from its place (spread apart from a neighbour): a line back to a dot on its place. */
  const place = new CircleStyle({ radius: 2.5, fill: new Fill({ color: colours.leader }) });
  const line = new Stroke({ color: colours.leader, width: 1.5 });
  const leader = (pin: Feature<Point>): Style[] => {
    const drawn = pin.getGeometry()?.getCoordinates();
    const at = truePlace(pin);
    if (!drawn || (drawn[0] === at[0] && drawn[1] === at[1])) return [];
    return [new Style({ geometry: new LineString([at, drawn]), stroke: line }), new Style({ geometry: new Point(at), image: place })];
  };

  /** The selected pin: larger, darker (a status pin: larger, its own look), with a ring in the focus colour, drawn above every cluster. */
  const focusRing = new Style({
    image: new CircleStyle({ radius: SELECTED_RING_RADIUS, stroke: new Stroke({ color: colours.focus, width: 3 }) }),
  });
  const plainSelected = [
    focusRing,
    new Style({
      image: new CircleStyle({
        radius: SELECTED_PIN_RADIUS,
        fill: new Fill({ color: colours.pinSelected }),
        stroke: new Stroke({ color: colours.onPin, width: 3 }),
      }),
    }),
  ];
  const selected = (feature: FeatureLike): Style[] => {
    const status = feature.get('status') as BinState | undefined;
    return status ? [focusRing, statusPin(status, SELECTED_STATUS_PIN_SIZE)] : plainSelected;
  };

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
