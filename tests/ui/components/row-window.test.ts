import { RowHeights, rowWindow, sameWindow, spaceOf } from '../../../src/ui/components/Accordion/row-window';

// Issue 42 point 3: which rows of a long list are drawn, from the viewport and the rows' heights.

const SCREEN = 800;
/** The window of `count` rows of 100 px (none measured) with the viewport at `top`. */
const at = (top: number, { count = 10_000, pinned = null as number | null, heights = new RowHeights(100) } = {}) =>
  rowWindow({ count, heights, top, bottom: top + SCREEN, overscan: SCREEN, minRows: 30, pinned });

describe('RowHeights', () => {
  it('estimates the rows never drawn by the mean of those measured, the fallback before any', () => {
    const heights = new RowHeights(100);
    expect(heights.of(5)).toBe(100);
    expect(heights.set(0, 80)).toBe(true);
    expect(heights.set(1, 120)).toBe(true);
    expect(heights.of(0)).toBe(80);
    expect(heights.of(5_000)).toBe(100);
    expect(heights.set(2, 160)).toBe(true);
    expect(heights.of(5_000)).toBe(120);
    // The same height again is no change; a row measured again counts once.
    expect(heights.set(2, 160)).toBe(false);
    expect(heights.set(2, 40)).toBe(true);
    expect(heights.estimate).toBe(80);
    expect(heights.between(0, 4)).toBe(80 + 120 + 40 + 80);
  });
});

describe('rowWindow', () => {
  it('draws a screenful at the least, from the first row, before anything is measured', () => {
    expect(at(0)).toEqual([{ start: 0, end: 30 }]);
    expect(at(-400)).toEqual([{ start: 0, end: 30 }]);
    expect(at(0, { count: 12 })).toEqual([{ start: 0, end: 12 }]);
  });

  it('draws the rows within a screen of the viewport, wherever it is in 10,000', () => {
    // Viewport 500,000–500,800 px: rows from 499,200 px to 501,600 px (30 at the least).
    expect(at(500_000)).toEqual([{ start: 4_992, end: 5_022 }]);
    expect(at(999_200)).toEqual([{ start: 9_984, end: 10_000 }]);
    // Beyond the end (a list that just got shorter): its last row still.
    expect(at(5_000_000)).toEqual([{ start: 9_999, end: 10_000 }]);
  });

  it('places the rows by their measured heights', () => {
    const heights = new RowHeights(100);
    for (let i = 0; i < 100; i++) heights.set(i, 300);
    // The first 100 rows are 30,000 px; the others are estimated at their mean, 300.
    expect(at(30_000, { heights })).toEqual([{ start: 97, end: 127 }]);
  });

  it('keeps the pinned (focused) row and its neighbours drawn, apart from the viewport or merged with it', () => {
    expect(at(500_000, { pinned: 10 })).toEqual([
      { start: 9, end: 12 },
      { start: 4_992, end: 5_022 },
    ]);
    expect(at(500_000, { pinned: 5_022 })).toEqual([{ start: 4_992, end: 5_024 }]);
    expect(at(0, { pinned: 0 })).toEqual([{ start: 0, end: 30 }]);
    expect(at(0, { pinned: 9_999 })).toEqual([
      { start: 0, end: 30 },
      { start: 9_998, end: 10_000 },
    ]);
  });
});

describe('spaceOf', () => {
  it('keeps the space of the rows not drawn, so the list is as tall wherever its window is', () => {
    const heights = new RowHeights(100);
    for (let i = 0; i < 50; i++) heights.set(i, 150);
    const total = heights.between(0, 10_000);
    for (const segments of [at(0, { heights }), at(500_000, { heights, pinned: 3 }), at(999_000, { heights, pinned: 5_000 })]) {
      const { before, after } = spaceOf(segments, 10_000, heights);
      const drawn = segments.reduce((sum, s) => sum + heights.between(s.start, s.end), 0);
      expect(before.reduce((a, b) => a + b, 0) + drawn + after).toBe(total);
    }
    expect(spaceOf([{ start: 9, end: 12 }], 20, new RowHeights(100))).toEqual({ before: [900], after: 800 });
  });

  it('tells a window that did not move', () => {
    expect(sameWindow(at(500_000), at(500_010))).toBe(true);
    expect(sameWindow(at(500_000), at(500_200))).toBe(false);
    expect(sameWindow(at(0), at(0, { pinned: 9_999 }))).toBe(false);
  });
});
