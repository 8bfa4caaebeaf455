import type { BankAccount } from '../../src/core/wallet/bank-account';
import type { BankAccountDetails, BankData, PayoutMethod, PayoutSetup } from '../../src/core/wallet/payout-method';
import type { PayoutRecord } from './records';

/**
 * What `GET /payment_methods` shows of the saved methods: the account number, or the IBAN in France,
 * and the rest of the bank account (the assumed extension, so an edit starts from what is saved).
 */
export function bankDataOf(payout: PayoutRecord): BankData {
  const { PAYPAL, TRANSFERWISE, LINE } = payout.methods;
  const bank = TRANSFERWISE && bankDetails(TRANSFERWISE);
  return {
    types: {
      ...(PAYPAL ? { PAYPAL: { email: PAYPAL.email } } : {}),
      ...(bank ? { TRANSFERWISE: bank } : {}),
      ...(LINE ? { LINE: { referenceNo: LINE.referenceNo } } : {}),
    },
    default: payout.default,
    ...(payout.changedAt === undefined ? {} : { destinationChangedAt: payout.changedAt }),
  };
}

const bankNumbers = (account: BankAccount): { accountNumber: string; iban: string } =>
  account.country === 'fr' ? { accountNumber: '', iban: account.iban } : { accountNumber: account.accountNumber, iban: '' };

function bankDetails(account: BankAccount): BankAccountDetails {
  const { country: _country, ...saved } = account;
  const fields = Object.fromEntries(Object.entries(saved).filter(([field]) => field !== 'accountNumber' && field !== 'iban'));
  return { ...bankNumbers(account), fields };
}

/** The withdrawal row's `account_name` and `account_number`: who and where the money goes, as the history shows it. */
export function destinationOf(payout: PayoutRecord, method: PayoutMethod): { accountName: string; accountNumber: string } | null {
  const { PAYPAL, TRANSFERWISE, LINE } = payout.methods;
  switch (method) {
    case 'PAYPAL':
      return PAYPAL ? { accountName: 'PayPal', accountNumber: PAYPAL.email } : null;
    case 'LINE':
      return LINE ? { accountName: 'LINE Pay', accountNumber: LINE.referenceNo } : null;
    case 'TRANSFERWISE': {
      if (!TRANSFERWISE) return null;
      const { accountNumber, iban } = bankNumbers(TRANSFERWISE);
      return { accountName: TRANSFERWISE.accountName, accountNumber: iban || accountNumber };
    }
  }
}

/** The setup's values as the server keeps them. */
export function kept(setup: PayoutSetup): PayoutRecord['methods'] {
  switch (setup.method) {
    case 'PAYPAL':
      return { PAYPAL: { email: setup.email } };
    case 'LINE':
      return { LINE: { referenceNo: setup.referenceNo } };
    case 'TRANSFERWISE':
      return { TRANSFERWISE: setup.account };
  }
}
