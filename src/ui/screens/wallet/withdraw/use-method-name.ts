import { useCallback } from 'react';
import type { PayoutMethod } from '../../../../core/wallet/payout-method';
import { useT } from '../../../i18n/use-t';

/** A payout method's name in the customer's language; LINE Pay's sits apart, as it exists in Japan only. */
export function useMethodName(): (method: PayoutMethod) => string {
  const { t } = useT();
  return useCallback(
    (method) => {
      switch (method) {
        case 'PAYPAL':
          return t('wallet:payout.paypal.name');
        case 'TRANSFERWISE':
          return t('wallet:payout.bank.name');
        case 'LINE':
          return t('wallet:payout.line.name');
      }
    },
    [t],
  );
}
