/**
 * Which rows of a long list to draw (issue 42 point 3: 10,000 transactions). Pure: the hook that runs
 * it (`use-row-window.ts`) reads the geometry from the page; tests give it numbers.
 *
 * A row's height is the one last measured, or the estimate (the mean of those measured) until it has
 * been drawn once. The rows not drawn keep their space (`spaceOf`), so the page's height stays put as
 * the window moves. A linear walk: 10,000 additions a scroll event cost a few microseconds.
 */

/** A run of rows drawn, `start` included, `end` not. */
export interface Segment {
  readonly start: number;
  readonly end: number;
}

/** The rows' heights as last measured (none: never drawn), and their mean, the estimate for the others. */
export class RowHeights {
  private readonly heights: number[] = [];
  private sum = 0;
  private measured = 0;

  constructor(private readonly fallback: number) {}

  /** The estimate for a row never drawn: the mean of those measured, else the fallback. */
  get estimate(): number {
    return this.measured ? this.sum / this.measured : this.fallback;
  }

  of(index: number): number {
    return this.heights[index] ?? this.estimate;
  }

  /** Records a row's height; answers whether it changed. */
  set(index: number, height: number): boolean {
    const before = this.heights[index];
    if (height <= 0 || before === height) return false;
    this.sum += height - (before ?? 0);
    if (before === undefined) this.measured++;
    this.heights[index] = height;
    return true;
  }

  /** The height of rows `start` to `end` (not included). */
  between(start: number, end: number): number {
    let total = 0;
    for (let i = start; i < end; i++) total += this.of(i);
    return total;
  }
}

export interface WindowInput {
  readonly count: number;
  readonly heights: Pick<RowHeights, 'of'>;
  /** The viewport, in pixels from the list's top (negative while the list starts below it). */
  readonly top: number;
  readonly bottom: number;
  /** Drawn beyond each edge of the viewport, so a fast scroll shows rows, not space. */
  readonly overscan: number;
  /** Drawn at the least, from the first row of the viewport: a screenful before anything is measured. */
  readonly minRows: number;
  /** A row drawn whatever the viewport, with the one before and the one after it (the focused row: Tab and Shift+Tab reach its neighbours). */
  readonly pinned: number | null;
}

/** The rows around the viewport, and the pinned row's, in order, merged where they touch. */
export function rowWindow({ count, heights, top, bottom, overscan, minRows, pinned }: WindowInput): readonly Segment[] {
  let start = 0;
  let y = 0;
  while (start < count - 1 && y + heights.of(start) <= top - overscan) y += heights.of(start++);
  let end = start;
  while (end < count && (y < bottom + overscan || end - start < minRows)) y += heights.of(end++);
  const shown = { start, end: Math.max(end, Math.min(count, start + 1)) };
  if (pinned === null || pinned < 0 || pinned >= count) return [shown];
  const focus = { start: Math.max(0, pinned - 1), end: Math.min(count, pinned + 2) };
  // Apart, in order; or one run where they touch.
  if (focus.end < shown.start) return [focus, shown];
  if (focus.start > shown.end) return [shown, focus];
  return [{ start: Math.min(focus.start, shown.start), end: Math.max(focus.end, shown.end) }];
}

/** The space kept before each segment (for the rows not drawn since the previous one) and after the last. */
export function spaceOf(segments: readonly Segment[], count: number, heights: Pick<RowHeights, 'between'>) {
  let from = 0;
  const before = segments.map((s) => {
    const space = heights.between(from, s.start);
    from = s.end;
    return space;
  });
  return { before, after: heights.between(from, count) };
}

export const sameWindow = (a: readonly Segment[], b: readonly Segment[]) =>
  a.length === b.length && a.every((s, i) => s.start === b[i]?.start && s.end === b[i]?.end);
