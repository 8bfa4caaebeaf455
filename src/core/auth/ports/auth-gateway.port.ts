import type { CountryCode } from '../../content/locale';
import type { Result } from '../../shared/result';
import type { Credentials, TokenPair } from '../session';

/** The server's authentication calls (spec §7). */
export interface AuthGateway {
  /**
   * POST /api/v2/oauth/token with the password grant.
   * Errors: `wrong_password` (LB_0102: wrong password or unknown account, alike),
   * `something_went_wrong` (RS_0001 or unknown), `network_error`, `timeout`, `invalid_response`.
   */
  requestToken(credentials: Credentials, country: CountryCode): Promise<Result<TokenPair>>;

  /**
   * POST /api/v2/user/reset_password: emails a recovery link.
   * Errors: `something_went_wrong` with the server's message, `network_error`, `timeout`.
   */
  requestPasswordReset(email: string, country: CountryCode): Promise<Result<void>>;
}
