import { toSignUpBody } from '../../src/adapters/http/dto';
import type { AuthGateway } from '../../src/core/auth/ports/auth-gateway.port';
import type { Credentials, SignUpData, TokenPair } from '../../src/core/auth/session';
import type { CountryCode } from '../../src/core/content/locale';
import type { Result } from '../../src/core/shared/result';
import type { InMemoryBackend, TokenBody } from '../backend/in-memory-backend';
import { serve } from './serve';

const toTokens = (body: TokenBody): TokenPair => ({
  accessToken: body.access_token,
  refreshToken: body.refresh_token,
  expiresIn: body.expires_in,
});

export class FakeAuthGateway implements AuthGateway {
  constructor(
    private readonly backend: InMemoryBackend,
    private readonly clientId = 'demo-web',
  ) {}

  requestToken(credentials: Credentials, country: CountryCode): Promise<Result<TokenPair>> {
    const grant = {
      client_id: this.clientId,
      country_code: country,
      email: credentials.email,
      grant_type: 'password' as const,
      password: credentials.password,
    };
    return serve(this.backend, () => this.backend.issueToken(grant), toTokens);
  }

  refresh(refreshToken: string): Promise<Result<TokenPair>> {
    const grant = { client_id: this.clientId, grant_type: 'refresh_token' as const, refresh_token: refreshToken };
    return serve(this.backend, () => this.backend.issueToken(grant), toTokens);
  }

  requestPasswordReset(email: string, country: CountryCode): Promise<Result<void>> {
    return serve(this.backend, () => this.backend.resetPassword(email, country));
  }

  setNewPassword(resetToken: string, password: string): Promise<Result<void>> {
    return serve(this.backend, () => this.backend.setNewPassword(resetToken, password));
  }

  signUp(data: SignUpData, country: CountryCode): Promise<Result<TokenPair>> {
    return serve(this.backend, () => this.backend.signUp(toSignUpBody(data, country)), toTokens);
  }
}
