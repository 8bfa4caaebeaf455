import { useT } from '../../i18n/use-t';
import styles from './Loading.module.css';

/** A polite "loading" for screens and data that are on their way. */
export function Loading({ label }: { readonly label?: string }) {
  const { t } = useT();
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t('common:status.loading')}</span>
    </div>
  );
}
