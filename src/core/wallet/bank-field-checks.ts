import { validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { POSTCODE_PATTERNS } from '../auth/postcode';
import type { CountryCode } from '../content/locale';
import type { ErrorCode } from '../shared/domain-error';
import { hasControlCharacters } from '../shared/characters';

// The problem of one normalised, non-empty bank field: an error code, or undefined when it is right.

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

export function routingProblem(digits: string): ErrorCode | undefined {
  if (!/^\d{9}$/.test(digits)) return 'routing_number_invalid';
  return ABA_PREFIX.test(digits) && isAbaChecksumValid(digits) ? undefined : 'routing_number_checksum';
}

/**
 * An IBAN of any country ibantools knows (a customer may hold a SEPA account abroad): `iban_invalid`
 * when it is not an IBAN's shape or length for its country, `iban_checksum` when only its check
 * digits (mod 97) or its national check key disagree — a typo.
 */
export function ibanProblem(iban: string): ErrorCode | undefined {
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

export const textProblem = (value: string): ErrorCode | undefined => (hasControlCharacters(value) ? 'text_invalid' : undefined);

/** Letters of any script (Latin and accented, kana, kanji…) with their marks, spaces, `'`, `.`, `-` and `・`; at least one letter. */
const NAME = /^[\p{L}\p{M} '.\-・]+$/u;

export const nameProblem = (value: string): ErrorCode | undefined =>
  NAME.test(value) && /\p{L}/u.test(value) ? undefined : 'account_name_invalid';

export const digitsProblem =
  (min: number, max: number, code: ErrorCode) =>
  (value: string): ErrorCode | undefined =>
    /^\d+$/.test(value) && value.length >= min && value.length <= max ? undefined : code;

export const oneOfProblem =
  (values: readonly string[]) =>
  (value: string): ErrorCode | undefined =>
    values.includes(value) ? undefined : 'account_type_required';

export const postCodeProblem =
  (country: CountryCode) =>
  (value: string): ErrorCode | undefined =>
    POSTCODE_PATTERNS[country].test(value) ? undefined : 'post_code_invalid';
