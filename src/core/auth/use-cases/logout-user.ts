import type { AuthGateway } from '../ports/auth-gateway.port';
import type { TokenStore } from '../ports/token-store.port';

/**
 * Ends the session: on this device at once (the cookies cleared; the UI then resets its state and
 * reloads at /, spec §4), and on the server, whose refresh token is revoked (issue 47 point 5; RFC
 * 7009's call, assumed). The revocation is sent, not waited for: the browser delivers it as the page
 * reloads (the gateway's request outlives the page). Without the call (the specification's server)
 * or offline, the device's part is all there is, and nothing is said of the server's: the refresh
 * token stays valid there until it expires, held by nobody.
 */
export class LogoutUser {
  constructor(
    private readonly tokens: TokenStore,
    private readonly auth: Pick<AuthGateway, 'revoke'>,
  ) {}

  /** The revocation sent, to be awaited by whoever needs to know it was answered (a test); the session is over here already. */
  execute(): { readonly revoked: Promise<boolean> } {
    const saved = this.tokens.load();
    this.tokens.clear();
    return { revoked: saved ? this.auth.revoke(saved.refreshToken).then((answer) => answer.ok) : Promise.resolve(false) };
  }
}
