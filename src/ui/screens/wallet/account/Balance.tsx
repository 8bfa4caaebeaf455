import { useEffect } from 'react';
import type { Money } from '../../../../core/shared/money';
import { SlotCounter } from '../../../components/SlotCounter/SlotCounter';
import { useLocale } from '../../../i18n/use-locale';
import { useWalletStore } from '../../../state/use-wallet-store';
import styles from './AccountScreen.module.css';

/**
 * The account's balance as a counter that rolls from the balance this customer saw last on this
 * device (the wallet store's, from the device's copy) — never from zero; the first time, shown at once.
 */
export function Balance({ balance }: { readonly balance: Money }) {
  const { locale } = useLocale();
  const wallet = useWalletStore();
  useEffect(() => wallet.balanceShown(balance), [wallet, balance]);
  return (
    <p className={styles.amount}>
      <SlotCounter value={balance} from={wallet.balanceSeenBefore()} locale={locale} />
    </p>
  );
}
