import type { SessionBroadcast } from '../../core/auth/ports/session-broadcast.port';
import type { TokenStore } from '../../core/auth/ports/token-store.port';
import { needsRenewal, type SavedTokens } from '../../core/auth/session';
import { callRefused } from '../../core/auth/signed-in-customer';
import { domainError } from '../../core/shared/domain-error';
import { err } from '../../core/shared/result';
import type { RefreshError } from '../../core/auth/use-cases/refresh-session';
import type { DomainError, ErrorCode } from '../../core/shared/domain-error';
import type { Result } from '../../core/shared/result';

const ENDED: ReadonlySet<string> = new Set(['session_expired', 'session_not_saved']);

/** Renews the session; given the access token the server refused, if any. */
export type SessionRenewer = (refusedAccessToken?: string) => Promise<Result<SavedTokens, RefreshError>>;

/**
 * How every authenticated call is made, by the HTTP client and by the in-process fakes alike:
 * tokens near their end (less than min(120 s, half their lifetime) left) are renewed first; a
 * call refused as `unauthorized` leads to one renewal and one replay (a 401 means the server did
 * nothing, so replaying is safe, even for money). The renewer is the RefreshSession use case,
 * wired by the composition root.
 *
 * Nothing is sent with another customer's tokens (issue 42): before each send, the saved session
 * must be this page's customer's; otherwise the call ends in `another_customer`, nothing sent, and
 * every tab is told to look again.
 */
export class SessionRenewal {
  private renew: SessionRenewer | null = null;

  constructor(
    readonly tokens: TokenStore,
    private readonly broadcast?: SessionBroadcast,
  ) {}

  useRenewer(renew: SessionRenewer): void {
    this.renew = renew;
  }

  async call<T, C extends ErrorCode>(
    send: (accessToken: string | null) => Promise<Result<T, DomainError<C>>>,
  ): Promise<Result<T, DomainError<C> | RefreshError | DomainError<'another_customer'>>> {
    const saved = this.tokens.load();
    if (this.renew && saved && needsRenewal(saved)) {
      const renewed = await this.renew();
      // The session ended (refused refresh, or tokens not kept): sending without one would only be refused.
      if (!renewed.ok && ENDED.has(renewed.error.code)) return renewed;
    }
    const sent = this.token();
    if (sent === undefined) return this.anotherCustomer();
    const first = await send(sent);
    if (!this.renew || first.ok || first.error.code !== 'unauthorized') return first;
    const renewed = await this.renew(sent ?? '');
    if (!renewed.ok) return renewed;
    const again = this.token();
    return again === undefined ? this.anotherCustomer() : send(again);
  }

  /** The access token to send now (null: none saved); undefined when the saved one is not this page's customer's. */
  private token(): string | null | undefined {
    const saved = this.tokens.load();
    return callRefused(this.tokens.pageCustomer(), saved) ? undefined : (saved?.accessToken ?? null);
  }

  private anotherCustomer() {
    this.broadcast?.announce();
    return err(domainError('another_customer'));
  }
}
