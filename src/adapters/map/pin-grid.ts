import type { BinState } from '../../core/places/bin-status';
import type { MapPin } from '../../core/places/ports/map.port';
import { unavailable } from './pin-status';

/**
 * The pins as flat arrays in map units (Web Mercator metres), and their clustering, without
 * OpenLayers: 50,000 bins are 50,000 numbers in two typed arrays, not 50,000 features (issue 21,
 * point 6). Only the clusters around the view become features (src/adapters/map/ol-pin-source.ts).
 */
export interface PinSet {
  readonly ids: readonly string[];
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly statuses: readonly (BinState | undefined)[];
  /** Each pin's index by its id. */
  readonly index: ReadonlyMap<string, number>;
}

/** Pins drawn as one mark: a lone pin, or a cluster showing how many and how many of them take no returns. */
export interface PinGroup {
  /** Where it is drawn: its pins' mean place. */
  readonly x: number;
  readonly y: number;
  /** Indexes into the set. */
  readonly members: readonly number[];
  /** How many of them are full or out of order. */
  readonly unavailable: number;
  /** A lone pin's status (none for a cluster, or a pin without). */
  readonly status?: BinState;
}

function group(set: PinSet, x: number, y: number, members: readonly number[], count: number): PinGroup {
  const status = members.length === 1 ? set.statuses[members[0] ?? -1] : undefined;
  return status ? { x, y, members, unavailable: count, status } : { x, y, members, unavailable: count };
}

/**
 * The pins' ids, places and statuses; `project` turns longitudes and latitudes, interleaved, into map
 * units in place (OpenLayers' `fromEPSG4326`: one call for 50,000 pins, not one array per pin).
 */
export function pinSet(pins: readonly MapPin[], project: (lngLat: number[]) => void): PinSet {
  const flat = new Array<number>(pins.length * 2);
  const index = new Map<string, number>();
  pins.forEach((pin, i) => {
    flat[2 * i] = pin.point.lng;
    flat[2 * i + 1] = pin.point.lat;
    index.set(pin.id, i);
  });
  project(flat);
  const xs = new Float64Array(pins.length);
  const ys = new Float64Array(pins.length);
  for (let i = 0; i < pins.length; i++) {
    xs[i] = flat[2 * i] ?? NaN;
    ys[i] = flat[2 * i + 1] ?? NaN;
  }
  return { ids: pins.map((pin) => pin.id), xs, ys, statuses: pins.map((pin) => pin.status), index };
}

/** Each pin alone (the countries map: a handful, each a choice). */
export function singles(set: PinSet): PinGroup[] {
  return set.ids.map((_, i) => group(set, set.xs[i] ?? NaN, set.ys[i] ?? NaN, [i], unavailable(set.statuses[i]) ? 1 : 0));
}

type Extent = readonly [number, number, number, number];

/** Cells are numbered across the world: a cell's column times this plus its row (both below it). */
const ROW_SPAN = 1 << 22;
const WORLD = 20_037_508.342789244;
const cellOf = (x: number, y: number, size: number) => Math.floor((x + WORLD) / size) * ROW_SPAN + Math.floor((y + WORLD) / size);

interface Growing {
  sx: number;
  sy: number;
  members: number[];
  unavailable: number;
}

/**
 * The pins within `extent`, grouped so that no two marks are closer than `distance` (map units: the
 * cluster distance in pixels times the resolution). First a grid of cells `distance` wide, fixed on
 * the world (a pan does not move a pin from one cluster to another); then, biggest first, a cell's
 * group joins a neighbour's drawn closer than `distance`. Linear in the pins: a few milliseconds for 50,000.
 */
export function gridClusters(set: PinSet, extent: Extent, distance: number): PinGroup[] {
  const [minX, minY, maxX, maxY] = extent;
  const cells = new Map<number, Growing>();
  const { xs, ys, statuses } = set;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] ?? NaN;
    const y = ys[i] ?? NaN;
    if (!(x >= minX && x <= maxX && y >= minY && y <= maxY)) continue;
    const key = cellOf(x, y, distance);
    let cell = cells.get(key);
    if (!cell) cells.set(key, (cell = { sx: 0, sy: 0, members: [], unavailable: 0 }));
    cell.sx += x;
    cell.sy += y;
    cell.members.push(i);
    if (unavailable(statuses[i])) cell.unavailable++;
  }
  const kept = new Map<number, Growing[]>();
  const groups: Growing[] = [];
  for (const cell of [...cells.values()].sort((a, b) => b.members.length - a.members.length)) {
    const [x, y] = [cell.sx / cell.members.length, cell.sy / cell.members.length];
    const near = neighbours(kept, x, y, distance).find((other) => {
      const n = other.members.length;
      return Math.hypot(other.sx / n - x, other.sy / n - y) < distance;
    });
    if (near) {
      near.sx += cell.sx;
      near.sy += cell.sy;
      for (const member of cell.members) near.members.push(member);
      near.unavailable += cell.unavailable;
      continue;
    }
    const key = cellOf(x, y, distance);
    kept.set(key, [...(kept.get(key) ?? []), cell]);
    groups.push(cell);
  }
  return groups.map((g) => group(set, g.sx / g.members.length, g.sy / g.members.length, g.members, g.unavailable));
}

/** The groups kept in the 3 × 3 cells around a place. */
function neighbours(kept: ReadonlyMap<number, Growing[]>, x: number, y: number, size: number): Growing[] {
  const found: Growing[] = [];
  for (const dx of [-size, 0, size]) for (const dy of [-size, 0, size]) found.push(...(kept.get(cellOf(x + dx, y + dy, size)) ?? []));
  return found;
}
