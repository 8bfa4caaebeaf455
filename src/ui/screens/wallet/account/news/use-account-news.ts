import { useEffect, useRef, useState } from 'react';
import { TOKENS } from '../../../../../composition/tokens';
import type { Change } from '../../../../../core/wallet/since-last-visit';
import { useInjection } from '../../../../di/container-context';
import { useResource } from '../../../../state/resource';
import { useCustomerId } from '../../../../state/use-customer-id';
import { useWalletStore } from '../../../../state/use-wallet-store';
import { WHOLE_HISTORY } from '../../../../../core/wallet/history-query';

/**
 * What changed since the customer's last look (issue 47 point 1), worked out once per visit of the
 * page from the history's first page (the wallet store's, as the history reads it) once the balance
 * is read too (the device's copy, where the last look is marked, is born of a balance read). The look
 * is marked as it is shown, and the installed app's icon is cleared. Null until worked out.
 */
export function useAccountNews(): readonly Change[] | null {
  const wallet = useWalletStore();
  const news = useInjection(TOKENS.AccountNews);
  const badge = useInjection(TOKENS.AppBadge);
  const customer = useCustomerId();
  const history = useResource(wallet.transactions.get(WHOLE_HISTORY));
  const balance = useResource(wallet.balance);
  const [changes, setChanges] = useState<readonly Change[] | null>(null);
  const asked = useRef(false);
  const rows = history.status === 'ready' ? history.value?.transactions : undefined;
  const ready = customer !== '' && rows !== undefined && balance.status === 'ready';

  useEffect(() => {
    if (!ready || asked.current) return;
    asked.current = true;
    badge.show(0);
    void news.execute(customer, rows, 'see').then(setChanges);
  }, [ready, customer, rows, news, badge]);
  return changes;
}
