import type { CountryCode } from '../content/locale';
import type { ErrorCode } from '../shared/domain-error';
import { isBlank, lengthProblem, type LimitedField } from '../shared/validation';
import { ACCOUNT_TYPES, type BANK_FIELDS } from './bank-account';
import { digitsProblem, ibanProblem, nameProblem, oneOfProblem, postCodeProblem, routingProblem, textProblem } from './bank-field-checks';
import { bankDigits, normalizeAccountName, normalizeIban, normalizeText, spacedPostCode, zipCode } from './bank-typing';

export interface FieldRule {
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
export const BANK_FIELD_RULES: { readonly [C in CountryCode]: { readonly [F in (typeof BANK_FIELDS)[C][number]]: FieldRule } } = {
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
export function checkField(rule: FieldRule, typed: string): { readonly value: string; readonly problem?: ErrorCode } {
  const tooLong = lengthProblem(typed.trim(), rule.limit);
  if (tooLong) return { value: '', problem: tooLong };
  const value = rule.normalize(typed);
  if (isBlank(value)) return { value, problem: rule.missing ?? 'field_required' };
  const problem = lengthProblem(value, rule.limit) ?? rule.problem(value);
  return problem ? { value, problem } : { value };
}
