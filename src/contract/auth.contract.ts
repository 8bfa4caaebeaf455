import { API_ROOT } from './envelope.contract';

/** Who the customer is: /oauth/token, /users (sign-up) and the password reset (docs/api-contract.md). */

/** POST /oauth/token's body: the password grant (spec §7), or the refresh grant (assumed). */
export interface TokenGrant {
  readonly client_id: string;
  /** Sent with the password grant (spec §7); a refresh token already names its account. */
  readonly country_code?: string;
  readonly grant_type: 'password' | 'refresh_token';
  readonly email?: string;
  readonly password?: string;
  readonly refresh_token?: string;
}

/** POST /oauth/token's and POST /users' answer. */
export interface TokenBody {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly expires_in: number;
}

/** POST /users' body (assumed), besides the `client_id` the HTTP call adds. */
export interface SignUpBody {
  readonly country_code: string;
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly zip_code: string;
  readonly terms_accepted: boolean;
  readonly marketing_consent?: boolean;
  readonly market_research_consent?: boolean;
}

/** POST /user/reset_password: asks for a reset link. */
export interface ResetPasswordBody {
  readonly email: string;
  readonly country_code: string;
}

/** PUT /user/reset_password (assumed): the link's token and the new password twice. */
export interface NewPasswordBody {
  readonly reset_password_token: string;
  readonly password: string;
  readonly password_confirmation: string;
}

/**
 * POST /oauth/revoke (assumed; RFC 7009's revocation call): the refresh token of the session that
 * ends, with the client's id (a public client). Answered 200 whether or not the token was valid.
 */
export interface RevokeBody {
  readonly client_id: string;
  readonly token: string;
  readonly token_type_hint: 'refresh_token';
}

export const AUTH_PATHS = {
  token: `${API_ROOT}/oauth/token`,
  /** Sign-out's revocation of the refresh token (assumed, RFC 7009). */
  revoke: `${API_ROOT}/oauth/revoke`,
  signUp: `${API_ROOT}/users`,
  /** POST asks for a link, PUT sets the new password. */
  resetPassword: `${API_ROOT}/user/reset_password`,
} as const;
