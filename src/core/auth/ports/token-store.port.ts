import type { DomainError } from '../../shared/domain-error';
import type { Result } from '../../shared/result';
import type { SavedTokens, TokenPair } from '../session';

/**
 * Keeps the session's tokens, and whose they are. In the browser they live in cookies whose max-age
 * is the tokens' lifetime, never in localStorage (a script could read it); every tab of the browser
 * shares them, and the cookies are the truth of who is signed in (issue 42).
 */
export interface TokenStore {
  /** The saved tokens with the seconds they have LEFT, or null when none are saved or they have expired. */
  load(): SavedTokens | null;
  /**
   * Keeps freshly issued tokens (their `expiresIn` is the lifetime at issue): a new sign-in's (a
   * login, a sign-up: a new session with no owner yet, and this page has no customer until `own`),
   * or a renewal's, which `continues` a session and keeps its id and owner.
   * `session_not_saved` when the device refused to keep them; nothing is left saved then.
   */
  save(tokens: TokenPair, continues?: Pick<SavedTokens, 'session' | 'owner'>): Result<void, DomainError<'session_not_saved'>>;
  /**
   * The customer read with the tokens of sign-in `session`: recorded beside them, and this page's
   * customer from now on. False, and nothing recorded, when the saved tokens are no longer that
   * sign-in's (another tab signed in or out meanwhile).
   */
  own(customer: string, session: string): boolean;
  /** The customer this page signed in as (the last `own`); null before any. A sign-out keeps it: see `save`. */
  pageCustomer(): string | null;
  clear(): void;
}
