import { createPortal } from 'react-dom';
import { useT } from '../../i18n/use-t';
import { useSnapshot } from 'valtio';
import { useStores } from '../../state/app-stores';
import type { Notification } from '../../state/notification-store';
import { CloseButton } from '../CloseButton/CloseButton';
import { useTopLayerHost } from '../Modal/top-layer';
import styles from './Notifications.module.css';

/**
 * Two live regions that are always in the page, so that screen readers announce
 * what is added: successes politely (status), errors at once (alert). While a modal dialog is
 * open they live inside it, since the page behind its backdrop is hidden and inert: under its
 * header, never over its title or close button (issue 44 point 6).
 */
export function Notifications() {
  const { notifications } = useStores();
  const { items } = useSnapshot(notifications.state);
  const { t } = useT();
  const render = (n: Notification) => (
    <div key={n.id} className={`${styles.toast} ${styles[n.kind]}`}>
      <div className={styles.text}>
        <p className={styles.title}>{n.title}</p>
        {n.message && <p className={styles.message}>{n.message}</p>}
      </div>
      <CloseButton label={t('common:notifications.dismiss')} onClick={() => notifications.dismiss(n.id)} />
    </div>
  );
  const host = useTopLayerHost();
  const stack = (
    <div className={`${styles.stack} ${host ? styles.inDialog : styles.onPage}`}>
      <div role="status" className={styles.region}>
        {items.filter((n) => n.kind === 'success').map(render)}
      </div>
      <div role="alert" className={styles.region}>
        {items.filter((n) => n.kind === 'error').map(render)}
      </div>
    </div>
  );
  return host ? createPortal(stack, host) : stack;
}
