import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { TOKENS } from '../../composition/tokens';
import { WHOLE_HISTORY } from '../../core/wallet/history-query';
import { whenIdle } from '../components/Later/when-idle';
import { useInjection } from '../di/container-context';
import { useStores } from '../state/app-stores';
import { useSession } from '../state/use-session';
import { walletStoreOf } from '../state/use-wallet-store';

/**
 * The installed app's icon counts what changed in the account since the customer last looked (issue
 * 47 point 1): worked out once the page is idle and each time the app comes back, from the history's
 * first page read quietly (the wallet store's, which the account page then shows) against the last
 * look — which only the account page marks, and where the count is cleared (so never set there).
 * In a browser tab, or a browser without the Badging API, nothing is read.
 */
export function NewsBadge() {
  const stores = useStores();
  const badge = useInjection(TOKENS.AppBadge);
  const news = useInjection(TOKENS.AccountNews);
  const { status } = useSession();
  const [location] = useLocation();
  // Where the customer is when an answer lands (they may have opened the account meanwhile).
  const where = useRef(location);
  useEffect(() => void (where.current = location), [location]);

  useEffect(() => {
    if (status !== 'authenticated' || !badge.shown) return;
    const away = () => where.current !== '/user/account';
    const count = async () => {
      const read = await stores.own(walletStoreOf).transactions.get(WHOLE_HISTORY).check();
      const me = stores.session.state.me;
      if (!read.ok || !me || !away()) return;
      const changes = await news.execute(me.id, read.value.transactions, 'peek');
      if (away()) badge.show(changes.length);
    };
    const cancel = whenIdle(() => away() && void count());
    const onVisible = () => document.visibilityState === 'visible' && away() && void count();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancel();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [status, badge, news, stores]);
  return null;
}
