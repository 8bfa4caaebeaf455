import { Button } from '../components/Button/Button';
import { useT } from '../i18n/use-t';
import { useStores } from '../state/app-stores';
import styles from './RestoreNotice.module.css';
import { useSession } from '../state/use-session';

/**
 * When the saved session could not be checked at start (server unreachable or failing), the site
 * shows signed out with this notice; "Retry" checks again. The tokens are kept meanwhile, so the
 * next start signs in again too.
 */
export function RestoreNotice() {
  const { t } = useT();
  const { session } = useStores();
  const { restoreError, retrying, status } = useSession();
  if (!restoreError || status === 'authenticated') return null;

  const retry = async () => {
    await session.retryRestore();
    // The notice (and the focused button) leave once it worked: keep the keyboard on the page.
    if (!session.state.restoreError) document.getElementById('main')?.focus();
  };
  return (
    <div role="status" className={styles.notice}>
      <p className={styles.text}>{t('common:restore.failed')}</p>
      <Button variant="secondary" busy={retrying} onClick={() => void retry()}>
        {t('common:restore.retry')}
      </Button>
    </div>
  );
}
