import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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
  /** Added to each item's box, e.g. to let a long list skip the layout of items off screen. */
  readonly itemClassName?: string;
}

/**
 * The WAI-ARIA accordion pattern: each header is a heading holding a native <button> with
 * aria-expanded and aria-controls, each panel a region labelled by its button and `hidden`
 * while collapsed. Native buttons give Tab, Enter and Space; ArrowUp/ArrowDown/Home/End move
 * between headers (the pattern's optional keys). Any number of items can be open at once,
 * since readers often compare two answers.
 */
export function Accordion({ items, headingLevel = 2, defaultExpanded = [], className, itemClassName }: AccordionProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpanded));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
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
  };

  return (
    <div className={[styles.accordion, className ?? ''].filter(Boolean).join(' ')}>
      {items.map((item, index) => {
        const open = expanded.has(item.id);
        const buttonId = `${baseId}-${item.id}-header`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={itemClassName ? `${styles.item} ${itemClassName}` : styles.item}>
            <Heading className={styles.heading}>
              <button
                ref={(node) => {
                  buttons.current[index] = node;
                }}
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
                  <path
                    d="M5 7.5l5 5 5-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              {typeof item.content === 'function' ? open && item.content() : item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
