import type { BankData, PayoutMethod } from '../../../../core/wallet/payout-method';
import { maskAccountNumber } from '../../../../core/wallet/account-number-mask';

/**
 * What a saved method shows on its button and in the review: the PayPal address, an account number or
 * IBAN and a LINE Pay reference masked but for their last 4 digits. Null when the method is not set up.
 */
export function savedInfo(method: PayoutMethod, bankData: BankData): string | null {
  const info = rawInfo(method, bankData);
  // "•••• 0189" is one piece: never broken over two lines.
  return info === null ? null : info.replace(/ /g, '\u00a0');
}

function rawInfo(method: PayoutMethod, bankData: BankData): string | null {
  switch (method) {
    case 'PAYPAL': {
      const saved = bankData.types.PAYPAL;
      return saved ? saved.email : null;
    }
    case 'TRANSFERWISE': {
      const saved = bankData.types.TRANSFERWISE;
      return saved ? maskAccountNumber(saved.iban || saved.accountNumber) : null;
    }
    case 'LINE': {
      const saved = bankData.types.LINE;
      return saved ? maskAccountNumber(saved.referenceNo) : null;
    }
  }
}

export const isSetUp = (method: PayoutMethod, bankData: BankData): boolean => bankData.types[method] !== undefined;
