import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { CloseButton } from '../CloseButton/CloseButton';
import styles from './Modal.module.css';

export interface ModalProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A dialog on the native <dialog> element opened with showModal(): the browser makes the
 * rest of the page inert (focus stays inside) and Escape closes it; focus returns to
 * whatever opened it.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => opener?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <CloseButton label={t('common:actions.close')} onClick={onClose} />
      </div>
      {children}
    </dialog>
  );
}
