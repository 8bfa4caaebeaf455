/**
 * What the map is drawn on: the bundled offline world map (Natural Earth land and borders, no
 * network), or raster tiles from a tile server (`{z}/{x}/{y}` URL template).
 */
export type BaseMap =
  | { readonly kind: 'bundled' }
  | {
      readonly kind: 'tiles';
      /** An `https:` URL or a same-origin path with `{z}`, `{x}` and `{y}`. */
      readonly url: string;
      /** Plain text shown in the attribution; the OpenStreetMap default adds its copyright link. */
      readonly attribution: string;
    };
