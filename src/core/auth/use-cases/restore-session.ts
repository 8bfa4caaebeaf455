import type { User } from '../../profile/user';
import type { UserGateway } from '../../profile/ports/user-gateway.port';
import { ok, type Result } from '../../shared/result';
import type { TokenStore } from '../ports/token-store.port';

/**
 * At start, a saved token is used to fetch the user (spec §4). No token: a visitor
 * (null). A failed fetch clears the tokens, so a stale session never lingers, and the
 * error is returned for the caller to decide whether to mention it.
 */
export class RestoreSession {
  constructor(
    private readonly tokens: TokenStore,
    private readonly users: UserGateway,
  ) {}

  async execute(): Promise<Result<User | null>> {
    if (!this.tokens.load()) return ok(null);
    const me = await this.users.me();
    if (!me.ok) this.tokens.clear();
    return me;
  }
}
