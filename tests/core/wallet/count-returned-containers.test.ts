import { historyCustomer } from './history-customer';
import type { TransactionRecord } from '../../../fakes/backend/records';
import { itemFactory, scanFactory } from '../../../fakes/factories/transaction.factory';
import { CountReturnedContainers } from '../../../src/core/wallet/use-cases/count-returned-containers';

describe('CountReturnedContainers', () => {
  const transient = { transient: { country: 'fr' as const } };
  const start = Date.parse('2026-11-01T00:00:00.000Z');
  /** `count` completed scans of two containers each, one a minute, and a pending one that does not count. */
  const returns = (count: number): TransactionRecord[] => [
    scanFactory.build({ id: 'pending', status: 'PENDING', createdAt: new Date(start + 60_000).toISOString() }, transient),
    ...Array.from({ length: count }, (_, i) =>
      scanFactory.build(
        { id: `scan-${i}`, items: [itemFactory.build({ quantity: 2 }, transient)], createdAt: new Date(start - i * 60_000).toISOString() },
        transient,
      ),
    ),
  ];
  const setup = async (rows: readonly TransactionRecord[]) => {
    const { backend, wallet } = await historyCustomer(rows);
    return { backend, count: new CountReturnedContainers(wallet) };
  };

  it('counts every page of completed scans: 2,500 returns are 5,000 containers, not the first 1,000 returns', async () => {
    const { backend, count } = await setup(returns(2500));
    const spy = vi.spyOn(backend, 'transactions');
    expect(await count.execute()).toEqual({ ok: true, value: { containers: 5000, returns: 2500, complete: true } });
    expect(spy.mock.calls.map(([, query]) => query)).toEqual(
      [1, 2, 3].map((page) => ({ itemsPerPage: 1000, page, type: 'SCAN', status: 'COMPLETED', sortBy: '-created_at' })),
    );
  });

  it('reads the empty page after a full last one: the server gives no count (spec §7)', async () => {
    const { backend, count } = await setup(returns(1000));
    const spy = vi.spyOn(backend, 'transactions');
    expect(await count.execute()).toEqual({ ok: true, value: { containers: 2000, returns: 1000, complete: true } });
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('says the count covers only the latest returns when a later page fails', async () => {
    const { backend, count } = await setup(returns(2500));
    const real = backend.transactions.bind(backend);
    vi.spyOn(backend, 'transactions').mockImplementation(async (token, query) => {
      if (query?.page === 2) backend.failNext('server_error', { call: 'transactions' });
      return real(token, query);
    });
    expect(await count.execute()).toEqual({ ok: true, value: { containers: 2000, returns: 1000, complete: false } });
  });

  it('fails when the first page fails: nothing to count', async () => {
    const { backend, count } = await setup(returns(3));
    backend.failNext('server_error', { call: 'transactions' });
    const answer = await count.execute();
    expect(answer.ok ? null : answer.error.code).toBe('server_error');
  });
});
