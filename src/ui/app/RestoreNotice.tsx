import { Button } from '../components/Button/Button';
import { useT } from '../i18n/use-t';
import { useStores } from '../state/app-stores';
import styles from './RestoreNotice.module.css';
import { useSession } from '../state/use-session';
import { useLocation } from 'wouter';
import { USER_ROUTES } from './route-table';

/**
 * When the saved session could not be checked at start (server unreachable or failing), the site
 * shows signed out with this notice; "Retry" checks again. The tokens are kept meanwhile, so the
 * next start signs in again too. On a page drawn from the device's copy of the account (the route
 * table's `copy`, issue 46 point 3), the site is not shown signed out: the notice says what is shown.
 */
export function RestoreNotice() {
  const { t } = useT();
  const { session } = useStores();
  const { restoreError, retrying, status } = useSession();
  const [location] = useLocation();
  const onCopy = USER_ROUTES.some((route) => 'copy' in route && location === `/user/${route.page}`);
  if (!restoreError || status === 'authenticated') return null;

  const retry = async () => {
    await session.retryRestore();
    // The notice (and the focused button) leave once it worked: keep the keyboard on the page.
    if (!session.state.restoreError) document.getElementById('main')?.focus();
  };
  return (
    <div role="status" className={styles.notice}>
      <p className={styles.text}>{t(onCopy ? 'common:restore.failedCopy' : 'common:restore.failed')}</p>
      <Button variant="secondary" busy={retrying} onClick={() => void retry()}>
        {t('common:restore.retry')}
      </Button>
    </div>
  );
}
