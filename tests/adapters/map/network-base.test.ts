import type BaseLayer from 'ol/layer/Base';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { OSM_ATTRIBUTION_HTML, OSM_TILES_URL } from '../../../src/adapters/map/base-map';
import { DEFAULT_COLOURS } from '../../../src/adapters/map/map-look';
import { networkBase } from '../../../src/adapters/map/network-base';

const TILES = { kind: 'tiles', url: OSM_TILES_URL, attributionHtml: OSM_ATTRIBUTION_HTML } as const;

/** What the map draws under its pins: "tiles" or "bundled" (the world map's vector layers). */
const drawn = (layers: BaseLayer[]) =>
  layers.every((layer) => layer instanceof TileLayer)
    ? 'tiles'
    : layers.every((layer) => layer instanceof VectorLayer)
      ? 'bundled'
      : 'mixed';

function browser(online: boolean) {
  const events = new EventTarget();
  const state = { online };
  const go = (now: boolean) => {
    state.online = now;
    events.dispatchEvent(new Event(now ? 'online' : 'offline'));
  };
  return { events, isOnline: () => state.online, go };
}

describe('the map’s base follows the network', () => {
  it('draws the tiles online and the bundled map once the browser goes offline, then the tiles again', () => {
    const net = browser(true);
    const { group } = networkBase(TILES, DEFAULT_COLOURS, net.isOnline, net.events);
    const tiles = group.getLayers().getArray().slice();
    expect(drawn(tiles)).toBe('tiles');

    net.go(false);
    expect(drawn(group.getLayers().getArray())).toBe('bundled');

    net.go(true);
    expect(group.getLayers().getArray()).toEqual(tiles);
  });

  it('opened offline, draws the bundled map and asks for no tile until the signal is back', () => {
    const net = browser(false);
    const { group } = networkBase(TILES, DEFAULT_COLOURS, net.isOnline, net.events);
    expect(drawn(group.getLayers().getArray())).toBe('bundled');
    net.go(true);
    expect(drawn(group.getLayers().getArray())).toBe('tiles');
  });

  it('stops following once the map is closed', () => {
    const net = browser(true);
    const { group, stop } = networkBase(TILES, DEFAULT_COLOURS, net.isOnline, net.events);
    stop();
    net.go(false);
    expect(drawn(group.getLayers().getArray())).toBe('tiles');
  });

  it('a map configured to the bundled base stays on it whatever the network', () => {
    const net = browser(true);
    const { group } = networkBase({ kind: 'bundled' }, DEFAULT_COLOURS, net.isOnline, net.events);
    net.go(false);
    net.go(true);
    expect(drawn(group.getLayers().getArray())).toBe('bundled');
  });
});
