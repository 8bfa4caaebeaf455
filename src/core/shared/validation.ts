import { hasControlCharacters, withoutInvisibles } from './characters';
import type { DomainError, ErrorCode } from './domain-error';

/**
 * Pragmatic email check: one @, something before it, a dot in the domain and no
 * spaces. The server remains the authority; this only catches typing mistakes.
 */
export function isValidEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(text.trim());
}

export const isBlank = (text: string | null | undefined): boolean => !text || text.trim() === '';

/** Field name → problem, for the fields that have one. */
export type FieldErrors<F extends string = string> = Partial<Record<F, ErrorCode>>;

/** An `invalid_input` error carrying its field problems, or null when there are none. */
export function invalidInput(fields: FieldErrors): DomainError<'invalid_input'> | null {
  const entries = Object.entries(fields).filter((e): e is [string, ErrorCode] => e[1] !== undefined);
  return entries.length === 0 ? null : { code: 'invalid_input', fields: Object.fromEntries(entries) };
}

/** Passwords: at least 8 characters (spec §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;

export function passwordProblem(password: string): ErrorCode | undefined {
  if (password === '') return 'enter_valid_password';
  return password.length < PASSWORD_MIN_LENGTH ? 'password_too_short' : undefined;
}

/** Email required, then plausible and free of control characters. */
export function emailProblem(email: string): ErrorCode | undefined {
  if (isBlank(email)) return 'enter_valid_email';
  return isValidEmail(email) && !hasControlCharacters(email) ? undefined : 'email_input_error';
}

/**
 * Where digits are expected (confirmation code, phone's last 4, ZIP and post codes, amounts, bank
 * numbers): invisible characters pasted with them go (`INVISIBLE_CHARACTERS`, issue 42), full-width
 * characters as Japanese keyboards type them (`１２３４`, `１２３－４５６７`) become their ASCII
 * forms (NFKC), dash look-alikes (`ー`, `‐`, `−`) become `-`, and the ends are trimmed.
 */
export const normalizeDigits = (text: string): string =>
  withoutInvisibles(text)
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212\u30FC\uFF70]/g, '-')
    .trim();

/**
 * Numerals NFKC would turn into ASCII digits although nobody types them as digits (`²`, `①`, `𝟏`):
 * made `?`, so that `5²` is refused rather than read as 52. ASCII and full-width digits are kept.
 */
export const withoutLookalikeDigits = (text: string): string => text.replace(/(?![0-9\uFF10-\uFF19])\p{N}/gu, '?');

/**
 * What a digits-only field (the confirmation code) keeps of what is typed or pasted: the text is
 * read first (full-width `１２３４` as `1234`, NFKC), then everything but the digits goes. Filtering
 * first would drop the full-width digits a Japanese keyboard types before they could be read.
 */
export const keptDigits = (text: string): string => normalizeDigits(withoutLookalikeDigits(text)).replace(/\D/g, '');

/** The first problem found, in the order given. */
export const firstProblem = (...problems: readonly (ErrorCode | undefined)[]): ErrorCode | undefined =>
  problems.find((problem) => problem !== undefined);

export const requiredProblem = (text: string, code: ErrorCode = 'field_required'): ErrorCode | undefined =>
  isBlank(text) ? code : undefined;

/**
 * The longest text each kind of field accepts, on the client (input maxlength, validation) and on
 * the fake server (422 `too_long`) alike. Generous for real data, short enough that nothing can
 * be used to stuff megabytes into a request.
 */
export const MAX_LENGTH = {
  email: 254,
  password: 128,
  name: 100,
  address: 200,
  city: 100,
  state: 100,
  zipCode: 16,
  code: 4,
  phoneLast4: 4,
  subject: 200,
  message: 5000,
  /** Payout details: account numbers, IBAN, routing and bank codes, PayPal address. */
  payoutField: 64,
  amount: 16,
  /** A bin problem's words when its reason is "other" (issue 21): short, read at the bin. */
  binReportNote: 200,
} as const;

export type LimitedField = keyof typeof MAX_LENGTH;

/** `too_long` when the text is over its field's limit. */
export const lengthProblem = (text: string, field: LimitedField): ErrorCode | undefined =>
  text.length > MAX_LENGTH[field] ? 'too_long' : undefined;
