import { domainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { SessionEvents } from '../ports/session-events.port';
import type { SessionLock } from '../ports/session-lock.port';
import type { TokenStore } from '../ports/token-store.port';
import { REFRESH_MARGIN_SECONDS, type TokenPair } from '../session';

export interface RefreshInput {
  /**
   * The access token the server just refused. When the saved token is already another one,
   * someone (another tab, another request) refreshed meanwhile and nothing is sent.
   */
  readonly refusedAccessToken?: string;
}

/**
 * Keeps the session alive (spec §4: both cookies expire together, so the tokens are renewed
 * before they do) and recovers from a refused access token. One refresh at a time across tabs;
 * a refused refresh (or no tokens left) clears them and announces the end of the session; an
 * outage (network, timeout, 5xx) does not, since the tokens may still be good.
 */
export class RefreshSession {
  constructor(
    private readonly auth: AuthGateway,
    private readonly tokens: TokenStore,
    private readonly lock: SessionLock,
    private readonly events: SessionEvents,
  ) {}

  execute(input: RefreshInput = {}): Promise<Result<TokenPair>> {
    return this.lock.runExclusive(async () => {
      const current = this.tokens.load();
      if (!current) return this.end();
      const refused = input.refusedAccessToken;
      if (refused !== undefined && current.accessToken !== refused) return ok(current);
      if (refused === undefined && current.expiresIn > REFRESH_MARGIN_SECONDS) return ok(current);

      const renewed = await this.auth.refresh(current.refreshToken);
      if (renewed.ok) {
        this.tokens.save(renewed.value);
        return renewed;
      }
      // Only a refused refresh token ends the session; an outage may pass, and the tokens with it.
      return renewed.error.code === 'unauthorized' ? this.end() : renewed;
    });
  }

  private end(): Result<never> {
    this.tokens.clear();
    this.events.ended();
    return err(domainError('session_expired'));
  }
}
