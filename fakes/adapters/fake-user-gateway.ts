import type { SessionRenewal } from '../../src/adapters/session/session-renewal';
import type { UserGateway } from '../../src/core/profile/ports/user-gateway.port';
import type { PersonalData, User } from '../../src/core/profile/user';
import type { Result } from '../../src/core/shared/result';
import type { InMemoryBackend } from '../backend/in-memory-backend';
import { serve } from './serve';

/** The user calls, authenticated and renewed exactly as the HTTP client does it (SessionRenewal). */
export class FakeUserGateway implements UserGateway {
  constructor(
    private readonly backend: InMemoryBackend,
    private readonly session: SessionRenewal,
  ) {}

  me(): Promise<Result<User>> {
    return this.session.call((token) => serve(this.backend, () => this.backend.me(token)));
  }

  update(data: PersonalData): Promise<Result<User>> {
    return this.session.call((token) => serve(this.backend, () => this.backend.updateUser(token, data)));
  }

  changePassword(currentPassword: string, newPassword: string): Promise<Result<void>> {
    return this.session.call((token) => serve(this.backend, () => this.backend.changePassword(token, currentPassword, newPassword)));
  }

  sendVerificationCode(): Promise<Result<void>> {
    return this.session.call((token) => serve(this.backend, () => this.backend.sendVerificationCode(token)));
  }

  confirmEmail(code: string): Promise<Result<User>> {
    return this.session.call((token) => serve(this.backend, () => this.backend.confirmEmail(token, code)));
  }
}
