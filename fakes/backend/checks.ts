import type { ErrorCode } from '../../src/core/shared/domain-error';
import { isBlank, isValidEmail, lengthProblem, type LimitedField } from '../../src/core/shared/validation';

/**
 * The server's own field checks: it trusts nothing the client checked. Codes are the app's
 * (src/core/shared/domain-error.ts), so a field error from the server reads like the client's.
 */

/** C0/C1 controls (Cc) and format characters (Cf): bidi marks and overrides (U+200E/F, U+202A–E, U+2066–9), zero-widths. */
const CONTROL = /[\p{Cc}\p{Cf}]/u;

/** Full-width digits (as Japanese keyboards type them) read as ASCII: NFKC, then trimmed. */
export const normalisedDigits = (text: string): string => text.normalize('NFKC').trim();

export const tooLong = (text: string, field: LimitedField): ErrorCode | undefined => lengthProblem(text, field);

export function requiredText(text: string, field: LimitedField, blank: ErrorCode = 'field_required'): ErrorCode | undefined {
  return isBlank(text) ? blank : tooLong(text, field);
}

/** A plausible address, of sane length, with no control or bidi character that could disguise it. */
export function emailProblem(email: string): ErrorCode | undefined {
  if (isBlank(email)) return 'field_required';
  if (tooLong(email, 'email')) return 'too_long';
  return CONTROL.test(email) || !isValidEmail(email) ? 'email_input_error' : undefined;
}
