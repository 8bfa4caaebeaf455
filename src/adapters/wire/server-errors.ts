import { ERROR_CODES, type DomainError, type ErrorCode } from '../../core/shared/domain-error';
import { err, type Result } from '../../core/shared/result';
import { OAUTH_ERRORS, SERVER_CODES as S, type OAuthError, type ServerCode, type ServerError } from '../../contract/server-error.contract';

/*
 * The client's reading of the server's errors, shared by both client transports: the HTTP adapters
 * (src/adapters/http) and the fakes' in-process gateways (fakes/adapters), so that both report the
 * same domain error for the same answer. The codes themselves are the contract's (src/contract).
 */

/** The server's codes that the app knows (spec §8). */
const KNOWN: Readonly<Partial<Record<ServerCode | OAuthError, DomainError['code']>>> = {
  [S.wrongPassword]: 'wrong_password',
  [S.somethingWentWrong]: 'something_went_wrong',
  // Assumed codes for what the spec names without a code (docs/api-contract.md).
  [S.emailTaken]: 'email_taken',
  [S.passwordLinkUsed]: 'password_link_used',
  [S.codeNotRecognised]: 'code_not_recognised',
  [S.deleteBlockedBalance]: 'delete_blocked_balance',
  [S.deleteBlockedPending]: 'delete_blocked_pending',
  // Payout methods and withdrawals (issue 9). IK_0001 (an idempotency key reused for another body)
  // is the app's own bug, never the customer's: it stays "something went wrong".
  [S.payoutMethodNotSetUp]: 'payout_method_not_set_up',
  [S.payoutMethodInUse]: 'payout_method_in_use',
  [S.emailNotVerified]: 'email_not_verified',
  [S.amountInvalid]: 'amount_invalid',
  [S.amountAboveBalance]: 'amount_above_balance',
  [S.withdrawalMethodNotSetUp]: 'payout_method_not_set_up',
  [S.amountBelowMinimum]: 'amount_below_minimum',
  [S.withdrawalTermsChanged]: 'withdrawal_terms_changed',
  [S.payoutDestinationChanged]: 'payout_method_changed',
  // A problem with a bin (issue 21, assumed).
  [S.binAlreadyReported]: 'already_reported',
  // OAuth's answer to a grant the server does not issue (RFC 6749 §5.2): the refresh grant, assumed.
  [OAUTH_ERRORS.unsupportedGrantType]: 'not_available',
};

/** OAuth's codes for a refused grant (RFC 6749 §5.2), sent with a 400: the session is refused, as with a 401. */
const REFUSED_GRANT: ReadonlySet<string> = new Set([OAUTH_ERRORS.invalidGrant, OAUTH_ERRORS.invalidClient]);

const isErrorCode = (code: string): code is ErrorCode => (ERROR_CODES as readonly string[]).includes(code);

/** Body names that are not simply the form's name in snake_case. */
const FIELD_ALIASES: Readonly<Record<string, string>> = { request_type: 'type' };

/** `zip_code` → `zipCode`, `phone_last4` → `phoneLast4`: the wire's names as the forms' inputs are named. */
const fieldName = (wire: string): string =>
  Object.hasOwn(FIELD_ALIASES, wire) ? (FIELD_ALIASES[wire] as string) : wire.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The server's field errors as the app's: a code the app does not know reads as `field_required`. */
const fieldErrors = (fields: Readonly<Record<string, string>>): Readonly<Record<string, ErrorCode>> =>
  Object.fromEntries(Object.entries(fields).map(([field, code]) => [fieldName(field), isErrorCode(code) ? code : 'field_required']));

/**
 * Maps a server error to a domain error. A 404 is `not_found` whatever its body (issue 42: a server
 * or a proxy without the call answers with its own body, code or fields included); field errors
 * become `invalid_input` carrying them, under the forms' names; known codes map to their domain code;
 * a 401 without a known code means the session is gone; anything else is
 * "something went wrong" with the server's own message kept for the screen.
 */
export function toDomainError(error: ServerError): DomainError {
  if (error.status === 404) return { code: 'not_found' };
  if (error.fields && Object.keys(error.fields).length > 0) return { code: 'invalid_input', fields: fieldErrors(error.fields) };
  // Own keys only: a code named "constructor" or "__proto__" must not find Object's members.
  const known = Object.hasOwn(KNOWN, error.code) ? KNOWN[error.code as ServerCode] : undefined;
  if (known && !(known === 'something_went_wrong' && error.status >= 500))
    return error.since ? { code: known, since: error.since } : { code: known };
  if (error.status === 429) {
    return error.retryAfterSeconds === undefined
      ? { code: 'rate_limited' }
      : { code: 'rate_limited', retryAfterSeconds: error.retryAfterSeconds };
  }
  if (error.status === 401 || (error.status === 400 && REFUSED_GRANT.has(error.code))) return { code: 'unauthorized' };
  // A server that failed may have done the work first: not the same as a refusal (RS_0001 on a 4xx).
  if (error.status >= 500) return error.message && !known ? { code: 'server_error', message: error.message } : { code: 'server_error' };
  return error.message ? { code: 'something_went_wrong', message: error.message } : { code: 'something_went_wrong' };
}

/**
 * For a call docs/api-contract.md marks **assumed** (the specification does not have it): a 404,
 * whatever its body, means the server does not offer it, `not_available` — "not available here",
 * which the screen explains — rather than `not_found`. A 404 on a specification call keeps its
 * meaning. Used by the HTTP gateways and by the fakes' in-process gateways alike.
 */
export async function assumedCall<T>(pending: Promise<Result<T>>): Promise<Result<T>> {
  const answer = await pending;
  return !answer.ok && answer.error.code === 'not_found' ? err({ code: 'not_available' }) : answer;
}
