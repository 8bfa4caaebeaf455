import { OSM_TILES_URL, parseBaseMap } from '../../../src/adapters/map/base-map';
import { readConfig } from '../../../src/composition/config';

/** The base map the settings give, read as the map's code reads them. */
const baseMapOf = (env: Record<string, string>) => {
  const { url, attribution } = readConfig(env).mapTiles;
  return parseBaseMap(url, attribution);
};

describe('the base map setting (VITE_MAP_TILES_URL)', () => {
  it("defaults to OpenStreetMap's standard tiles with their required attribution", () => {
    const baseMap = baseMapOf({});
    expect(baseMap).toEqual({ kind: 'tiles', url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attributionHtml: expect.any(String) });
    if (baseMap.kind !== 'tiles') throw new Error('unreachable');
    expect(baseMap.attributionHtml).toContain('© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors');
  });

  it('uses the bundled world map for "bundled"', () => {
    expect(baseMapOf({ VITE_MAP_TILES_URL: 'bundled' })).toEqual({ kind: 'bundled' });
    expect(baseMapOf({ VITE_MAP_TILES_URL: '  bundled ' })).toEqual({ kind: 'bundled' });
  });

  it.each(['https://tiles.example.com/osm/{z}/{x}/{y}.png', '/tiles/{z}/{x}/{y}.webp', 'https://{a-c}.tiles.example/{z}/{x}/{y}@2x.png'])(
    'takes the tile server %s',
    (url) => {
      expect(baseMapOf({ VITE_MAP_TILES_URL: url })).toMatchObject({ kind: 'tiles', url });
    },
  );

  it.each([
    'javascript:alert(1)//{z}/{x}/{y}',
    'http://tiles.example.com/{z}/{x}/{y}.png',
    '//tiles.example.com/{z}/{x}/{y}.png',
    'https://user:secret@tiles.example.com/{z}/{x}/{y}.png',
    'https://tiles.example.com/tiles.png',
    'data:image/png;base64,{z}{x}{y}',
    'not a url {z} {x} {y}',
  ])('refuses %s and draws the offline map instead of loading it', (url) => {
    expect(parseBaseMap(url, undefined)).toEqual({ kind: 'bundled' });
  });

  it("shows a custom server's attribution as text, never as markup", () => {
    const baseMap = parseBaseMap('https://tiles.example.com/{z}/{x}/{y}.png', '<img src=x onerror="alert(1)"> © Tiles & Co');
    expect(baseMap).toEqual({
      kind: 'tiles',
      url: 'https://tiles.example.com/{z}/{x}/{y}.png',
      attributionHtml: '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; © Tiles &amp; Co',
    });
  });

  it('credits OpenStreetMap on a custom server that names no attribution (its data is usually theirs)', () => {
    expect(parseBaseMap('/tiles/{z}/{x}/{y}.png', '  ')).toMatchObject({ attributionHtml: expect.stringContaining('OpenStreetMap') });
    expect(OSM_TILES_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });
});
