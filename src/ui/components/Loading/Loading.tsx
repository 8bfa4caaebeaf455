import { useT } from '../../i18n/use-t';
import styles from './Loading.module.css';

/**
 * A polite "loading" for screens and data that are on their way. A whole screen's takes the page's
 * height; a section's (`className`) takes the size of what it stands for, so nothing jumps when it arrives.
 */
export function Loading({ label, className }: { readonly label?: string; readonly className?: string }) {
  const { t } = useT();
  return (
    <div
      className={className === undefined ? `${styles.loading} ${styles.page}` : `${styles.loading} ${styles.section} ${className}`}
      role="status"
    >
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t('common:status.loading')}</span>
    </div>
  );
}
