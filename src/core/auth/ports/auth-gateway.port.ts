import type { CountryCode } from '../../content/locale';
import type { Result } from '../../shared/result';
import type { Credentials, SignUpData, TokenPair } from '../session';

/** The server's authentication calls (spec §7, and the assumed ones of docs/api-contract.md). */
export interface AuthGateway {
  /**
   * POST /api/v2/oauth/token with the password grant.
   * Errors: `wrong_password` (LB_0102: wrong password or unknown account, alike),
   * `something_went_wrong` (RS_0001 or unknown), `network_error`, `timeout`, `invalid_response`.
   */
  requestToken(credentials: Credentials, country: CountryCode): Promise<Result<TokenPair>>;

  /**
   * POST /api/v2/oauth/token with the refresh-token grant (assumed).
   * Errors: `unauthorized` when the refresh token is spent or expired, else as `requestToken`.
   */
  refresh(refreshToken: string): Promise<Result<TokenPair>>;

  /**
   * POST /api/v2/user/reset_password: emails a recovery link.
   * Errors: `something_went_wrong` with the server's message, `network_error`, `timeout`.
   */
  requestPasswordReset(email: string, country: CountryCode): Promise<Result<void>>;

  /**
   * PUT /api/v2/user/reset_password (assumed): sets a new password with the emailed link's token.
   * Errors: `password_link_used`, `something_went_wrong`, `network_error`, `timeout`.
   */
  setNewPassword(resetToken: string, password: string): Promise<Result<void>>;

  /**
   * POST /api/v2/users (assumed): creates the account and signs it in.
   * Errors: `email_taken`, `something_went_wrong` ("Sign up failed"), `network_error`, `timeout`, `invalid_response`.
   */
  signUp(data: SignUpData, country: CountryCode): Promise<Result<TokenPair>>;
}
