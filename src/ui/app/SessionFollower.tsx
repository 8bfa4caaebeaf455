import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { TOKENS } from '../../composition/tokens';
import { useInjection } from '../di/container-context';
import { useT } from '../i18n/use-t';
import { useStores } from '../state/app-stores';

/**
 * Follows who is signed in on this browser (issue 42), when another tab says it changed, when this tab
 * is shown again, and when a call found another customer's tokens: signed out elsewhere, signed out
 * here; the same customer signed in again, taken up here; another customer signed in, this page starts
 * again (a reload, where nothing of the last customer's survives) and says why. No tab ever shows one
 * customer's name with another's figures.
 */
export function SessionFollower() {
  const { t } = useT();
  const { session, sessionFollower, notifications } = useStores();
  const reloader = useInjection(TOKENS.PageReloader);
  const [location] = useLocation();
  const search = useSearch();
  const here = `${location}${search ? `?${search}` : ''}`;
  // Once the page is being loaded again, nothing more is asked of it.
  const leaving = useRef(false);
  // This code loads beside the page: what another tab did before it was here is looked at once it is.
  const started = useRef(false);

  useEffect(() => {
    if (reloader.noticeAfterReload() === 'another_customer') notifications.notify('error', t('errors:another_customer'));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, for the page loaded again

  useEffect(() => {
    const follow = () =>
      void session.follow().then((change) => {
        if (change === 'signedOut') notifications.notify('error', t('common:session.signedOutElsewhere'));
        if (change !== 'another' || leaving.current) return;
        leaving.current = reloader.canReload();
        if (leaving.current) reloader.reloadAt(here, 'another_customer');
        else notifications.notify('error', t('errors:another_customer'));
      });
    const onVisible = () => document.visibilityState === 'visible' && follow();
    const stop = sessionFollower.onChanged(follow);
    if (!started.current) {
      started.current = true;
      follow();
    }
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', follow);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', follow);
    };
  }, [session, sessionFollower, notifications, reloader, here, t]);

  return null;
}
