import { useCallback } from 'react';
import type { PayoutMethod } from '../../../../core/wallet/payout-method';
import { useT } from '../../../i18n/use-t';

/**
 * A payout method's name in the customer's language; LINE Pay's sits apart, as it exists in Japan only.
 * `inSentence`: as it reads inside a sentence ("Set up bank account", not "Set up Bank account"; the
 * brands keep their capitals).
 */
export function useMethodName(): (method: PayoutMethod, inSentence?: boolean) => string {
  const { t } = useT();
  return useCallback(
    (method, inSentence = false) => {
      switch (method) {
        case 'PAYPAL':
          return t('wallet:payout.paypal.name');
        case 'TRANSFERWISE':
          return t(inSentence ? 'wallet:payout.bank.inSentence' : 'wallet:payout.bank.name');
        case 'LINE':
          return t('wallet:payout.line.name');
      }
    },
    [t],
  );
}
