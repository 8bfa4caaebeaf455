import { hasControlCharacters } from './characters';
import type { DomainError, ErrorCode } from './domain-error';

// What a field may hold and how typed digits are read: apart (typed-text.ts), so that a page with a
// field loads them without the rules; re-exported for the rules' users.
export { keptDigits, lengthProblem, MAX_LENGTH, normalizeDigits, withoutLookalikeDigits, type LimitedField } from './typed-text';

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

/** The first problem found, in the order given. */
export const firstProblem = (...problems: readonly (ErrorCode | undefined)[]): ErrorCode | undefined =>
  problems.find((problem) => problem !== undefined);

export const requiredProblem = (text: string, code: ErrorCode = 'field_required'): ErrorCode | undefined =>
  isBlank(text) ? code : undefined;
