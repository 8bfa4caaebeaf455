import { assumedCall } from '../../src/adapters/wire/server-errors';
import type { SessionRenewal } from '../../src/adapters/session/session-renewal';
import { USER_ERRORS, type UserGateway } from '../../src/core/profile/ports/user-gateway.port';
import type { PersonalData } from '../../src/core/profile/user';
import type { InMemoryBackend } from '../backend/in-memory-backend';
import { authenticated } from './authenticated';
import { serve } from './serve';

type Answer<K extends keyof UserGateway> = ReturnType<UserGateway[K]>;

/** The user calls, authenticated and renewed exactly as the HTTP client does it (SessionRenewal). */
export class FakeUserGateway implements UserGateway {
  constructor(
    private readonly backend: InMemoryBackend,
    private readonly session: SessionRenewal,
  ) {}

  me(): Answer<'me'> {
    return authenticated(this.session, (token) => serve(this.backend, () => this.backend.me(token)), USER_ERRORS.me);
  }

  update(data: PersonalData): Answer<'update'> {
    return authenticated(this.session, (token) => serve(this.backend, () => this.backend.updateUser(token, data)), USER_ERRORS.update);
  }

  changePassword(currentPassword: string, newPassword: string): Answer<'changePassword'> {
    return authenticated(
      this.session,
      (token) => serve(this.backend, () => this.backend.changePassword(token, currentPassword, newPassword)),
      USER_ERRORS.changePassword,
    );
  }

  sendVerificationCode(): Answer<'sendVerificationCode'> {
    return authenticated(
      this.session,
      (token) => serve(this.backend, () => this.backend.sendVerificationCode(token)),
      USER_ERRORS.sendVerificationCode,
    );
  }

  confirmEmail(code: string): Answer<'confirmEmail'> {
    return authenticated(
      this.session,
      (token) => assumedCall(serve(this.backend, () => this.backend.confirmEmail(token, code))),
      USER_ERRORS.confirmEmail,
    );
  }

  deleteAccount(password: string): Answer<'deleteAccount'> {
    return authenticated(
      this.session,
      (token) => assumedCall(serve(this.backend, () => this.backend.deleteAccount(token, password))),
      USER_ERRORS.deleteAccount,
    );
  }
}
