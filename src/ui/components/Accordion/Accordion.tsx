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
  /**
   * A long list: its items drawn in boxes of this many, each with `groupClassName`, so the browser can
   * skip the layout of whole boxes off screen (10,000 rows are 100 boxes to place, not 10,000 items).
   */
  readonly group?: { readonly size: number; readonly className: string };
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
 * One item. Memoised, with stable callbacks: opening one item, or a long list growing by a batch,
 * renders only the items that changed, not every one before them (issue 42: 10,000 transactions).
 */
const Row = memo(function Row({ item, index, open, baseId, heading: Heading, itemClassName, toggle, onKeyDown, register }: RowProps) {
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

/**
 * The WAI-ARIA accordion pattern: each header is a heading holding a native <button> with
 * aria-expanded and aria-controls, each panel a region labelled by its button and `hidden`
 * while collapsed. Native buttons give Tab, Enter and Space; ArrowUp/ArrowDown/Home/End move
 * between headers (the pattern's optional keys). Any number of items can be open at once,
 * since readers often compare two answers.
 */
export function Accordion({ items, headingLevel = 2, defaultExpanded = [], className, itemClassName, group }: AccordionProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpanded));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The arrows' keys read the count when pressed: a callback that does not change as a long list grows.
  const count = useRef(items.length);
  useEffect(() => {
    count.current = items.length;
  }, [items.length]);

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
  const register = useCallback((index: number, node: HTMLButtonElement | null) => {
    buttons.current[index] = node;
  }, []);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = count.current - 1;
    const target =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }, []);

  const rows = items.map((item, index) => (
    <Row
      key={item.id}
      item={item}
      index={index}
      open={expanded.has(item.id)}
      baseId={baseId}
      heading={`h${headingLevel}`}
      itemClassName={itemClassName}
      toggle={toggle}
      onKeyDown={onKeyDown}
      register={register}
    />
  ));
  const groups = group
    ? Array.from({ length: Math.ceil(rows.length / group.size) }, (_, g) => (
        <div key={g} className={`${styles.accordion} ${group.className}`}>
          {rows.slice(g * group.size, (g + 1) * group.size)}
        </div>
      ))
    : rows;
  return <div className={[styles.accordion, className ?? ''].filter(Boolean).join(' ')}>{groups}</div>;
}
