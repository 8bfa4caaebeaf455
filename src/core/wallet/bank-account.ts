import type { CountryCode } from '../content/locale';

// The shape of a bank account per market. How a form becomes one: to-bank-account.ts (each market's
// rules field by field in bank-field-rules.ts, the typing undone in bank-typing.ts, the checks in
// bank-field-checks.ts).

/**
 * A bank account, paid through Wise, as each market's banks identify one (issue 9, spec §3, §5).
 * Field names are the spec's (`abartn` is the ACH routing number; `state` is a Canadian province).
 */
export type BankField =
  | 'accountName'
  | 'abartn'
  | 'sortCode'
  | 'transitNumber'
  | 'institutionNumber'
  | 'iban'
  | 'bankCode'
  | 'branchCode'
  | 'accountType'
  | 'accountNumber'
  | 'address'
  | 'city'
  | 'state'
  | 'postCode';

/** The fields each market asks for, in the order the form shows them. */
export const BANK_FIELDS = {
  us: ['accountName', 'abartn', 'accountNumber', 'accountType', 'address', 'city', 'state', 'postCode'],
  uk: ['accountName', 'sortCode', 'accountNumber', 'address', 'postCode'],
  ca: ['accountName', 'transitNumber', 'institutionNumber', 'accountNumber', 'address', 'city', 'state', 'postCode'],
  fr: ['accountName', 'iban', 'address', 'city', 'postCode'],
  jp: ['accountName', 'bankCode', 'branchCode', 'accountType', 'accountNumber'],
} as const satisfies Readonly<Record<CountryCode, readonly BankField[]>>;

/** Account types where the market's banks need one: US checking/savings; Japan futsū (ordinary), tōza (current), chochiku (savings). */
export const ACCOUNT_TYPES = {
  us: ['CHECKING', 'SAVINGS'],
  jp: ['ORDINARY', 'CURRENT', 'SAVINGS'],
} as const;
export type UsAccountType = (typeof ACCOUNT_TYPES.us)[number];
export type JpAccountType = (typeof ACCOUNT_TYPES.jp)[number];

/** A validated, normalised bank account: exactly what was checked is what is sent. */
export type BankAccount =
  | {
      readonly country: 'us';
      readonly accountName: string;
      /** 9 digits, ABA checksum valid. */
      readonly abartn: string;
      /** 6 to 17 digits. */
      readonly accountNumber: string;
      readonly accountType: UsAccountType;
      readonly address: string;
      readonly city: string;
      readonly state: string;
      /** ZIP: 5 digits, or ZIP+4 as `12345-6789`. */
      readonly postCode: string;
    }
  | {
      readonly country: 'uk';
      readonly accountName: string;
      /** 6 digits, no dashes. */
      readonly sortCode: string;
      /** 8 digits. */
      readonly accountNumber: string;
      readonly address: string;
      /** Upper case, one space before the inward code (`SW1A 1AA`). */
      readonly postCode: string;
    }
  | {
      readonly country: 'ca';
      readonly accountName: string;
      /** 5 digits. */
      readonly transitNumber: string;
      /** 3 digits. */
      readonly institutionNumber: string;
      /** 7 to 12 digits. */
      readonly accountNumber: string;
      readonly address: string;
      readonly city: string;
      /** Province or territory. */
      readonly state: string;
      /** `A1A 1A1`. */
      readonly postCode: string;
    }
  | {
      readonly country: 'fr';
      readonly accountName: string;
      /** Electronic format: upper case, no spaces; length for its country and mod-97 valid. */
      readonly iban: string;
      readonly address: string;
      readonly city: string;
      /** 5 digits. */
      readonly postCode: string;
    }
  | {
      readonly country: 'jp';
      /** Letters of any script: katakana as banks write names, kanji, Latin (half-width kana become full-width). */
      readonly accountName: string;
      /** 4 digits. */
      readonly bankCode: string;
      /** 3 digits. */
      readonly branchCode: string;
      readonly accountType: JpAccountType;
      /** 7 digits. */
      readonly accountNumber: string;
    };

export type BankAccountIn<C extends CountryCode> = Extract<BankAccount, { readonly country: C }>;
