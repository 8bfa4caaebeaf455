/** A place on the screen, in pixels. */
export interface ScreenPoint {
  readonly x: number;
  readonly y: number;
}

/** Enough for a few dozen pins to settle; past it the places are as good as they get. */
const MAX_ROUNDS = 200;

/**
 * Where to draw pins so that no two centres are closer than `gap` pixels: each pair too close is
 * pushed apart along the line between them, about its middle, until none is (pins on one spot part
 * in directions set by their order, so the same pins always land in the same places). Pins already
 * apart are not moved. For a handful of pins (the countries map): every pair is compared each round.
 */
export function spreadApart(points: readonly ScreenPoint[], gap: number): ScreenPoint[] {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const n = points.length;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let moved = false;
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        let dx = (xs[j] as number) - (xs[i] as number);
        let dy = (ys[j] as number) - (ys[i] as number);
        let distance = Math.hypot(dx, dy);
        if (distance >= gap - 1e-6) continue;
        if (distance < 1e-6) {
          const angle = (2 * Math.PI * j) / n;
          [dx, dy, distance] = [Math.cos(angle), Math.sin(angle), 1];
        }
        const push = (gap - distance) / 2 / distance;
        xs[i] = (xs[i] as number) - dx * push;
        ys[i] = (ys[i] as number) - dy * push;
        xs[j] = (xs[j] as number) + dx * push;
        ys[j] = (ys[j] as number) + dy * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return xs.map((x, i) => ({ x, y: ys[i] as number }));
}
