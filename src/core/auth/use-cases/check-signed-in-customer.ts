import { ok, type Result } from '../../shared/result';
import type { TokenStore } from '../ports/token-store.port';
import { sessionChange, type SessionChange } from '../session-change';

/**
 * Who is signed in on this browser now, against whom this page shows (issue 42): asked when another
 * tab says it changed, when the page is shown again, and when a call found another customer's tokens.
 * `showsCustomer`: the page shows a signed-in customer.
 */
export class CheckSignedInCustomer {
  constructor(private readonly tokens: TokenStore) {}

  async execute(showsCustomer: boolean): Promise<Result<SessionChange, never>> {
    return ok(sessionChange(this.tokens.pageCustomer(), showsCustomer, this.tokens.load()));
  }
}
