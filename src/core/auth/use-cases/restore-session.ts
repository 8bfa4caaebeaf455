import type { User } from '../../profile/user';
import type { UserGateway } from '../../profile/ports/user-gateway.port';
import { domainError, type DomainError, type TransportErrorCode } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import type { TokenStore } from '../ports/token-store.port';

export type RestoreError = DomainError<TransportErrorCode>;

/**
 * At start, a saved token is used to fetch the user (spec §4). No token: a visitor (null).
 * Tokens the server REFUSES (401 after the one refresh, or a refused refresh) are cleared and the
 * visitor is signed out (null). When the server cannot be reached or fails (network, timeout,
 * 5xx, a garbled answer, "slow down") the error is returned and the tokens are KEPT: a short
 * outage must not sign the customer out, and the next start signs them in again. The customer read
 * becomes the saved session's owner, and this page's (issue 42).
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
    // Another tab may sign in or out while the customer is read: the read is then done again, with
    // the session that is saved now (issue 42: the customer read is recorded as its tokens' owner).
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const saved = this.tokens.load();
      if (!saved) return ok(null);
      const me = await this.users.me();
      if (me.ok) {
        if (this.tokens.own(me.value.id, saved.session)) return me;
        continue;
      }
      switch (me.error.code) {
        case 'another_customer':
          continue;
        case 'unauthorized':
        case 'session_expired':
        case 'session_not_saved':
          if (this.tokens.load()?.session === saved.session) this.tokens.clear();
          return ok(null);
        default:
          return err({ ...me.error, code: me.error.code });
      }
    }
    return err(domainError('something_went_wrong'));
  }
}
