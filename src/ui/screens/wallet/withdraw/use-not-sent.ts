import { useEffect, useState } from 'react';
import type { HeldWithdrawalNote } from '../../../../core/wallet/ports/held-withdrawal-store.port';
import { useSession } from '../../../state/use-session';
import { useWithdrawalStore } from '../../../state/use-withdrawal-store';

/**
 * The withdraw page's part in the hold (issue 47 point 3): leaving the page while a withdrawal is
 * held sends nothing; a withdrawal held on an earlier visit and never sent (the page left, the tab
 * closed) is answered once the customer is known, to be said on the page.
 */
export function useNotSent(): HeldWithdrawalNote | null {
  const withdrawal = useWithdrawalStore();
  const { me } = useSession();
  const [notSent, setNotSent] = useState<HeldWithdrawalNote | null>(null);
  useEffect(() => () => withdrawal.left(), [withdrawal]);
  useEffect(() => {
    if (!me) return;
    // Read once and forgotten, once no other tab holds a withdrawal: kept in the page's state.
    void withdrawal.takeNotSent().then((note) => note && setNotSent(note));
  }, [withdrawal, me]);
  return notSent;
}
