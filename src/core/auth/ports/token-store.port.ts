import type { DomainError } from '../../shared/domain-error';
import type { Result } from '../../shared/result';
import type { SavedTokens, TokenPair } from '../session';

/**
 * Keeps the session's tokens. In the browser they live in cookies whose max-age
 * is the tokens' lifetime, never in localStorage (a script could read it).
 */
export interface TokenStore {
  /** The saved tokens with the seconds they have LEFT, or null when none are saved or they have expired. */
  load(): SavedTokens | null;
  /**
   * Keeps freshly issued tokens (their `expiresIn` is the lifetime at issue).
   * `session_not_saved` when the device refused to keep them; nothing is left saved then.
   */
  save(tokens: TokenPair): Result<void, DomainError<'session_not_saved'>>;
  clear(): void;
}
