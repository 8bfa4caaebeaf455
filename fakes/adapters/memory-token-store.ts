import type { TokenStore } from '../../src/core/auth/ports/token-store.port';
import type { SavedTokens, TokenPair } from '../../src/core/auth/session';
import { domainError, type DomainError } from '../../src/core/shared/domain-error';
import { err, ok, type Result } from '../../src/core/shared/result';

/**
 * Tokens held in memory, expiring like the cookies would, and reporting the seconds left like
 * them: for use-case and screen tests. `refuseToSave` plays a browser that will not keep them.
 */
export class MemoryTokenStore implements TokenStore {
  private saved: { tokens: TokenPair; expiresAt: number } | null = null;
  refuseToSave = false;

  constructor(private readonly now: () => number = () => Date.now()) {}

  load(): SavedTokens | null {
    if (!this.saved) return null;
    const secondsLeft = Math.floor((this.saved.expiresAt - this.now()) / 1000);
    if (secondsLeft <= 0) return null;
    const { accessToken, refreshToken, expiresIn } = this.saved.tokens;
    return { accessToken, refreshToken, secondsLeft, lifetime: expiresIn };
  }

  save(tokens: TokenPair): Result<void, DomainError<'session_not_saved'>> {
    if (this.refuseToSave) {
      this.saved = null;
      return err(domainError('session_not_saved'));
    }
    this.saved = { tokens, expiresAt: this.now() + Math.floor(tokens.expiresIn) * 1000 };
    return ok(undefined);
  }

  clear(): void {
    this.saved = null;
  }
}
