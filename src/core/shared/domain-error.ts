/**
 * Every expected failure the app knows. The code doubles as the i18n key under
 * the `errors` namespace, so a new code needs a text in all five locales (a test checks).
 */
export const ERROR_CODES = [
  // validation (never reach a server); `invalid_input` carries the field codes
  'invalid_input',
  'enter_valid_email',
  'enter_valid_password',
  'email_input_error',
  'password_too_short',
  'passwords_do_not_match',
  'name_required',
  'zip_required',
  'zip_too_short',
  'zip_invalid',
  'terms_required',
  'code_invalid',
  'phone_last4_invalid',
  'request_type_required',
  'field_required',
  /** Longer than the field's maximum (MAX_LENGTH). */
  'too_long',
  /** A reset-password address without its token. */
  'reset_link_incomplete',
  // authentication
  'wrong_password',
  'unauthorized',
  /** The session could not be renewed: the customer must log in again. */
  'session_expired',
  'email_taken',
  'password_link_used',
  'code_not_recognised',
  // generic
  'something_went_wrong',
  'network_error',
  'timeout',
  'invalid_response',
  'not_found',
  /** Too many attempts (HTTP 429); `retryAfterSeconds` says when to try again, if known. */
  'rate_limited',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface DomainError {
  readonly code: ErrorCode;
  /** The server's own words, kept when the code alone would lose information. */
  readonly message?: string;
  /** Field-level problems, keyed by input name. */
  readonly fields?: Readonly<Record<string, ErrorCode>>;
  /** With `rate_limited`: seconds to wait before trying again (from Retry-After), when the server says. */
  readonly retryAfterSeconds?: number;
}

export const domainError = (code: ErrorCode, message?: string): DomainError => (message === undefined ? { code } : { code, message });
