import type { User } from '../../profile/user';
import type { UserGateway } from '../../profile/ports/user-gateway.port';
import type { DomainError, TransportErrorCode } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import type { TokenStore } from '../ports/token-store.port';

export type RestoreError = DomainError<TransportErrorCode>;

/**
 * At start, a saved token is used to fetch the user (spec §4). No token: a visitor (null).
 * Tokens the server REFUSES (401 after the one refresh, or a refused refresh) are cleared and the
 * visitor is signed out (null). When the server cannot be reached or fails (network, timeout,
 * 5xx, a garbled answer, "slow down") the error is returned and the tokens are KEPT: a short
 * outage must not sign the customer out, and the next start signs them in again.
 */
export class RestoreSession {
  constructor(
    private readonly tokens: TokenStore,
    private readonly users: UserGateway,
  ) {}

  /** Whether there is a saved session to restore: a call to the server will be made (a visitor has none). */
  hasSavedSession(): boolean {
    return this.tokens.load() !== null;
  }

  async execute(): Promise<Result<User | null, RestoreError>> {
    if (!this.tokens.load()) return ok(null);
    const me = await this.users.me();
    if (me.ok) return me;
    switch (me.error.code) {
      case 'unauthorized':
      case 'session_expired':
      case 'session_not_saved':
        this.tokens.clear();
        return ok(null);
      default:
        return err({ ...me.error, code: me.error.code });
    }
  }
}
