import styles from './EarlyCopySlot.module.css';

const NOTHING = { __html: '' };

/**
 * Where the account's frame paints the device's copy before the app has arrived (issue 46 point 4:
 * src/early/paint-account-copy.ts). Written empty; React neither reads nor changes what an element
 * with inner HTML holds when it hydrates the page, so the painted copy stays until the app's own
 * drawing of it replaces the slot in one commit. Its children lay out as the page's own (`display:
 * contents`), so that drawing lands exactly where they were.
 */
export function EarlyCopySlot() {
  return <div className={styles.slot} data-early-copy="" dangerouslySetInnerHTML={NOTHING} suppressHydrationWarning />;
}
