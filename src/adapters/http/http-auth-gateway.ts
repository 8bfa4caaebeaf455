import {
  AUTH_PATHS,
  type NewPasswordBody,
  type ResetPasswordBody,
  type RevokeBody,
  type SignUpBody,
  type TokenGrant,
} from '../../contract/auth.contract';
import { AUTH_ERRORS, type AuthGateway } from '../../core/auth/ports/auth-gateway.port';
import type { Credentials, SignUpData } from '../../core/auth/session';
import type { CountryCode } from '../../core/content/locale';
import type { ApiClient } from './api-client';
import { toSignUpBody, toTokens } from '../wire/auth.dto';
import { parsed } from './parse';
import { assumedCall } from '../wire/server-errors';

type Answer<K extends keyof AuthGateway> = ReturnType<AuthGateway[K]>;

export class HttpAuthGateway implements AuthGateway {
  constructor(
    private readonly api: ApiClient,
    private readonly clientId: string,
  ) {}

  requestToken(credentials: Credentials, country: CountryCode): Answer<'requestToken'> {
    const body: TokenGrant = {
      client_id: this.clientId,
      country_code: country,
      email: credentials.email,
      grant_type: 'password',
      password: credentials.password,
    };
    return parsed(this.api.request('POST', AUTH_PATHS.token, { body, auth: false }), toTokens, AUTH_ERRORS.requestToken);
  }

  refresh(refreshToken: string): Answer<'refresh'> {
    const body: TokenGrant = { client_id: this.clientId, grant_type: 'refresh_token', refresh_token: refreshToken };
    return parsed(assumedCall(this.api.request('POST', AUTH_PATHS.token, { body, auth: false })), toTokens, AUTH_ERRORS.refresh);
  }

  revoke(refreshToken: string): Answer<'revoke'> {
    const body: RevokeBody = { client_id: this.clientId, token: refreshToken, token_type_hint: 'refresh_token' };
    return parsed(
      assumedCall(this.api.request('POST', AUTH_PATHS.revoke, { body, auth: false, keepalive: true })),
      () => undefined,
      AUTH_ERRORS.revoke,
    );
  }

  requestPasswordReset(email: string, country: CountryCode): Answer<'requestPasswordReset'> {
    return parsed(
      this.api.request('POST', AUTH_PATHS.resetPassword, {
        body: { country_code: country, email } satisfies ResetPasswordBody,
        auth: false,
      }),
      () => undefined,
      AUTH_ERRORS.requestPasswordReset,
    );
  }

  setNewPassword(resetToken: string, password: string): Answer<'setNewPassword'> {
    const body: NewPasswordBody = { reset_password_token: resetToken, password, password_confirmation: password };
    return parsed(
      assumedCall(this.api.request('PUT', AUTH_PATHS.resetPassword, { body, auth: false })),
      () => undefined,
      AUTH_ERRORS.setNewPassword,
    );
  }

  signUp(data: SignUpData, country: CountryCode): Answer<'signUp'> {
    const body: SignUpBody & { client_id: string } = { client_id: this.clientId, ...toSignUpBody(data, country) };
    return parsed(assumedCall(this.api.request('POST', AUTH_PATHS.signUp, { body, auth: false })), toTokens, AUTH_ERRORS.signUp);
  }
}
