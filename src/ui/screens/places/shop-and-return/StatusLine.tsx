import type { BinState } from '../../../../core/places/bin-status';
import styles from './StatusLine.module.css';

/** The glyph each state has on the map and here: the shape says it as well as the colour (WCAG 1.4.1). */
export const STATUS_GLYPH: Readonly<Record<BinState, string>> = { open: '✓', full: '▲', out_of_order: '✕', unknown: '?' };

/** A bin's status in words with its glyph, coloured by state; the glyph is decoration (the words say it). */
export function StatusLine({ state, words }: { readonly state: BinState; readonly words: string }) {
  return (
    <span className={styles.status} data-state={state}>
      <span className={styles.glyph} aria-hidden="true">
        {STATUS_GLYPH[state]}
      </span>
      <span>{words}</span>
    </span>
  );
}
