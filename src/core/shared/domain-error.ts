import { err, type Result } from './result';

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
  /**
   * The password typed is not this account's, on a form of a signed-in customer (changing the
   * password, deleting the account): the field's problem. The login's `wrong_password` says "email
   * or password", since there the server does not say which.
   */
  'password_incorrect',
  /** A password change whose new password is the current one. */
  'password_unchanged',
  'name_required',
  'zip_required',
  'zip_too_short',
  'zip_invalid',
  'terms_required',
  'code_invalid',
  'phone_last4_invalid',
  'request_type_required',
  'field_required',
  /** Account deletion without ticking "I understand this cannot be undone". */
  'deletion_not_confirmed',
  /** Longer than the field's maximum (MAX_LENGTH). */
  'too_long',
  /** A reset-password address without its token. */
  'reset_link_incomplete',
  // payout methods (issue 9): each market's bank details, PayPal, LINE Pay
  /** Letters (Latin, accented, katakana), spaces, apostrophes, dots and hyphens only. */
  'account_name_invalid',
  /** Free text (an address, a city) carrying control or invisible formatting characters, e.g. bidi overrides from a paste. */
  'text_invalid',
  /** ACH routing number: not 9 digits. */
  'routing_number_invalid',
  /** ACH routing number: 9 digits, but its check digit is wrong (a typo). */
  'routing_number_checksum',
  /** Not the number of digits the market's account numbers have. */
  'account_number_invalid',
  'sort_code_invalid',
  'transit_number_invalid',
  'institution_number_invalid',
  /** Not an IBAN's shape or length for its country (the French text says 14 to 34 characters). */
  'iban_invalid',
  /** An IBAN whose check digits are wrong (mod-97): a typo. */
  'iban_checksum',
  'bank_code_invalid',
  'branch_code_invalid',
  'account_type_required',
  /** A post code (or ZIP) not of the market's form. */
  'post_code_invalid',
  /** LINE Pay reference number: 11 digits. */
  'line_reference_invalid',
  /** Only a method that is set up can be the default or receive a withdrawal. */
  'payout_method_not_set_up',
  /** The default method cannot be removed while a withdrawal to it is pending (assumed, issue 20). */
  'payout_method_in_use',
  // withdrawals (spec §5, §8)
  /** Not a number as the customer's language writes amounts ("1e309", "5,5,5", "0x10", "5."). */
  'amount_invalid',
  /** More decimals than the currency has (yen have none, the others two). */
  'amount_too_precise',
  /** Zero or less ("-0" included). */
  'amount_not_positive',
  'amount_above_balance',
  /** Below the minimum the server gives (the screen says the minimum). */
  'amount_below_minimum',
  /** Spec §8: a withdrawal request is impossible without a validated email. */
  'email_not_verified',
  /** The fee or minimum changed between review and confirmation: review again. */
  'withdrawal_terms_changed',
  /** The default payout method or its details changed while a withdrawal was reviewed: review again. */
  'payout_method_changed',
  /** The payout methods could not be read again just before a withdrawal was sent: nothing was sent (issue 42). */
  'payout_check_failed',
  /** The server refused a withdrawal for the balance, which changed after the review: this one was not made (issue 42). */
  'withdrawal_balance_changed',
  // bin problem reports (issue 21, assumed call)
  /** This customer already has an open report on this bin: the screen says when it was sent. */
  'already_reported',
  // authentication
  'wrong_password',
  'unauthorized',
  /** The session could not be renewed: the customer must log in again. */
  'session_expired',
  /** The browser refused to keep the tokens (e.g. a cookie over its size limit): nobody can stay signed in. */
  'session_not_saved',
  /**
   * Another customer is now signed in on this browser (another tab signed out and in): an action
   * prepared for this page's customer is not sent with their tokens (issue 42). Nothing was sent.
   */
  'another_customer',
  'email_taken',
  'password_link_used',
  'code_not_recognised',
  // account deletion (spec §5, §8)
  /** The balance is above zero: withdraw it first. */
  'delete_blocked_balance',
  /** A withdrawal or a scan is still pending: contact Customer Service. */
  'delete_blocked_pending',
  // generic
  'something_went_wrong',
  /** The server failed (a 5xx): it may or may not have done the work before failing. */
  'server_error',
  /** The device is offline: nothing was sent. */
  'offline',
  'network_error',
  'timeout',
  'invalid_response',
  'not_found',
  /**
   * The server does not offer this call (a call docs/api-contract.md marks assumed, answered 404):
   * the service is not available here; the screen says what to do instead.
   */
  'not_available',
  /** Too many attempts (HTTP 429); `retryAfterSeconds` says when to try again, if known. */
  'rate_limited',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * An expected failure. `C` narrows the codes a call can return, so that the compiler refuses a check
 * for a code the call never gives (`error.code === 'email_taken'` on a login); it defaults to every code.
 */
export interface DomainError<C extends ErrorCode = ErrorCode> {
  readonly code: C;
  /** The server's own words, kept when the code alone would lose information. */
  readonly message?: string;
  /** Field-level problems, keyed by input name. */
  readonly fields?: Readonly<Record<string, ErrorCode>>;
  /** With `rate_limited`: seconds to wait before trying again (from Retry-After), when the server says. */
  readonly retryAfterSeconds?: number;
  /** With `already_reported`: when the customer's earlier request was received (ISO instant), when the server says. */
  readonly since?: string;
}

export const domainError = <C extends ErrorCode>(code: C, message?: string): DomainError<C> =>
  message === undefined ? { code } : { code, message };

/** A Result whose error codes are narrowed to those a call declares (`expected`), plus the transport codes. */
export async function expecting<T, C extends ErrorCode>(
  pending: Promise<Result<T, DomainError>>,
  expected: readonly C[],
): Promise<Result<T, DomainError<C | TransportErrorCode>>> {
  const answer = await pending;
  return answer.ok ? answer : err(narrowError(answer.error, expected));
}

/** What any call to the server can end in, whatever it asked: no answer, a failure, a garbled answer, "slow down". */
export const TRANSPORT_ERROR_CODES = [
  'offline',
  'network_error',
  'timeout',
  'server_error',
  'something_went_wrong',
  'invalid_response',
  'rate_limited',
] as const;
export type TransportErrorCode = (typeof TRANSPORT_ERROR_CODES)[number];

/** What an authenticated call can also end in: the session is gone (refused, or not renewable). */
export const SESSION_ERROR_CODES = ['unauthorized', 'session_expired', 'session_not_saved', 'another_customer'] as const;
export type SessionErrorCode = (typeof SESSION_ERROR_CODES)[number];

/** The validation failure of a use case: `invalid_input` with its field codes. */
export type ValidationErrorCode = 'invalid_input';

/**
 * Keeps an error whose code the caller declared (`expected`, plus the transport codes); any other
 * code — a server code the call should never give — becomes `something_went_wrong`, message kept.
 */
export function narrowError<C extends ErrorCode>(error: DomainError, expected: readonly C[]): DomainError<C | TransportErrorCode> {
  const allowed: readonly ErrorCode[] = [...expected, ...TRANSPORT_ERROR_CODES];
  if (allowed.includes(error.code)) return error as DomainError<C | TransportErrorCode>;
  return error.message ? { code: 'something_went_wrong', message: error.message } : { code: 'something_went_wrong' };
}
