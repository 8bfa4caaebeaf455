import type { CountryCode } from '../../content/locale';
import type { DomainError, TransportErrorCode } from '../../shared/domain-error';
import type { Result } from '../../shared/result';
import type { Credentials, SignUpData, TokenPair } from '../session';

/**
 * The codes each call can end in besides the transport ones (`network_error`, `timeout`,
 * `something_went_wrong`, `invalid_response`, `rate_limited`). Adapters narrow to these lists:
 * any other code becomes `something_went_wrong`.
 */
export const AUTH_ERRORS = {
  requestToken: ['wrong_password'],
  refresh: ['unauthorized', 'not_available'],
  revoke: ['not_available'],
  requestPasswordReset: ['invalid_input'],
  setNewPassword: ['password_link_used', 'invalid_input', 'not_available'],
  signUp: ['email_taken', 'invalid_input', 'not_available'],
} as const;

type AuthError<K extends keyof typeof AUTH_ERRORS> = DomainError<(typeof AUTH_ERRORS)[K][number] | TransportErrorCode>;

/** The server's authentication calls (spec §7, and the assumed ones of docs/api-contract.md). */
export interface AuthGateway {
  /**
   * POST /api/v2/oauth/token with the password grant.
   * `wrong_password` (LB_0102: wrong password or unknown account, alike).
   */
  requestToken(credentials: Credentials, country: CountryCode): Promise<Result<TokenPair, AuthError<'requestToken'>>>;

  /**
   * POST /api/v2/oauth/token with the refresh-token grant (assumed).
   * `unauthorized` when the refresh token is refused: a 401, or OAuth's 400 `invalid_grant` /
   * `invalid_client` (spent, expired or revoked). `not_available` when the server has no refresh
   * grant (a 404, or OAuth's 400 `unsupported_grant_type`): the tokens cannot be renewed.
   */
  refresh(refreshToken: string): Promise<Result<TokenPair, AuthError<'refresh'>>>;

  /**
   * POST /api/v2/oauth/revoke (assumed; RFC 7009): the server forgets the refresh token, and with it
   * the session it renews. Sent so that the page may leave before the answer (sign-out reloads):
   * the browser still delivers it. `not_available` without the call.
   */
  revoke(refreshToken: string): Promise<Result<void, AuthError<'revoke'>>>;

  /** POST /api/v2/user/reset_password: emails a recovery link. */
  requestPasswordReset(email: string, country: CountryCode): Promise<Result<void, AuthError<'requestPasswordReset'>>>;

  /** PUT /api/v2/user/reset_password (assumed): sets a new password with the emailed link's token. `not_available` without the call. */
  setNewPassword(resetToken: string, password: string): Promise<Result<void, AuthError<'setNewPassword'>>>;

  /** POST /api/v2/users (assumed): creates the account and signs it in. `email_taken`; `not_available` without the call. */
  signUp(data: SignUpData, country: CountryCode): Promise<Result<TokenPair, AuthError<'signUp'>>>;
}
