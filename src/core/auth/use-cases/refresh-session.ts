import { domainError, type DomainError, type TransportErrorCode } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { SessionEvents } from '../ports/session-events.port';
import type { SessionLock } from '../ports/session-lock.port';
import type { TokenStore } from '../ports/token-store.port';
import { needsRenewal, type SavedTokens } from '../session';

export interface RefreshInput {
  /**
   * The access token the server just refused. When the saved token is already another one,
   * someone (another tab, another request) refreshed meanwhile and nothing is sent.
   */
  readonly refusedAccessToken?: string;
}

export type RefreshError = DomainError<'session_expired' | 'session_not_saved' | TransportErrorCode>;

/**
 * Keeps the session alive (spec §4: both cookies expire together, so the tokens are renewed
 * before they do) and recovers from a refused access token. One refresh at a time across tabs,
 * and the saved tokens are read again once the lock is held: another tab may have renewed them
 * meanwhile, and sending its spent refresh token again would be a replay (the server then
 * revokes the whole session). A refused refresh (401, or OAuth's 400 `invalid_grant` /
 * `invalid_client`, both `unauthorized` here) or no tokens left clears them and announces the
 * end of the session; an outage (network, timeout, 5xx) does not, since the tokens may still
 * be good. A server without the refresh grant (`not_available`) leaves the tokens as they are until
 * the access token is refused, which then ends the session.
 */
export class RefreshSession {
  /** The server answered that it has no refresh grant (`not_available`): not asked again in this tab. */
  private renewalUnavailable = false;

  constructor(
    private readonly auth: AuthGateway,
    private readonly tokens: TokenStore,
    private readonly lock: SessionLock,
    private readonly events: SessionEvents,
  ) {}

  execute(input: RefreshInput = {}): Promise<Result<SavedTokens, RefreshError>> {
    return this.lock.runExclusive(async () => {
      const current = this.tokens.load();
      if (!current) return this.end('session_expired');
      const refused = input.refusedAccessToken;
      if (refused !== undefined && current.accessToken !== refused) return ok(current);
      if (refused === undefined && !needsRenewal(current)) return ok(current);

      if (this.renewalUnavailable) return this.withoutRenewal(current, refused);
      const renewed = await this.auth.refresh(current.refreshToken);
      // Another tab signed in or out while the refresh was under way: its session stays as it is, and
      // this answer (to the session before it) changes nothing (issue 42).
      const now = this.tokens.load();
      if (now?.session !== current.session) return now ? ok(now) : err(domainError('session_expired'));
      if (!renewed.ok) {
        const { error } = renewed;
        if (error.code === 'not_available') {
          this.renewalUnavailable = true;
          return this.withoutRenewal(current, refused);
        }
        // Only a refused refresh token ends the session; an outage may pass, and the tokens with it.
        return error.code === 'unauthorized' ? this.end('session_expired') : err({ ...error, code: error.code });
      }
      const saved = this.tokens.save(renewed.value, current);
      if (!saved.ok) return this.end('session_not_saved');
      const kept = this.tokens.load();
      return kept ? ok(kept) : this.end('session_not_saved');
    });
  }

  /**
   * A server without the refresh grant (the specification shows none): the access token serves until
   * the server refuses it or its cookie expires; then the session is over and the customer logs in again.
   */
  private withoutRenewal(current: SavedTokens, refused: string | undefined): Result<SavedTokens, DomainError<'session_expired'>> {
    return refused === undefined ? ok(current) : this.end('session_expired');
  }

  private end<C extends 'session_expired' | 'session_not_saved'>(code: C): Result<never, DomainError<C>> {
    this.tokens.clear();
    this.events.ended(code);
    return err(domainError(code));
  }
}
