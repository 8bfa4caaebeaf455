import type { HTMLAttributes } from 'react';
import type { CountryCode } from '../../../../core/content/locale';
import { ACCOUNT_TYPES } from '../../../../core/wallet/bank-account';
import type { PayoutField } from '../../../../core/wallet/payout-form';
import type { LimitedField } from '../../../../core/shared/typed-text';

/** How a field is typed on a phone: the keyboard it brings up, what the browser may fill in, its maximum length. */
export interface FieldInput {
  readonly kind: LimitedField;
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readonly autoComplete: string;
  /** Codes and numbers are not words: no capitals added, no spelling marks. */
  readonly code?: boolean;
}

const DIGITS: FieldInput = { kind: 'payoutField', inputMode: 'numeric', autoComplete: 'off', code: true };

const INPUT: Readonly<Record<Exclude<PayoutField, 'accountType'>, FieldInput>> = {
  email: { kind: 'email', inputMode: 'email', autoComplete: 'email', code: true },
  referenceNo: DIGITS,
  accountName: { kind: 'name', autoComplete: 'name' },
  abartn: DIGITS,
  sortCode: DIGITS,
  transitNumber: DIGITS,
  institutionNumber: DIGITS,
  bankCode: DIGITS,
  branchCode: DIGITS,
  accountNumber: DIGITS,
  iban: { kind: 'payoutField', autoComplete: 'off', code: true },
  address: { kind: 'address', autoComplete: 'address-line1' },
  city: { kind: 'city', autoComplete: 'address-level2' },
  state: { kind: 'state', autoComplete: 'address-level1' },
  postCode: { kind: 'zipCode', autoComplete: 'postal-code' },
};

/** French post codes are five digits: the number pad. Others carry letters (UK, Canada) or a dash (ZIP+4). */
export function fieldInput(field: Exclude<PayoutField, 'accountType'>, country: CountryCode): FieldInput {
  if (field === 'postCode' && country === 'fr') return { ...INPUT.postCode, inputMode: 'numeric' };
  return INPUT[field];
}

/** The account types a market's banks ask for, or none. */
export function accountTypesOf(country: CountryCode): readonly string[] {
  return country === 'us' || country === 'jp' ? ACCOUNT_TYPES[country] : [];
}
