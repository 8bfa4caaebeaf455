import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useHydrated } from '../../../state/use-hydrated';
import { accountCopyOf, type AccountCopy } from '../../../state/account-copy-store';
import { useStores } from '../../../state/app-stores';

/**
 * A part of the device's copy of the account, as a section paints it (issue 46 point 2): `shown`,
 * the copy while its fresh figures are not read yet — never in the render that hydrates the page the
 * server sent, which has none; `painted`, whether the section has painted a copy since it appeared:
 * it then keeps the copy's layout (its "as of" line) when the fresh figures replace it, so nothing moves.
 */
export function useAccountCopy<K extends keyof AccountCopy>(part: K): { shown: AccountCopy[K] | null; painted: boolean } {
  const copy = useSnapshot(useStores().own(accountCopyOf))[part] as AccountCopy[K];
  const hydrated = useHydrated();
  const shown = hydrated ? copy : null;
  const [painted, setPainted] = useState(false);
  if (shown && !painted) setPainted(true);
  return { shown, painted: painted || shown !== null };
}
