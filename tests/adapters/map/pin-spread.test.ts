import { spreadApart, type ScreenPoint } from '../../../src/adapters/map/pin-spread';

const GAP = 36;
const closest = (points: readonly ScreenPoint[]) => {
  let least = Infinity;
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i] as ScreenPoint;
      const b = points[j] as ScreenPoint;
      least = Math.min(least, Math.hypot(a.x - b.x, a.y - b.y));
    }
  return least;
};
const centroid = (points: readonly ScreenPoint[]) => ({
  x: points.reduce((s, p) => s + p.x, 0) / points.length,
  y: points.reduce((s, p) => s + p.y, 0) / points.length,
});

describe('pins spread apart (the countries map: five pins, each one a tap)', () => {
  it('leaves pins that are already apart where they are', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 0, y: 40 },
    ];
    expect(spreadApart(points, GAP)).toEqual(points);
  });

  it.each([
    [
      'Paris and London on a phone (7 px apart)',
      [
        { x: 3.5, y: 5.8 },
        { x: 0, y: 0 },
      ],
    ],
    [
      'Ottawa and Washington (13 px apart)',
      [
        { x: 0, y: 0 },
        { x: 1.9, y: 12.5 },
      ],
    ],
    [
      'two pins on the same spot',
      [
        { x: 10, y: 10 },
        { x: 10, y: 10 },
      ],
    ],
    ['five pins on the same spot', Array.from({ length: 5 }, () => ({ x: 50, y: 50 }))],
    [
      'the five markets at the widest zoom',
      [
        { x: 0, y: 0 },
        { x: 4, y: 6 },
        { x: -110, y: 12 },
        { x: -112, y: 25 },
        { x: 195, y: 40 },
      ],
    ],
    ['a row of pins 5 px apart', Array.from({ length: 6 }, (_, i) => ({ x: i * 5, y: 0 }))],
  ])('moves %s until none is closer than the gap', (_name, points) => {
    const spread = spreadApart(points, GAP);
    expect(spread).toHaveLength(points.length);
    expect(closest(spread)).toBeGreaterThanOrEqual(GAP - 0.5);
    for (const p of spread) expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
  });

  it('moves a crowded pair apart along the line between them, about their middle', () => {
    const [london, paris] = spreadApart(
      [
        { x: 0, y: 0 },
        { x: 3.5, y: 5.8 },
      ],
      GAP,
    ) as [ScreenPoint, ScreenPoint];
    // London stays up and to the left of Paris, as on the ground
    expect(london.x).toBeLessThan(paris.x);
    expect(london.y).toBeLessThan(paris.y);
    const middle = centroid([london, paris]);
    expect(middle.x).toBeCloseTo(1.75, 5);
    expect(middle.y).toBeCloseTo(2.9, 5);
    // and moves each no further than it must
    expect(Math.hypot(paris.x - london.x, paris.y - london.y)).toBeCloseTo(GAP, 5);
  });

  it('gives the same places for the same pins, whatever the call (drawn again on every zoom)', () => {
    const points = Array.from({ length: 5 }, () => ({ x: 50, y: 50 }));
    expect(spreadApart(points, GAP)).toEqual(spreadApart(points, GAP));
  });

  it('does not change what it was given', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
    ];
    spreadApart(points, GAP);
    expect(points).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 1 },
    ]);
  });
});
