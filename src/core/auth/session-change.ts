import type { SavedTokens } from './session';

// Who is signed in on this browser now, against whom one page shows (issue 42): the cookies are every
// tab's, the page's customer its own (signed-in-customer.ts). Loaded with the first look (a use case
// deferred: not in a first page's script).

/**
 * What changed on this browser since this page last looked:
 * - `none`: the same customer (or still nobody);
 * - `signedOut`: this page shows a customer and no session is saved any more;
 * - `signedIn`: a session this page can take up where it is — its own customer signed in again, or a
 *   page that never had one;
 * - `another`: another customer is signed in: nothing of this page's may be sent, and it starts again;
 * - `pending`: a sign-in is under way elsewhere (its customer not known yet): wait for it.
 */
export type SessionChange = 'none' | 'signedOut' | 'signedIn' | 'another' | 'pending';

export function sessionChange(pageCustomer: string | null, showsCustomer: boolean, saved: SavedTokens | null): SessionChange {
  if (saved === null) return showsCustomer ? 'signedOut' : 'none';
  if (saved.owner === null) return 'pending';
  if (saved.owner === pageCustomer) return showsCustomer ? 'none' : 'signedIn';
  return pageCustomer === null ? 'signedIn' : 'another';
}
