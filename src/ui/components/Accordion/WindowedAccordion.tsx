import { useCallback, useEffect, useId, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { AccordionRow, arrowTarget, useExpanded, type AccordionItem, type AccordionProps } from './Accordion';
import styles from './Accordion.module.css';
import { useRowWindow } from './use-row-window';

export interface WindowedAccordionProps {
  readonly items: readonly AccordionItem[];
  readonly headingLevel?: AccordionProps['headingLevel'];
  readonly itemClassName?: string;
  /** How many items there are in all, said with each item's position; -1 while unknown (more may come). */
  readonly setSize: number;
  /** The id of the list's name (its section's heading). */
  readonly labelledBy?: string;
  /** An item a link names (issue 47 point 1): opened and focused — once it is in the list, once each time it is named. */
  readonly reveal?: string | null;
}

/**
 * The accordion of a list too long to draw whole (issue 42 point 3: 10,000 transactions): only the
 * items near the viewport are in the page (`useRowWindow`), the others keep their space. What the
 * accordion does is kept: an item stays expanded while it is not drawn (the state is here, by id); the
 * focused item stays drawn, with its neighbours, so Tab and Shift+Tab go on from it and the window
 * follows; ArrowUp/ArrowDown/Home/End draw the item they move to, then focus it. It is a list, each
 * item a listitem with its position (aria-posinset, aria-setsize), so a screen reader says where it is.
 */
export function WindowedAccordion({ items, headingLevel = 2, itemClassName, setSize, labelledBy, reveal }: WindowedAccordionProps) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const { expanded, toggle, open } = useExpanded([]);
  const { segments, space, measure, pin } = useRowWindow(items.length, list);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const focusWhenDrawn = useRef<number | null>(null);

  const register = useCallback((index: number, node: HTMLButtonElement | null) => {
    if (node) buttons.current.set(index, node);
    else buttons.current.delete(index);
  }, []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
      const target = arrowTarget(event.key, index, items.length - 1);
      if (target === null) return;
      event.preventDefault();
      const button = buttons.current.get(target);
      if (button) return button.focus();
      focusWhenDrawn.current = target;
      pin(target);
    },
    // Changes as the list grows: only the rows drawn (a screenful) render again.
    [items.length, pin],
  );
  useLayoutEffect(() => {
    const button = focusWhenDrawn.current === null ? undefined : buttons.current.get(focusWhenDrawn.current);
    if (!button) return;
    focusWhenDrawn.current = null;
    button.focus();
  });
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!reveal) return void (revealed.current = null);
    const index = items.findIndex((item) => item.id === reveal);
    if (revealed.current === reveal || index < 0) return;
    revealed.current = reveal;
    open(reveal);
    const button = buttons.current.get(index);
    if (button) return button.focus();
    focusWhenDrawn.current = index;
    pin(index);
  }, [reveal, items, open, pin]);
  // Whatever moved the focus into a row (Tab, a click, the arrows), that row stays drawn.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as Element).closest<HTMLElement>('[data-row]');
    if (row) pin(Number(row.dataset.row));
  };

  const shared = { baseId, heading: `h${headingLevel}` as const, itemClassName, toggle, onKeyDown, register };
  return (
    <div
      ref={list}
      role="list"
      aria-labelledby={labelledBy}
      className={styles.windowed}
      style={{ paddingBlockStart: space.before[0], paddingBlockEnd: space.after }}
      onFocus={onFocus}
    >
      {segments.flatMap((segment, k) =>
        Array.from({ length: segment.end - segment.start }, (_, n) => {
          const index = segment.start + n;
          const item = items[index]!;
          return (
            <div
              key={item.id}
              ref={measure}
              role="listitem"
              aria-posinset={index + 1}
              aria-setsize={setSize}
              data-row={index}
              className={styles.slot}
              style={k > 0 && n === 0 ? { marginBlockStart: space.before[k] } : undefined}
            >
              <AccordionRow item={item} index={index} open={expanded.has(item.id)} {...shared} />
            </div>
          );
        }),
      )}
    </div>
  );
}
