import { toSignUpBody, toTokens } from '../../src/adapters/wire/auth.dto';
import { assumedCall } from '../../src/adapters/wire/server-errors';
import { AUTH_ERRORS, type AuthGateway } from '../../src/core/auth/ports/auth-gateway.port';
import type { Credentials, SignUpData } from '../../src/core/auth/session';
import type { CountryCode } from '../../src/core/content/locale';
import { expecting } from '../../src/core/shared/domain-error';
import type { TokenGrant } from '../../src/contract/auth.contract';
import type { InMemoryBackend } from '../backend/in-memory-backend';
import { serve } from './serve';

type Answer<K extends keyof AuthGateway> = ReturnType<AuthGateway[K]>;

/** The auth calls in-process, their errors narrowed to what the port declares, as the HTTP adapter does. */
export class FakeAuthGateway implements AuthGateway {
  constructor(
    private readonly backend: InMemoryBackend,
    private readonly clientId = 'demo-web',
  ) {}

  requestToken(credentials: Credentials, country: CountryCode): Answer<'requestToken'> {
    const grant: TokenGrant = {
      client_id: this.clientId,
      country_code: country,
      email: credentials.email,
      grant_type: 'password',
      password: credentials.password,
    };
    return expecting(
      serve(this.backend, () => this.backend.issueToken(grant), toTokens),
      AUTH_ERRORS.requestToken,
    );
  }

  refresh(refreshToken: string): Answer<'refresh'> {
    const grant: TokenGrant = { client_id: this.clientId, grant_type: 'refresh_token', refresh_token: refreshToken };
    return expecting(assumedCall(serve(this.backend, () => this.backend.issueToken(grant), toTokens)), AUTH_ERRORS.refresh);
  }

  revoke(refreshToken: string): Answer<'revoke'> {
    const body = { client_id: this.clientId, token: refreshToken, token_type_hint: 'refresh_token' } as const;
    return expecting(assumedCall(serve(this.backend, () => this.backend.revokeToken(body))), AUTH_ERRORS.revoke);
  }

  requestPasswordReset(email: string, country: CountryCode): Answer<'requestPasswordReset'> {
    return expecting(
      serve(this.backend, () => this.backend.resetPassword(email, country)),
      AUTH_ERRORS.requestPasswordReset,
    );
  }

  setNewPassword(resetToken: string, password: string): Answer<'setNewPassword'> {
    return expecting(assumedCall(serve(this.backend, () => this.backend.setNewPassword(resetToken, password))), AUTH_ERRORS.setNewPassword);
  }

  signUp(data: SignUpData, country: CountryCode): Answer<'signUp'> {
    return expecting(
      assumedCall(serve(this.backend, () => this.backend.signUp(toSignUpBody(data, country)), toTokens)),
      AUTH_ERRORS.signUp,
    );
  }
}
