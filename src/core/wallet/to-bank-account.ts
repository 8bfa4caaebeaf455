import type { CountryCode } from '../content/locale';
import type { DomainError, ErrorCode } from '../shared/domain-error';
import { err, ok, type Result } from '../shared/result';
import { invalidInput } from '../shared/validation';
import { ACCOUNT_TYPES, BANK_FIELDS, type BankAccount, type BankField } from './bank-account';
import { BANK_FIELD_RULES, checkField, type FieldRule } from './bank-field-rules';

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
  const rules: Readonly<Partial<Record<BankField, FieldRule>>> = BANK_FIELD_RULES[country];
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
