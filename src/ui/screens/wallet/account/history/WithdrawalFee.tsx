import type { Locale } from '../../../../../core/content/locale';
import type { Transaction } from '../../../../../core/wallet/transaction';
import { withdrawalPayout } from '../../../../../core/wallet/withdrawal-payout';
import { formatMoney } from '../../../../i18n/format';
import type { T } from './history-text';

/**
 * A withdrawal's fee and the amount its method receives, in its opened item (issue 44 point 1):
 * nothing when the server gave no fee or a fee of nothing, and words instead of money when its fee
 * cannot be true.
 */
export function WithdrawalFee({ tx, t, locale }: { readonly tx: Transaction; readonly t: T; readonly locale: Locale }) {
  const payout = withdrawalPayout(tx);
  // No fee kept, nothing to tell: the whole amount is what arrives (and France, say, has no fee to mention).
  if (payout.kind === 'none' || (payout.kind === 'split' && payout.fee.amount === 0)) return null;
  if (payout.kind === 'unreadable') return <p>{t('wallet:history.payout.unreadable')}</p>;
  return (
    <p>
      {t(payout.when === 'returned' ? 'wallet:history.payout.plannedFee' : 'wallet:history.payout.fee', {
        fee: formatMoney(payout.fee, locale),
      })}
      <br />
      {t(`wallet:history.payout.${payout.when}`, { net: formatMoney(payout.net, locale) })}
    </p>
  );
}
