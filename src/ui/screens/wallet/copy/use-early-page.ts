import { useSnapshot } from 'valtio';
import { accountCopyOf } from '../../../state/account-copy-store';
import { useStores } from '../../../state/app-stores';
import { useSession } from '../../../state/use-session';
import { useAccountCopy } from './use-account-copy';

/**
 * What a page drawn from the device's copy (route-table.js, `copy`) shows before its customer is
 * known (issue 46 points 2, 3): `content` — the customer, or the copy once painted; `login` when the
 * saved session could not be checked (offline, the server failing) and this device keeps no copy to
 * show — the customer then signs in as anywhere else; else `frame`, what every customer page shows
 * while the customer is being found.
 */
export function useEarlyPage(): 'content' | 'frame' | 'login' {
  const { me, restoreError } = useSession();
  const { painted } = useAccountCopy('balance');
  const { looked } = useSnapshot(useStores().own(accountCopyOf));
  if (me || painted) return 'content';
  return restoreError && looked ? 'login' : 'frame';
}
