// OpenStreetMap's tile server, which the production build draws its maps from (no VITE_MAP_TILES_URL,
// as in production). There is no network here, so it is played by a blank tile: the request still
// leaves the page (its Content-Security-Policy is what lets it through, or not), and every tile asked
// for is kept. A request the route answers never tries to leave, so the fence lets it be.
import type { Page } from '@playwright/test';

export const OSM = 'https://tile.openstreetmap.org';

/** A 1×1 transparent PNG. */
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Answers the page's requests to OpenStreetMap's tile server with a blank tile; returns their URLs as they come. */
export async function fakeOsmTiles(page: Page): Promise<string[]> {
  const tiles: string[] = [];
  await page.route(`${OSM}/**`, (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE });
  });
  return tiles;
}
