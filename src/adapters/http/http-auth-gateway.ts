import type { AuthGateway } from '../../core/auth/ports/auth-gateway.port';
import type { Credentials, TokenPair } from '../../core/auth/session';
import type { CountryCode } from '../../core/content/locale';
import type { Result } from '../../core/shared/result';
import type { ApiClient } from './api-client';
import { positive, rec, str } from './dto';
import { parsed } from './parse';

export class HttpAuthGateway implements AuthGateway {
  constructor(
    private readonly api: ApiClient,
    private readonly clientId: string,
  ) {}

  requestToken(credentials: Credentials, country: CountryCode): Promise<Result<TokenPair>> {
    const body = {
      client_id: this.clientId,
      country_code: country,
      email: credentials.email,
      grant_type: 'password',
      password: credentials.password,
    };
    return parsed(this.api.request('POST', '/api/v2/oauth/token', { body, auth: false }), (raw) => {
      const o = rec(raw, 'token');
      return {
        accessToken: str(o.access_token, 'access_token'),
        refreshToken: str(o.refresh_token, 'refresh_token'),
        expiresIn: positive(o.expires_in, 'expires_in'),
      };
    });
  }

  requestPasswordReset(email: string, country: CountryCode): Promise<Result<void>> {
    return parsed(this.api.request('POST', '/api/v2/user/reset_password', { body: { country_code: country, email }, auth: false }), () => undefined);
  }
}
