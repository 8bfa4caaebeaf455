import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../i18n/use-t';
import { useStores } from '../state/app-stores';
import { loginPathFor } from './return-path';
import { preloadScreen } from './routes';
import { whenIdle } from '../components/Later/when-idle';
import { useSession } from '../state/use-session';

/** How often a signed-in page checks whether its tokens need renewing. */
const KEEP_ALIVE_MS = 30_000;

/**
 * Keeps a signed-in customer's session alive while the app is open (the cookies expire with
 * the tokens) and, when the session ends on its own, says so (and, when the browser would not keep
 * its tokens, to allow cookies) and sends them to login with the way back kept — unless it ended
 * right after an unanswered account deletion, which it then confirms (issue 17 point 4).
 */
export function SessionWatcher() {
  const { t } = useT();
  const { sessionKeeper, notifications } = useStores();
  const { status } = useSession();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const here = `${location}${search ? `?${search}` : ''}`;

  useEffect(
    () =>
      sessionKeeper.onEnded((end) => {
        if (end === 'deleted') {
          // Right after a deletion whose answer was lost: the account is gone, and that is what is said.
          navigate('/', { replace: true });
          notifications.notify('success', t('account:deletion.deletedTitle'), t('account:deletion.deletedInferred'));
          return;
        }
        // Tokens the browser would not keep: what the login says in that case, cookies named (issue 42).
        if (end === 'not_saved') notifications.notify('error', t('errors:sww'), t('errors:session_not_saved'));
        else notifications.notify('error', t('errors:session_expired'));
        navigate(loginPathFor(here), { replace: true });
      }),
    [sessionKeeper, notifications, navigate, here, t],
  );

  useEffect(() => {
    if (status !== 'authenticated') return;
    // Sign-out ends on the home page: its screen is fetched while online, so that a sign-out while
    // offline can still show it (issue 17 point 4) — once the page's own requests are done (issue 22).
    const cancelPreload = whenIdle(() => void preloadScreen('/'));
    const check = () => sessionKeeper.keepAlive();
    const timer = setInterval(check, KEEP_ALIVE_MS);
    const onVisible = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelPreload();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [status, sessionKeeper]);

  return null;
}
