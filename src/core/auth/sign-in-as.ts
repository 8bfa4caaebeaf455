import type { User } from '../profile/user';
import type { UserGateway } from '../profile/ports/user-gateway.port';
import { domainError, type DomainError, type SessionErrorCode, type TransportErrorCode } from '../shared/domain-error';
import { err, type Result } from '../shared/result';
import type { TokenStore } from './ports/token-store.port';

/**
 * The last step of a sign-in (a login, a sign-up), once its tokens are saved: the customer is read
 * with them and recorded as their owner, and as this page's customer (issue 42). If that read fails,
 * the tokens are cleared — unless another tab signed in meanwhile, whose session is left alone; if
 * another sign-in replaced these tokens before the read came back, the customer read may be the other
 * one's: `another_customer`, nothing recorded.
 */
export async function signInAs(
  tokens: TokenStore,
  users: Pick<UserGateway, 'me'>,
): Promise<Result<User, DomainError<SessionErrorCode | TransportErrorCode>>> {
  const session = tokens.load()?.session ?? '';
  const me = await users.me();
  if (!me.ok) {
    if (tokens.load()?.session === session) tokens.clear();
    return me;
  }
  return tokens.own(me.value.id, session) ? me : err(domainError('another_customer'));
}
