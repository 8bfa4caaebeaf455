import { startTransition, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { RowHeights, rowWindow, sameWindow, spaceOf, type Segment } from './row-window';

/** A row's height until one is measured (a transaction's header on a phone is about this). */
const ESTIMATE_PX = 100;
/**
 * Rows drawn at the least, before anything is measured (and in jsdom, which has no layout): a phone's
 * screenful (about 8 headers) and a few; the screen's height beyond it follows once measured. Were
 * 30 until issue 46 (point 4): the first render of a first visit's history, the largest part of its
 * blocking time, drew rows no screen showed.
 */
const MIN_ROWS = 12;

/**
 * The heights of the rows drawn, kept by one ResizeObserver (none in jsdom: the estimate stands);
 * `moved` runs when one changed. No render of its own: the space of the rows not drawn is worked
 * out when the window moves.
 */
class RowSizes {
  readonly heights = new RowHeights(ESTIMATE_PX);
  private moved = () => undefined as void;
  private readonly observer =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver((entries) => {
          let changed = false;
          for (const entry of entries) {
            const row = Number((entry.target as HTMLElement).dataset.row);
            changed = this.heights.set(row, entry.borderBoxSize[0]?.blockSize ?? 0) || changed;
          }
          if (changed) this.moved();
        });

  /** A row's ref: measured while it is drawn (its index in `data-row`). */
  readonly observe = (node: HTMLElement | null) => {
    const observer = this.observer;
    if (!node || !observer) return;
    observer.observe(node);
    return () => observer.unobserve(node);
  };

  /** What to run when a row's height changed (the window worked out again). */
  onChange(moved: () => void) {
    this.moved = moved;
  }

  disconnect() {
    this.observer?.disconnect();
  }
}

/**
 * The window of a list scrolled with the page (issue 42 point 3): the rows within a screen's height of
 * the viewport, and the pinned one's (the focused row). Moves on the page's scroll and resize, and when
 * a drawn row's height changes (`measure` is each row's ref). What is on screen does not move when rows
 * above it are measured: the browser's scroll anchoring keeps it (`overflow-anchor`, Chromium and
 * Firefox; docs/decisions/history-and-account.md).
 */
export function useRowWindow(count: number, list: RefObject<HTMLElement | null>) {
  const [sizes] = useState(() => new RowSizes());
  const { heights } = sizes;
  const [pinned, pin] = useState<number | null>(null);
  const [segments, setSegments] = useState<readonly Segment[]>(() => [{ start: 0, end: Math.min(count, MIN_ROWS) }]);

  // Before the paint: the first window, and again when the list grows or the pin moves; then with the
  // page's scroll and size, and the rows' heights. The geometry is the page's: read here, not in render.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const update = () => {
      const top = -element.getBoundingClientRect().top;
      const screen = window.innerHeight;
      const next = rowWindow({ count, heights, top, bottom: top + screen, overscan: screen, minRows: MIN_ROWS, pinned });
      setSegments((current) => (sameWindow(current, next) ? current : next));
    };
    // As the page scrolls, the rows it brings are drawn in a transition: React yields to the browser
    // every few milliseconds instead of drawing a flick's rows in one task (the screen's height drawn
    // beyond each edge covers the frame or two it may lag).
    const follow = () => startTransition(update);
    update();
    sizes.onChange(follow);
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
    };
  }, [count, heights, list, pinned, sizes]);
  useEffect(() => () => sizes.disconnect(), [sizes]);

  // A shorter list (read again, other filters) until the next window: only rows that exist.
  const shown = segments.map((s) => ({ start: Math.min(s.start, count), end: Math.min(s.end, count) })).filter((s) => s.end > s.start);
  return { segments: shown, space: spaceOf(shown, count, heights), measure: sizes.observe, pin };
}
