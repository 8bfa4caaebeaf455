import { AUTH_ERRORS, type AuthGateway } from '../../core/auth/ports/auth-gateway.port';
import type { Credentials, SignUpData, TokenPair } from '../../core/auth/session';
import type { CountryCode } from '../../core/content/locale';
import type { ApiClient } from './api-client';
import { positive, rec, str, toSignUpBody } from './dto';
import { parsed } from './parse';
import { assumedCall } from './server-errors';

const TOKEN_PATH = '/api/v2/oauth/token';

function toTokens(raw: unknown): TokenPair {
  const o = rec(raw, 'token');
  return {
    accessToken: str(o.access_token, 'access_token'),
    refreshToken: str(o.refresh_token, 'refresh_token'),
    expiresIn: positive(o.expires_in, 'expires_in'),
  };
}

type Answer<K extends keyof AuthGateway> = ReturnType<AuthGateway[K]>;

export class HttpAuthGateway implements AuthGateway {
  constructor(
    private readonly api: ApiClient,
    private readonly clientId: string,
  ) {}

  requestToken(credentials: Credentials, country: CountryCode): Answer<'requestToken'> {
    const body = {
      client_id: this.clientId,
      country_code: country,
      email: credentials.email,
      grant_type: 'password',
      password: credentials.password,
    };
    return parsed(this.api.request('POST', TOKEN_PATH, { body, auth: false }), toTokens, AUTH_ERRORS.requestToken);
  }

  refresh(refreshToken: string): Answer<'refresh'> {
    const body = { client_id: this.clientId, grant_type: 'refresh_token', refresh_token: refreshToken };
    return parsed(assumedCall(this.api.request('POST', TOKEN_PATH, { body, auth: false })), toTokens, AUTH_ERRORS.refresh);
  }

  requestPasswordReset(email: string, country: CountryCode): Answer<'requestPasswordReset'> {
    return parsed(
      this.api.request('POST', '/api/v2/user/reset_password', { body: { country_code: country, email }, auth: false }),
      () => undefined,
      AUTH_ERRORS.requestPasswordReset,
    );
  }

  setNewPassword(resetToken: string, password: string): Answer<'setNewPassword'> {
    const body = { reset_password_token: resetToken, password, password_confirmation: password };
    return parsed(
      assumedCall(this.api.request('PUT', '/api/v2/user/reset_password', { body, auth: false })),
      () => undefined,
      AUTH_ERRORS.setNewPassword,
    );
  }

  signUp(data: SignUpData, country: CountryCode): Answer<'signUp'> {
    const body = { client_id: this.clientId, ...toSignUpBody(data, country) };
    return parsed(assumedCall(this.api.request('POST', '/api/v2/users', { body, auth: false })), toTokens, AUTH_ERRORS.signUp);
  }
}
