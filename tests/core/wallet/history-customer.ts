import { FakeWalletGateway } from '../../../fakes/adapters/fake-wallet-gateway';
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { InMemoryBackend } from '../../../fakes/backend/in-memory-backend';
import type { TransactionRecord } from '../../../fakes/backend/records';
import { userFactory } from '../../../fakes/factories/user.factory';
import { SessionRenewal } from '../../../src/adapters/session/session-renewal';

/** A French customer with `rows` as history, signed in: the fake backend, and the wallet gateway over it. */
export async function historyCustomer(rows: readonly TransactionRecord[]) {
  const backend = new InMemoryBackend();
  const user = await userFactory.create(
    { email: 'lee@example.com', country: 'fr', transactions: rows },
    { transient: { password: 'long-enough' } },
  );
  backend.addUser(user);
  const grant = await backend.issueToken({
    client_id: 'test-client',
    country_code: 'fr',
    email: 'lee@example.com',
    grant_type: 'password',
    password: 'long-enough',
  });
  if (!grant.ok) throw new Error('login failed');
  const tokens = new MemoryTokenStore();
  tokens.save({ accessToken: grant.data.access_token, refreshToken: grant.data.refresh_token, expiresIn: grant.data.expires_in });
  return { backend, wallet: new FakeWalletGateway(backend, new SessionRenewal(tokens)) };
}
