import type { BankAccount } from '../../core/wallet/bank-account';
import type { PayoutSetup } from '../../core/wallet/payout-method';
import { PAYOUT_PATHS, type PayoutBody, type PayoutPath } from '../../contract/wallet.contract';

/** POST /payment_methods/{path}: which path and which body each validated setup is sent as. */
export interface PayoutSetupRequest {
  readonly path: PayoutPath;
  readonly body: PayoutBody;
}

/** The documented body of each method, from the domain's validated values only (never the form's text). */
export function payoutSetupRequest(setup: PayoutSetup): PayoutSetupRequest {
  const path = PAYOUT_PATHS[setup.method];
  switch (setup.method) {
    case 'PAYPAL':
      return { path, body: { email: setup.email } };
    case 'LINE':
      return { path, body: { referenceNo: setup.referenceNo } };
    case 'TRANSFERWISE':
      return { path, body: bankAccountBody(setup.account) };
  }
}

/** A market's bank account as the transferwise body names it: its own fields, in snake_case. */
export function bankAccountBody(account: BankAccount): PayoutBody<'TRANSFERWISE'> {
  const holder = { country_code: account.country, account_name: account.accountName };
  switch (account.country) {
    case 'us':
      return {
        ...holder,
        abartn: account.abartn,
        account_number: account.accountNumber,
        account_type: account.accountType,
        address: account.address,
        city: account.city,
        state: account.state,
        post_code: account.postCode,
      };
    case 'uk':
      return {
        ...holder,
        sort_code: account.sortCode,
        account_number: account.accountNumber,
        address: account.address,
        post_code: account.postCode,
      };
    case 'ca':
      return {
        ...holder,
        transit_number: account.transitNumber,
        institution_number: account.institutionNumber,
        account_number: account.accountNumber,
        address: account.address,
        city: account.city,
        state: account.state,
        post_code: account.postCode,
      };
    case 'fr':
      return { ...holder, iban: account.iban, address: account.address, city: account.city, post_code: account.postCode };
    case 'jp':
      return {
        ...holder,
        bank_code: account.bankCode,
        branch_code: account.branchCode,
        account_type: account.accountType,
        account_number: account.accountNumber,
      };
  }
}
