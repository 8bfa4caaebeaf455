import { TOKENS } from '../../../../composition/tokens';
import { Loaded } from '../../../components/Loaded/Loaded';
import { Loading } from '../../../components/Loading/Loading';
import { useInjection } from '../../../di/container-context';
import { useT } from '../../../i18n/use-t';
import { useResource } from '../../../state/resource';
import { useWalletStore } from '../../../state/use-wallet-store';
import { Balance } from './Balance';
import styles from './AccountScreen.module.css';
import { AsOf } from '../copy/AsOf';
import { useAccountCopy } from '../copy/use-account-copy';

/**
 * The account's balance: the fresh one once read; before, the device's copy marked "as of …" and
 * what is happening (issue 46 point 2) — or, with no copy, the one way a section loads (`Loaded`).
 */
export function BalanceFigure() {
  const { t } = useT();
  const wallet = useWalletStore();
  const clock = useInjection(TOKENS.Clock);
  const state = useResource(wallet.balance);
  const { shown, painted } = useAccountCopy('balance', state.status === 'ready');
  const label = t('wallet:account.balanceLoading');
  if (!painted) {
    return (
      <Loaded resource={wallet.balance} label={label} placeholderClassName={styles.amountSlot}>
        {(balance) => <Balance balance={balance} />}
      </Loaded>
    );
  }
  const fresh = state.status === 'ready' ? state.value : null;
  const balance = fresh ?? shown?.value ?? null;
  return (
    <>
      <AsOf readAt={fresh ? null : (shown?.readAt ?? null)} state={state} now={clock.now()} onRetry={wallet.balance.reload} />
      {balance ? <Balance balance={balance} /> : <Loading label={label} className={styles.amountSlot} />}
    </>
  );
}
