import type { CountryCode } from '../content/locale';
import type { User } from '../profile/user';
import { BANK_FIELDS, type BankField } from './bank-account';
import type { BankData, PayoutForm, PayoutMethod } from './payout-method';

/** A field of a payout form: the domain's name for it (what `toPayoutSetup` reads and reports errors on). */
export type PayoutField = BankField | 'email' | 'referenceNo';

/** The fields of a method's form, in order, for the customer's market. */
export function payoutFields(method: PayoutMethod, country: CountryCode): readonly PayoutField[] {
  if (method === 'PAYPAL') return ['email'];
  if (method === 'LINE') return ['referenceNo'];
  return BANK_FIELDS[country];
}

/** What the profile knows of the account holder (GET /user). */
export type Holder = Pick<User, 'name' | 'address' | 'city' | 'state' | 'zipCode'>;

/** The bank form's fields the profile can fill: the holder's name and address. */
const FROM_PROFILE: Readonly<Partial<Record<BankField, (holder: Holder) => string>>> = {
  accountName: (holder) => holder.name,
  address: (holder) => holder.address,
  city: (holder) => holder.city,
  state: (holder) => holder.state,
  postCode: (holder) => holder.zipCode,
};

/** The numbers and codes of a payout form: what a server may show masked. */
const NUMBERS: ReadonlySet<PayoutField> = new Set<PayoutField>([
  'referenceNo',
  'abartn',
  'sortCode',
  'transitNumber',
  'institutionNumber',
  'bankCode',
  'branchCode',
  'accountNumber',
  'iban',
]);

/**
 * A number the server shows masked ("•••• 0189", "****0189", "XXXX0189") cannot be sent back: the
 * field starts empty rather than with something that is not the number.
 */
const isMasked = (field: PayoutField, value: string): boolean => NUMBERS.has(field) && /[^\p{L}\p{N}\s-]|[xX]{3,}/u.test(value);

/**
 * Japanese banks hold the name in katakana (or Latin letters): a name written in kanji or hiragana
 * is not what the bank has, so it is not filled in for the customer to correct.
 */
const fitsJapaneseBank = (name: string): boolean => /^[\p{Script=Katakana}\p{Script=Latin}\s.'\-ー・ｰ]+$/u.test(name);

/**
 * What a payout form starts with (issue 20, point 6): nothing is typed twice.
 * - A method that is set up starts with what the server shows back of it, but numbers it masks.
 * - The bank account's holder and address start from the profile where the server gave none (the
 *   first set-up, or a server that shows back the numbers only) — in Japan the name only when it is
 *   written as banks hold it.
 * The customer sees and may change every value before it is sent; `toPayoutSetup` checks them all.
 */
export function payoutFormStart(method: PayoutMethod, country: CountryCode, bankData: BankData, holder: Holder | null): PayoutForm {
  const saved = savedValues(method, bankData);
  return Object.fromEntries(
    payoutFields(method, country).map((field) => {
      const shown = saved[field];
      if (shown && !isMasked(field, shown)) return [field, shown];
      const fromProfile = method === 'TRANSFERWISE' && holder ? (FROM_PROFILE[field as BankField]?.(holder) ?? '') : '';
      if (field === 'accountName' && country === 'jp' && !fitsJapaneseBank(fromProfile)) return [field, ''];
      return [field, fromProfile.trim()];
    }),
  );
}

/** What the server shows back of a saved method, under the form's field names. */
function savedValues(method: PayoutMethod, bankData: BankData): Readonly<Partial<Record<PayoutField, string>>> {
  switch (method) {
    case 'PAYPAL':
      return bankData.types.PAYPAL ?? {};
    case 'LINE':
      return bankData.types.LINE ?? {};
    case 'TRANSFERWISE': {
      const saved = bankData.types.TRANSFERWISE;
      return saved ? { ...saved.fields, accountNumber: saved.accountNumber, iban: saved.iban } : {};
    }
  }
}
