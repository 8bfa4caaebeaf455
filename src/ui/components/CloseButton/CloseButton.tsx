import styles from './CloseButton.module.css';

/** The "×" that closes a dialog or a notification: a full tap target with a spoken label. */
export function CloseButton({ label, onClick }: { readonly label: string; readonly onClick: () => void }) {
  return (
    <button type="button" className={styles.close} onClick={onClick} aria-label={label}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
