import { historyCustomer } from './history-customer';
import { scanFactory } from '../../../fakes/factories/transaction.factory';
import type { TransactionCategory } from '../../../src/core/wallet/transaction';
import type { HistoryFilters } from '../../../src/core/wallet/history-query';
import { ListTransactions } from '../../../src/core/wallet/use-cases/list-transactions';

describe('ListTransactions', () => {
  const transient = { country: 'fr' as const };
  const setup = async (
    rows = [
      scanFactory.build({ id: 'a', createdAt: '2026-01-01T00:00:00.000Z' }, { transient }),
      scanFactory.build({ id: 'b', status: 'PENDING', createdAt: '2026-03-01T00:00:00.000Z' }, { transient }),
      scanFactory.build({ id: 'c', category: 'WITHDRAWAL', items: [], createdAt: '2026-02-01T00:00:00.000Z' }, { transient }),
    ],
  ) => {
    const { backend, wallet } = await historyCustomer(rows);
    return { backend, list: new ListTransactions(wallet) };
  };
  const ids = (answer: Awaited<ReturnType<ListTransactions['execute']>>) =>
    answer.ok ? answer.value.transactions.map((t) => t.id) : answer.error;

  it('asks for the first page of 1000, newest first by default, and knows a short page is the last', async () => {
    const { backend, list } = await setup();
    const spy = vi.spyOn(backend, 'transactions');
    const answer = await list.execute();
    expect(ids(answer)).toEqual(['b', 'c', 'a']);
    expect(answer.ok && answer.value.next).toBeNull();
    expect(spy).toHaveBeenCalledWith(expect.any(String), { itemsPerPage: 1000, page: 1, sortBy: '-created_at' });
  });

  it('reads any page of a long history; a full page may have another after it, a short one is the last (spec §7)', async () => {
    // 2,500 transactions, one a minute, newest first: tx-0 is the newest.
    const start = Date.parse('2026-11-01T00:00:00.000Z');
    const rows = Array.from({ length: 2500 }, (_, i) =>
      scanFactory.build({ id: `tx-${i}`, createdAt: new Date(start - i * 60_000).toISOString() }, { transient }),
    );
    const { backend, list } = await setup(rows);
    const spy = vi.spyOn(backend, 'transactions');
    const first = await list.execute({ sort: 'newest' });
    const second = await list.execute({ sort: 'newest' }, 2);
    const third = await list.execute({ sort: 'newest' }, 3);
    expect(first.ok && [first.value.transactions.length, first.value.transactions[0]?.id, first.value.next]).toEqual([1000, 'tx-0', 2]);
    expect(second.ok && [second.value.transactions.length, second.value.transactions[0]?.id, second.value.next]).toEqual([
      1000,
      'tx-1000',
      3,
    ]);
    expect(third.ok && [third.value.transactions.length, third.value.transactions.at(-1)?.id, third.value.next]).toEqual([
      500,
      'tx-2499',
      null,
    ]);
    expect(spy).toHaveBeenLastCalledWith(expect.any(String), { itemsPerPage: 1000, page: 3, sortBy: '-created_at' });
  });

  it('refuses a page that is not a whole number from 1 without asking the server', async () => {
    const { backend, list } = await setup();
    const spy = vi.spyOn(backend, 'transactions');
    for (const page of [0, -1, 1.5, Number.NaN]) {
      expect(await list.execute({ sort: 'newest' }, page)).toEqual({
        ok: false,
        error: { code: 'invalid_input', fields: { page: 'field_required' } },
      });
    }
    expect(spy).not.toHaveBeenCalled();
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
