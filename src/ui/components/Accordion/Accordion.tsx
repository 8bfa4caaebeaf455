import { memo, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Accordion.module.css';

export interface AccordionItem {
  /** Stable and unique within the accordion: it keys the item and names its ids. */
  readonly id: string;
  /** The header text, shown inside the heading's button. */
  readonly title: ReactNode;
  /**
   * The panel, shown while the item is expanded. A function is called only while the item is open,
   * so a long list does not build a thousand panels nobody opened.
   */
  readonly content: ReactNode | (() => ReactNode);
}

export interface AccordionProps {
  readonly items: readonly AccordionItem[];
  /** The level of each header's heading, to fit the page's outline (h1 → h2 → h3). */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Ids of the items expanded on first render; afterwards the accordion keeps its own state. */
  readonly defaultExpanded?: readonly string[];
  readonly className?: string;
  /** Added to each item's box. */
  readonly itemClassName?: string;
}

interface RowProps {
  readonly item: AccordionItem;
  readonly index: number;
  readonly open: boolean;
  readonly baseId: string;
  readonly heading: `h${NonNullable<AccordionProps['headingLevel']>}`;
  readonly itemClassName: string | undefined;
  readonly toggle: (id: string) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
  readonly register: (index: number, node: HTMLButtonElement | null) => void;
}

/**
 * One item. Memoised, with stable callbacks: opening one item, or a long list's window moving,
 * renders only the items that changed, not every one before them (issue 42: 10,000 transactions).
 */
export const AccordionRow = memo(function Row({
  item,
  index,
  open,
  baseId,
  heading: Heading,
  itemClassName,
  toggle,
  onKeyDown,
  register,
}: RowProps) {
  const buttonId = `${baseId}-${item.id}-header`;
  const panelId = `${baseId}-${item.id}-panel`;
  return (
    <div className={itemClassName ? `${styles.item} ${itemClassName}` : styles.item}>
      <Heading className={styles.heading}>
        <button
          ref={(node) => register(index, node)}
          type="button"
          id={buttonId}
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => toggle(item.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          <span className={styles.title}>{item.title}</span>
          <svg className={styles.chevron} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
        {typeof item.content === 'function' ? open && item.content() : item.content}
      </div>
    </div>
  );
});

/** The items expanded, by id, and the stable callback that opens or closes one. */
export function useExpanded(initial: readonly string[]) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(initial));
  const toggle = useCallback(
    (id: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const open = useCallback((id: string) => setExpanded((current) => (current.has(id) ? current : new Set(current).add(id))), []);
  return { expanded, toggle, open };
}

/** The header a key moves the focus to from header `index` of `last + 1` (the pattern's optional keys), or null. */
export function arrowTarget(key: string, index: number, last: number): number | null {
  if (key === 'ArrowDown') return index === last ? 0 : index + 1;
  if (key === 'ArrowUp') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/**
 * The WAI-ARIA accordion pattern: each header is a heading holding a native <button> with
 * aria-expanded and aria-controls, each panel a region labelled by its button and `hidden`
 * while collapsed. Native buttons give Tab, Enter and Space; ArrowUp/ArrowDown/Home/End move
 * between headers (the pattern's optional keys). Any number of items can be open at once,
 * since readers often compare two answers. A list too long to draw whole: `WindowedAccordion`.
 */
export function Accordion({ items, headingLevel = 2, defaultExpanded = [], className, itemClassName }: AccordionProps) {
  const baseId = useId();
  const { expanded, toggle } = useExpanded(defaultExpanded);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The arrows' keys read the count when pressed: a callback that does not change as a long list grows.
  const count = useRef(items.length);
  useEffect(() => {
    count.current = items.length;
  }, [items.length]);

  const register = useCallback((index: number, node: HTMLButtonElement | null) => {
    buttons.current[index] = node;
  }, []);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = arrowTarget(event.key, index, count.current - 1);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }, []);

  const shared = { baseId, heading: `h${headingLevel}` as const, itemClassName, toggle, onKeyDown, register };
  return (
    <div className={[styles.accordion, className ?? ''].filter(Boolean).join(' ')}>
      {items.map((item, index) => (
        <AccordionRow key={item.id} item={item} index={index} open={expanded.has(item.id)} {...shared} />
      ))}
    </div>
  );
}
