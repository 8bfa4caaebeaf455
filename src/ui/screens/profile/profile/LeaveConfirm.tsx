import { Button } from '../../../components/Button/Button';
import { Modal } from '../../../components/Modal/Modal';
import { useT } from '../../../i18n/use-t';
import styles from './ProfileScreen.module.css';

/** "Leave without saving?": staying is the safe choice, so it is the first and focused one; Escape stays too. */
export function LeaveConfirm({ onStay, onLeave }: { readonly onStay: () => void; readonly onLeave: () => void }) {
  const { t } = useT();
  return (
    <Modal title={t('account:profileForm.leaveTitle')} onClose={onStay}>
      <p>{t('account:profileForm.leaveBody')}</p>
      <div className={styles.actions}>
        <Button autoFocus onClick={onStay}>
          {t('account:profileForm.stay')}
        </Button>
        <Button variant="secondary" onClick={onLeave}>
          {t('account:profileForm.leave')}
        </Button>
      </div>
    </Modal>
  );
}
