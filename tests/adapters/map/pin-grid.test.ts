import type { MapPin } from '../../../src/core/places/ports/map.port';
import { gridClusters, pinSet, singles } from '../../../src/adapters/map/pin-grid';

/** Pins on a plane: (lng, lat) taken as (x, y) map units. */
const flat = () => undefined;
const pin = (id: string, x: number, y: number, status?: MapPin['status']): MapPin => ({
  id,
  label: id,
  point: { lat: y, lng: x },
  ...(status ? { status } : {}),
});
const WORLD = [-1e7, -1e7, 1e7, 1e7] as const;

describe('clustering the pins (issue 21, point 6)', () => {
  it('draws pins closer than the distance as one cluster, at their mean place, and far ones apart', () => {
    const set = pinSet([pin('a', 0, 0), pin('b', 10, 0), pin('c', 1000, 1000)], flat);
    const groups = gridClusters(set, WORLD, 44);
    expect(groups).toHaveLength(2);
    const pair = groups.find((g) => g.members.length === 2);
    expect(pair).toMatchObject({ x: 5, y: 0 });
    expect(groups.find((g) => g.members.length === 1)).toMatchObject({ x: 1000, y: 1000 });
  });

  it('never leaves two marks closer than the distance, even across a cell edge', () => {
    // 43.9 and 44.1 lie in two cells 44 wide; they are drawn 0.2 apart.
    const set = pinSet([pin('a', 43.9, 1), pin('b', 44.1, 1)], flat);
    expect(gridClusters(set, WORLD, 44)).toHaveLength(1);
  });

  it('counts in each cluster how many bins are full or out of order, and keeps a lone pin its status', () => {
    const set = pinSet(
      [pin('a', 0, 0, 'open'), pin('b', 1, 0, 'full'), pin('c', 2, 0, 'out_of_order'), pin('d', 3, 0, 'unknown'), pin('e', 500, 0, 'full')],
      flat,
    );
    const groups = gridClusters(set, WORLD, 44);
    expect(groups.find((g) => g.members.length === 4)?.unavailable).toBe(2);
    const lone = groups.find((g) => g.members.length === 1);
    expect(lone).toMatchObject({ unavailable: 1, status: 'full' });
    // A cluster has no status of its own: its badge says it.
    expect(groups.find((g) => g.members.length === 4)?.status).toBeUndefined();
    // Pins without status: a plain cluster.
    expect(gridClusters(pinSet([pin('x', 0, 0), pin('y', 1, 1)], flat), WORLD, 44)[0]?.unavailable).toBe(0);
  });

  it('groups only the pins within the extent asked, every one of them once', () => {
    const pins = Array.from({ length: 2000 }, (_, i) => pin(String(i), (i % 50) * 30, Math.floor(i / 50) * 30));
    const set = pinSet(pins, flat);
    const all = gridClusters(set, WORLD, 100);
    expect(all.reduce((n, g) => n + g.members.length, 0)).toBe(2000);
    expect(new Set(all.flatMap((g) => g.members)).size).toBe(2000);
    const some = gridClusters(set, [0, 0, 299, 299], 100);
    expect(some.reduce((n, g) => n + g.members.length, 0)).toBe(100);
  });

  // Its speed is measured by `npm run bench` (the big map's pan frames), not timed here: a timed test
  // fails on a busy machine.
  it('clusters 50,000 pins into a map’s worth of groups, each pin in exactly one', () => {
    const pins = Array.from({ length: 50_000 }, (_, i) => pin(String(i), Math.sin(i) * 1e6, Math.cos(i * 1.3) * 1e6));
    const groups = gridClusters(pinSet(pins, flat), WORLD, 44 * 2500);
    expect(groups.length).toBeLessThan(2000);
    const members = groups.flatMap((g) => g.members).sort((a, b) => a - b);
    expect(members).toEqual(pins.map((_, i) => i));
  });

  it('keeps each pin alone where pins are spread (the countries map), with its status', () => {
    const groups = singles(pinSet([pin('a', 0, 0, 'out_of_order'), pin('b', 0, 0)], flat));
    expect(groups.map((g) => g.members)).toEqual([[0], [1]]);
    expect(groups[0]).toMatchObject({ status: 'out_of_order', unavailable: 1 });
    expect(groups[1]?.status).toBeUndefined();
  });
});
