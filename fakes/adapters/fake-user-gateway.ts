import type { TokenStore } from '../../src/core/auth/ports/token-store.port';
import type { UserGateway } from '../../src/core/profile/ports/user-gateway.port';
import type { PersonalData, User } from '../../src/core/profile/user';
import type { Result } from '../../src/core/shared/result';
import type { InMemoryBackend } from '../backend/in-memory-backend';
import { serve } from './serve';

/** The user calls, authenticated with whatever access token the token store holds, like the HTTP client. */
export class FakeUserGateway implements UserGateway {
  constructor(
    private readonly backend: InMemoryBackend,
    private readonly tokens: TokenStore,
  ) {}

  private get token(): string | null {
    return this.tokens.load()?.accessToken ?? null;
  }

  me(): Promise<Result<User>> {
    return serve(this.backend, () => this.backend.me(this.token));
  }

  update(data: PersonalData): Promise<Result<User>> {
    return serve(this.backend, () => this.backend.updateUser(this.token, data));
  }

  changePassword(currentPassword: string, newPassword: string): Promise<Result<void>> {
    return serve(this.backend, () => this.backend.changePassword(this.token, currentPassword, newPassword));
  }

  sendVerificationCode(): Promise<Result<void>> {
    return serve(this.backend, () => this.backend.sendVerificationCode(this.token));
  }
}
