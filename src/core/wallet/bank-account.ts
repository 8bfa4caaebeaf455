import { electronicFormatIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { POSTCODE_PATTERNS } from '../auth/postcode';
import type { CountryCode } from '../content/locale';
import type { DomainError, ErrorCode } from '../shared/domain-error';
import { err, ok, type Result } from '../shared/result';
import {
  hasControlCharacters,
  invalidInput,
  isBlank,
  lengthProblem,
  normalizeDigits,
  withoutInvisibles,
  withoutLookalikeDigits,
  type LimitedField,
} from '../shared/validation';

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

/**
 * Codes as typed or pasted: invisible characters go (a zero-width space copied with an IBAN),
 * full-width characters become ASCII (NFKC), `²` or `①` do not become digits.
 */
const typedCode = (text: string): string => normalizeDigits(withoutLookalikeDigits(withoutInvisibles(text)));

/** Digits as typed: full-width ones become ASCII (NFKC), spaces and dashes (`12-34-56`, `1234 5678`) go. */
export const bankDigits = (text: string): string => typedCode(text).replace(/[\s-]/g, '');

/**
 * The ABA check of an ACH routing number: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10.
 * Catches every single-digit typo.
 */
export function isAbaChecksumValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * (weights[i] ?? 0), 0);
  return sum % 10 === 0;
}

/**
 * The Federal Reserve's ranges for a routing number's first two digits: 01–12 (banks, by Federal
 * Reserve district), 21–32 (thrifts), 61–72 (electronic), 80 (traveller's cheques). 00 is reserved
 * for the US government's own agencies, which hold no customer's account (and `000000000`, whose
 * checksum is right, is never a routing number); any other prefix is unassigned (docs/decisions.md, issue 17).
 */
const ABA_PREFIX = /^(?:0[1-9]|1[0-2]|2[1-9]|3[0-2]|6[1-9]|7[0-2]|80)/;

function routingProblem(digits: string): ErrorCode | undefined {
  if (!/^\d{9}$/.test(digits)) return 'routing_number_invalid';
  return ABA_PREFIX.test(digits) && isAbaChecksumValid(digits) ? undefined : 'routing_number_checksum';
}

/** An IBAN as typed (spaces, dashes, lower case, full-width), in electronic format. */
const normalizeIban = (text: string): string => electronicFormatIBAN(typedCode(text).replace(/\s+/gu, '')) ?? '';

/**
 * An IBAN of any country ibantools knows (a customer may hold a SEPA account abroad): `iban_invalid`
 * when it is not an IBAN's shape or length for its country, `iban_checksum` when only its check
 * digits (mod 97) or its national check key disagree — a typo.
 */
function ibanProblem(iban: string): ErrorCode | undefined {
  if (!/^[A-Z]{2}[0-9A-Z]+$/.test(iban)) return 'iban_invalid';
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return undefined;
  const shape = [
    ValidationErrorsIBAN.NoIBANProvided,
    ValidationErrorsIBAN.NoIBANCountry,
    ValidationErrorsIBAN.WrongBBANLength,
    ValidationErrorsIBAN.WrongBBANFormat,
    ValidationErrorsIBAN.ChecksumNotNumber,
  ];
  return errorCodes.some((code) => shape.includes(code)) ? 'iban_invalid' : 'iban_checksum';
}

/** Free text (address, city, state): NFKC, runs of spaces (tabs, line breaks) as one space, trimmed. */
const normalizeText = (text: string): string => text.normalize('NFKC').replace(/\s+/gu, ' ').trim();

const textProblem = (value: string): ErrorCode | undefined => (hasControlCharacters(value) ? 'text_invalid' : undefined);

/**
 * An account holder's name: NFKC (half-width katakana become full-width, full-width Latin becomes
 * ASCII), dash look-alikes as `-`, the typographic apostrophe as `'`, one space between words.
 */
const normalizeAccountName = (text: string): string =>
  normalizeText(text)
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u02BC]/g, "'");

/** Letters of any script (Latin and accented, kana, kanji…) with their marks, spaces, `'`, `.`, `-` and `・`; at least one letter. */
const NAME = /^[\p{L}\p{M} '.\-・]+$/u;

const nameProblem = (value: string): ErrorCode | undefined =>
  NAME.test(value) && /\p{L}/u.test(value) ? undefined : 'account_name_invalid';

const digitsProblem =
  (min: number, max: number, code: ErrorCode) =>
  (value: string): ErrorCode | undefined =>
    /^\d+$/.test(value) && value.length >= min && value.length <= max ? undefined : code;

const oneOfProblem =
  (values: readonly string[]) =>
  (value: string): ErrorCode | undefined =>
    values.includes(value) ? undefined : 'account_type_required';

/** `SW1A1AA` → `SW1A 1AA`: the inward code is always the last three characters. */
const spacedPostCode = (text: string): string => {
  const compact = typedCode(text).replace(/\s+/gu, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
};

/** ZIP or ZIP+4; nine digits typed without the dash get it. */
const zipCode = (text: string): string => {
  const compact = typedCode(text).replace(/\s+/gu, '');
  return /^\d{9}$/.test(compact) ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
};

const postCodeProblem =
  (country: CountryCode) =>
  (value: string): ErrorCode | undefined =>
    POSTCODE_PATTERNS[country].test(value) ? undefined : 'post_code_invalid';

interface FieldRule {
  /** The length limit, checked on the text as typed and once normalised. */
  readonly limit: LimitedField;
  readonly normalize: (text: string) => string;
  /** The problem of a non-empty normalised value. */
  readonly problem: (value: string) => ErrorCode | undefined;
  /** The code when the field is left empty (default `field_required`). */
  readonly missing?: ErrorCode;
}

const NAME_RULE: FieldRule = { limit: 'name', normalize: normalizeAccountName, problem: nameProblem };
const ADDRESS_RULE: FieldRule = { limit: 'address', normalize: normalizeText, problem: textProblem };
const CITY_RULE: FieldRule = { limit: 'city', normalize: normalizeText, problem: textProblem };
const STATE_RULE: FieldRule = { limit: 'state', normalize: normalizeText, problem: textProblem };
const digitsRule = (min: number, max: number, code: ErrorCode): FieldRule => ({
  limit: 'payoutField',
  normalize: bankDigits,
  problem: digitsProblem(min, max, code),
});
const accountTypeRule = (types: readonly string[]): FieldRule => ({
  limit: 'payoutField',
  normalize: (text) => text.trim().toUpperCase(),
  problem: oneOfProblem(types),
  missing: 'account_type_required',
});
const postCodeRule = (country: CountryCode, normalize: (text: string) => string): FieldRule => ({
  limit: 'zipCode',
  normalize,
  problem: postCodeProblem(country),
});

/** Each market's rules, field by field (spec §5 and the country's banks). */
const RULES: { readonly [C in CountryCode]: { readonly [F in (typeof BANK_FIELDS)[C][number]]: FieldRule } } = {
  us: {
    accountName: NAME_RULE,
    abartn: { limit: 'payoutField', normalize: bankDigits, problem: routingProblem },
    accountNumber: digitsRule(6, 17, 'account_number_invalid'),
    accountType: accountTypeRule(ACCOUNT_TYPES.us),
    address: ADDRESS_RULE,
    city: CITY_RULE,
    state: STATE_RULE,
    postCode: postCodeRule('us', zipCode),
  },
  uk: {
    accountName: NAME_RULE,
    sortCode: digitsRule(6, 6, 'sort_code_invalid'),
    accountNumber: digitsRule(8, 8, 'account_number_invalid'),
    address: ADDRESS_RULE,
    postCode: postCodeRule('uk', spacedPostCode),
  },
  ca: {
    accountName: NAME_RULE,
    transitNumber: digitsRule(5, 5, 'transit_number_invalid'),
    institutionNumber: digitsRule(3, 3, 'institution_number_invalid'),
    accountNumber: digitsRule(7, 12, 'account_number_invalid'),
    address: ADDRESS_RULE,
    city: CITY_RULE,
    state: STATE_RULE,
    postCode: postCodeRule('ca', spacedPostCode),
  },
  fr: {
    accountName: NAME_RULE,
    iban: { limit: 'payoutField', normalize: normalizeIban, problem: ibanProblem },
    address: ADDRESS_RULE,
    city: CITY_RULE,
    postCode: postCodeRule('fr', bankDigits),
  },
  jp: {
    accountName: NAME_RULE,
    bankCode: digitsRule(4, 4, 'bank_code_invalid'),
    branchCode: digitsRule(3, 3, 'branch_code_invalid'),
    accountType: accountTypeRule(ACCOUNT_TYPES.jp),
    accountNumber: digitsRule(7, 7, 'account_number_invalid'),
  },
};

/** One field: too long as typed or once normalised, missing, or its own rule; else its normalised value. */
function checkField(rule: FieldRule, typed: string): { readonly value: string; readonly problem?: ErrorCode } {
  const tooLong = lengthProblem(typed.trim(), rule.limit);
  if (tooLong) return { value: '', problem: tooLong };
  const value = rule.normalize(typed);
  if (isBlank(value)) return { value, problem: rule.missing ?? 'field_required' };
  const problem = lengthProblem(value, rule.limit) ?? rule.problem(value);
  return problem ? { value, problem } : { value };
}

function pick<T extends string>(values: readonly T[], value: string): T {
  const found = values.find((v) => v === value);
  if (found === undefined) throw new Error(`Unchecked value ${value}`);
  return found;
}

/**
 * The bank account a market's form describes, or `invalid_input` with a code per field (every
 * problem, not only the first). Each field is normalised the way people type it first (spaces,
 * dashes, lower case, full-width digits, half-width kana), and the normalised value is what is
 * checked and what is returned; fields of other markets are ignored.
 */
export function toBankAccount(
  country: CountryCode,
  form: Readonly<Partial<Record<BankField, string>>>,
): Result<BankAccount, DomainError<'invalid_input'>> {
  const rules: Readonly<Partial<Record<BankField, FieldRule>>> = RULES[country];
  const values: Partial<Record<BankField, string>> = {};
  const problems: Partial<Record<BankField, ErrorCode>> = {};
  for (const field of BANK_FIELDS[country]) {
    const rule = rules[field];
    if (!rule) continue;
    const checked = checkField(rule, form[field] ?? '');
    values[field] = checked.value;
    if (checked.problem) problems[field] = checked.problem;
  }
  const invalid = invalidInput(problems);
  if (invalid) return err(invalid);
  const v = (field: BankField): string => values[field] ?? '';
  const common = { accountName: v('accountName') };
  switch (country) {
    case 'us':
      return ok({
        country,
        ...common,
        abartn: v('abartn'),
        accountNumber: v('accountNumber'),
        accountType: pick(ACCOUNT_TYPES.us, v('accountType')),
        address: v('address'),
        city: v('city'),
        state: v('state'),
        postCode: v('postCode'),
      });
    case 'uk':
      return ok({
        country,
        ...common,
        sortCode: v('sortCode'),
        accountNumber: v('accountNumber'),
        address: v('address'),
        postCode: v('postCode'),
      });
    case 'ca':
      return ok({
        country,
        ...common,
        transitNumber: v('transitNumber'),
        institutionNumber: v('institutionNumber'),
        accountNumber: v('accountNumber'),
        address: v('address'),
        city: v('city'),
        state: v('state'),
        postCode: v('postCode'),
      });
    case 'fr':
      return ok({ country, ...common, iban: v('iban'), address: v('address'), city: v('city'), postCode: v('postCode') });
    case 'jp':
      return ok({
        country,
        ...common,
        bankCode: v('bankCode'),
        branchCode: v('branchCode'),
        accountType: pick(ACCOUNT_TYPES.jp, v('accountType')),
        accountNumber: v('accountNumber'),
      });
  }
}
