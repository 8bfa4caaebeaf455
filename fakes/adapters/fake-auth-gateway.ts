import type { AuthGateway } from '../../src/core/auth/ports/auth-gateway.port';
import type { Credentials, TokenPair } from '../../src/core/auth/session';
import type { CountryCode } from '../../src/core/content/locale';
import type { Result } from '../../src/core/shared/result';
import type { InMemoryBackend } from '../backend/in-memory-backend';
import { serve } from './serve';

export class FakeAuthGateway implements AuthGateway {
  constructor(
    private readonly backend: InMemoryBackend,
    private readonly clientId = 'demo-web',
  ) {}

  requestToken(credentials: Credentials, country: CountryCode): Promise<Result<TokenPair>> {
    return serve(
      this.backend,
      () =>
        this.backend.issueToken({
          client_id: this.clientId,
          country_code: country,
          email: credentials.email,
          grant_type: 'password',
          password: credentials.password,
        }),
      (body) => ({ accessToken: body.access_token, refreshToken: body.refresh_token, expiresIn: body.expires_in }),
    );
  }

  requestPasswordReset(email: string, country: CountryCode): Promise<Result<void>> {
    return serve(this.backend, () => this.backend.resetPassword(email, country));
  }
}
