import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useHydrated } from '../../../state/use-hydrated';
import { accountCopyOf, type AccountCopy } from '../../../state/account-copy-store';
import { useStores } from '../../../state/app-stores';

/**
 * A part of the device's copy of the account, as a section paints it (issue 46 point 2): `shown`,
 * the copy while its fresh figures are not shown yet — never in the render that hydrates the page the
 * server sent, which has none; `painted`, whether the section has painted a copy since it appeared:
 * it then keeps the copy's layout (its "as of" line) when the fresh figures replace it, so nothing moves.
 * `freshShown`: the section draws its fresh figures now. Until it does, a copy once shown stays — the
 * store lets it go as the fresh answer lands, but a section draws an answer a render later (`useResource`
 * renders it in the background): without it, the section would be empty meanwhile.
 */
export function useAccountCopy<K extends keyof AccountCopy>(
  part: K,
  freshShown = false,
): { shown: AccountCopy[K] | null; painted: boolean } {
  const copy = useSnapshot(useStores().own(accountCopyOf))[part] as AccountCopy[K];
  const hydrated = useHydrated();
  const [kept, setKept] = useState<AccountCopy[K] | null>(null);
  if (copy && copy !== kept && !freshShown) setKept(copy);
  if (freshShown && kept !== null) setKept(null);
  const shown = hydrated ? (copy ?? kept) : null;
  const [painted, setPainted] = useState(false);
  if (shown && !painted) setPainted(true);
  return { shown, painted: painted || shown !== null };
}
