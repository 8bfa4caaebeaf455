/**
 * What the map is drawn on: the bundled offline world map (Natural Earth land and borders, no
 * network), or raster tiles from a tile server (`{z}/{x}/{y}` URL template).
 */
export type BaseMap =
  | { readonly kind: 'bundled' }
  | {
      readonly kind: 'tiles';
      /** An `https:` URL, or a path on the app's own origin, with `{z}`, `{x}` and `{y}`. */
      readonly url: string;
      /** HTML for the attribution control, built here from trusted parts and escaped text only. */
      readonly attributionHtml: string;
    };

/** OpenStreetMap's standard tiles: fine for light use under their tile usage policy (docs/decisions.md). */
export const OSM_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION_HTML = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
export const NATURAL_EARTH_ATTRIBUTION_HTML = '<a href="https://www.naturalearthdata.com/">Natural Earth</a>';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A tile URL template we are willing to put in an <img src>: https or same-origin, with z, x and y. */
function isTileTemplate(url: string): boolean {
  if (!url.includes('{z}') || !url.includes('{x}') || !url.includes('{y}')) return false;
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const parsed = new URL(url.replaceAll(/\{[a-z-]+\}/g, '0'));
    return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

/**
 * Reads `VITE_MAP_TILES_URL` and `VITE_MAP_TILES_ATTRIBUTION`. Unset: OpenStreetMap's tiles.
 * `bundled`: the offline world map. A value that is not a usable template (not https, no `{z}`…)
 * also gives the offline map, rather than sending the customers' browsers somewhere unintended.
 */
export function parseBaseMap(url: string | undefined, attribution: string | undefined): BaseMap {
  const value = url?.trim() ?? '';
  if (value === '') return { kind: 'tiles', url: OSM_TILES_URL, attributionHtml: OSM_ATTRIBUTION_HTML };
  if (value === 'bundled') return { kind: 'bundled' };
  if (!isTileTemplate(value)) return { kind: 'bundled' };
  const text = attribution?.trim();
  return { kind: 'tiles', url: value, attributionHtml: text ? escapeHtml(text) : OSM_ATTRIBUTION_HTML };
}
