import { FakeWalletGateway } from '../../../fakes/adapters/fake-wallet-gateway';
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { InMemoryBackend } from '../../../fakes/backend/in-memory-backend';
import { scanFactory } from '../../../fakes/factories/transaction.factory';
import { userFactory } from '../../../fakes/factories/user.factory';
import { SessionRenewal } from '../../../src/adapters/session/session-renewal';
import type { TransactionCategory } from '../../../src/core/wallet/transaction';
import type { HistoryFilters } from '../../../src/core/wallet/history-query';
import { ListTransactions } from '../../../src/core/wallet/use-cases/list-transactions';

describe('ListTransactions', () => {
  const setup = async () => {
    const backend = new InMemoryBackend();
    const transient = { country: 'fr' as const };
    const rows = [
      scanFactory.build({ id: 'a', createdAt: '2026-01-01T00:00:00.000Z' }, { transient }),
      scanFactory.build({ id: 'b', status: 'PENDING', createdAt: '2026-03-01T00:00:00.000Z' }, { transient }),
      scanFactory.build({ id: 'c', category: 'WITHDRAWAL', items: [], createdAt: '2026-02-01T00:00:00.000Z' }, { transient }),
    ];
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
    return { backend, list: new ListTransactions(new FakeWalletGateway(backend, new SessionRenewal(tokens))) };
  };
  const ids = (answer: Awaited<ReturnType<ListTransactions['execute']>>) => (answer.ok ? answer.value.map((t) => t.id) : answer.error);

  it('asks for one page of 1000, newest first by default', async () => {
    const { backend, list } = await setup();
    const spy = vi.spyOn(backend, 'transactions');
    expect(ids(await list.execute())).toEqual(['b', 'c', 'a']);
    expect(spy).toHaveBeenCalledWith(expect.any(String), { itemsPerPage: 1000, page: 1, sortBy: '-created_at' });
  });

  it.each<[HistoryFilters, string[]]>([
    [{ sort: 'oldest' }, ['a', 'c', 'b']],
    [{ type: 'WITHDRAWAL', sort: 'newest' }, ['c']],
    [{ status: 'PENDING', sort: 'newest' }, ['b']],
    [{ type: 'SCAN', status: 'COMPLETED', sort: 'oldest' }, ['a']],
  ])('filters %j → %j', async (filters, expected) => {
    const { list } = await setup();
    expect(ids(await list.execute(filters))).toEqual(expected);
  });

  it('refuses an unknown filter without asking the server', async () => {
    const { backend, list } = await setup();
    const spy = vi.spyOn(backend, 'transactions');
    const answer = await list.execute({ type: 'GIFT' as TransactionCategory, sort: 'newest' });
    expect(answer).toEqual({ ok: false, error: { code: 'invalid_input', fields: { type: 'field_required' } } });
    expect(spy).not.toHaveBeenCalled();
  });

  it('passes a server failure on as a typed error', async () => {
    const { backend, list } = await setup();
    backend.failNext('server_error', { call: 'transactions' });
    const answer = await list.execute();
    expect(answer.ok ? null : answer.error.code).toBe('server_error');
  });
});
