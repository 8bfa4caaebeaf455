import { domainError, type DomainError } from '../shared/domain-error';
import type { TokenStore } from './ports/token-store.port';
import type { SavedTokens } from './session';

// Who is signed in on this browser, seen from one page (issue 42). The cookies are shared by every
// tab; a page keeps the customer it signed in as. An action prepared for one customer is never sent
// with another's tokens, and a page never shows one customer's name with another's figures.

/**
 * Why an action prepared for `customer` may not be sent now (`another_customer`: nothing is sent), or
 * null when it may: the saved session is that customer's, and this page's.
 */
export function notPreparedFor(
  tokens: Pick<TokenStore, 'load' | 'pageCustomer'>,
  customer: string,
): DomainError<'another_customer'> | null {
  const saved = tokens.load();
  return saved?.owner === customer && tokens.pageCustomer() === customer ? null : domainError('another_customer');
}

/**
 * Whether a call of this page may go out with the saved tokens: not when the page has a customer and
 * the tokens are someone else's, or a sign-in's whose customer is not known yet. Without saved tokens
 * it goes as before (the server refuses it; nothing of anyone's is touched).
 */
export const callRefused = (pageCustomer: string | null, saved: SavedTokens | null): boolean =>
  pageCustomer !== null && saved !== null && saved.owner !== pageCustomer;
