/** A box on the screen, in pixels (y down). */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** A move of the map's content, in pixels: right and down. */
export interface Shift {
  readonly dx: number;
  readonly dy: number;
}

/** The shift that brings [lo, hi] within [min, max]; too long to fit, its start is kept in (a title, a close button). */
function fitAxis(lo: number, hi: number, min: number, max: number): number {
  if (hi - lo > max - min || lo < min) return min - lo;
  return hi > max ? max - hi : 0;
}

const moved = (box: Box, { dx, dy }: Shift): Box => ({
  left: box.left + dx,
  right: box.right + dx,
  top: box.top + dy,
  bottom: box.bottom + dy,
});
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * How far to move the map so that the info window (`popup`, anchored on its pin) lies inside the map
 * (`frame`) `margin` pixels from its edges, and `margin` pixels clear of each box to `avoid` (the zoom
 * buttons): the least move that does, along one axis for each box; none when it already does.
 */
export function shiftToClear(popup: Box, frame: Box, avoid: readonly Box[], margin: number): Shift {
  const inner = { left: frame.left + margin, top: frame.top + margin, right: frame.right - margin, bottom: frame.bottom - margin };
  let shift: Shift = {
    dx: fitAxis(popup.left, popup.right, inner.left, inner.right),
    dy: fitAxis(popup.top, popup.bottom, inner.top, inner.bottom),
  };
  for (const box of avoid) {
    const at = moved(popup, shift);
    const kept = { left: box.left - margin, top: box.top - margin, right: box.right + margin, bottom: box.bottom + margin };
    if (!overlap(at, kept)) continue;
    const ways: Shift[] = [
      { dx: kept.right - at.left, dy: 0 },
      { dx: kept.left - at.right, dy: 0 },
      { dx: 0, dy: kept.bottom - at.top },
      { dx: 0, dy: kept.top - at.bottom },
    ];
    const inside = (s: Shift) => {
      const b = moved(at, s);
      return b.left >= inner.left - 0.5 && b.right <= inner.right + 0.5 && b.top >= inner.top - 0.5 && b.bottom <= inner.bottom + 0.5;
    };
    const best = ways.filter(inside).sort((a, b) => Math.abs(a.dx) + Math.abs(a.dy) - (Math.abs(b.dx) + Math.abs(b.dy)))[0];
    if (best) shift = { dx: shift.dx + best.dx, dy: shift.dy + best.dy };
  }
  return shift;
}
