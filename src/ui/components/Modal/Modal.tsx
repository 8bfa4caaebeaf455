import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { CloseButton } from '../CloseButton/CloseButton';
import styles from './Modal.module.css';
import { useTopLayerRegistration } from './top-layer';

export interface ModalProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A dialog on the native <dialog> element opened with showModal(): the browser makes the
 * rest of the page inert (focus stays inside) and Escape closes it; focus returns to
 * whatever opened it. Notifications show inside it while it is open (see top-layer.tsx).
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const slot = useRef<HTMLDivElement>(null);
  const register = useTopLayerRegistration();
  // Read while rendering, before a field inside takes focus with autoFocus: what had focus
  // when the dialog was asked for is what opened it.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  // The content mounts once the dialog is shown: a field with autoFocus can only take focus then.
  // A layout effect, so the second render happens in the same commit, before the browser paints:
  // nobody (customer or test) ever sees the dialog's title without its body.
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    setShown(true); // eslint-disable-line react-hooks/set-state-in-effect -- the second render, on purpose
  }, []);
  // A passive effect: its clean-up runs once the dialog has left the page, when the page is no
  // longer inert and the opener can take the focus back (a layout clean-up runs too early for that).
  useEffect(() => {
    const unregister = slot.current && register ? register(slot.current) : undefined;
    return () => {
      unregister?.();
      if (opener?.isConnected) opener.focus();
    };
  }, [opener, register]);
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
      {/* Notifications go right under the header, never over it (issue 44 point 6): see Modal.module.css. */}
      <div ref={slot} className={styles.notices} />
      {shown && children}
    </dialog>
  );
}
