import type { TokenStore } from '../../src/core/auth/ports/token-store.port';
import type { TokenPair } from '../../src/core/auth/session';

/** Tokens held in memory, expiring like the cookies would: for use-case and screen tests. */
export class MemoryTokenStore implements TokenStore {
  private saved: { tokens: TokenPair; expiresAt: number } | null = null;

  constructor(private readonly now: () => number = () => Date.now()) {}

  load(): TokenPair | null {
    if (!this.saved || this.saved.expiresAt <= this.now()) return null;
    return this.saved.tokens;
  }

  save(tokens: TokenPair): void {
    this.saved = { tokens, expiresAt: this.now() + tokens.expiresIn * 1000 };
  }

  clear(): void {
    this.saved = null;
  }
}
