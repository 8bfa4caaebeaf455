import type { TokenPair } from '../session';

/**
 * Keeps the session's tokens. In the browser they live in cookies whose max-age
 * is the tokens' lifetime, never in localStorage (a script could read it).
 */
export interface TokenStore {
  /** The saved tokens, or null when none are saved or they have expired. */
  load(): TokenPair | null;
  save(tokens: TokenPair): void;
  clear(): void;
}
