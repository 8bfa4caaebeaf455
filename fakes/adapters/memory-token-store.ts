import type { TokenStore } from '../../src/core/auth/ports/token-store.port';
import type { SavedTokens, TokenPair } from '../../src/core/auth/session';
import { domainError, type DomainError } from '../../src/core/shared/domain-error';
import { err, ok, type Result } from '../../src/core/shared/result';

/** What a browser's session cookies would hold: shared by the token stores of every tab a test opens. */
export class MemorySessionCookies {
  saved: { tokens: TokenPair; expiresAt: number; session: string; owner: string | null } | null = null;
  private sessions = 0;

  newSession(): string {
    this.sessions += 1;
    return `session-${this.sessions}`;
  }
}

/**
 * Tokens held in memory, expiring like the cookies would, and reporting the seconds left like
 * them: for use-case and screen tests. `refuseToSave` plays a browser that will not keep them.
 * `anotherTab()` is a second tab of the same browser: the same cookies, a page customer of its own.
 */
export class MemoryTokenStore implements TokenStore {
  refuseToSave = false;
  private customer: string | null = null;

  constructor(
    private readonly now: () => number = () => Date.now(),
    readonly cookies: MemorySessionCookies = new MemorySessionCookies(),
  ) {}

  anotherTab(): MemoryTokenStore {
    return new MemoryTokenStore(this.now, this.cookies);
  }

  load(): SavedTokens | null {
    const { saved } = this.cookies;
    if (!saved) return null;
    const secondsLeft = Math.floor((saved.expiresAt - this.now()) / 1000);
    if (secondsLeft <= 0) return null;
    const { accessToken, refreshToken, expiresIn } = saved.tokens;
    return { accessToken, refreshToken, secondsLeft, lifetime: expiresIn, session: saved.session, owner: saved.owner };
  }

  save(tokens: TokenPair, continues?: Pick<SavedTokens, 'session' | 'owner'>): Result<void, DomainError<'session_not_saved'>> {
    if (!continues) this.customer = null;
    if (this.refuseToSave) {
      this.cookies.saved = null;
      return err(domainError('session_not_saved'));
    }
    this.cookies.saved = {
      tokens,
      expiresAt: this.now() + Math.floor(tokens.expiresIn) * 1000,
      session: continues?.session ?? this.cookies.newSession(),
      owner: continues?.owner ?? null,
    };
    return ok(undefined);
  }

  own(customer: string, session: string): boolean {
    const { saved } = this.cookies;
    if (!saved || saved.session !== session || this.load() === null) return false;
    this.cookies.saved = { ...saved, owner: customer };
    this.customer = customer;
    return true;
  }

  pageCustomer(): string | null {
    return this.customer;
  }

  clear(): void {
    this.cookies.saved = null;
  }
}
