import { MemoryAccountSnapshotStore } from '../../../fakes/adapters/memory-account-snapshot-store';
import { money } from '../../../src/core/shared/money';
import type { Transaction } from '../../../src/core/wallet/transaction';
import { AccountNews } from '../../../src/core/wallet/use-cases/account-news';

// Issue 47 point 1: the account's news is worked out against the last look the device marked in the
// customer's copy — `see` marks this look, `peek` (the app's icon) does not; another customer's copy,
// or none, has no news.

const HOUR = 60 * 60 * 1000;
let now = Date.parse('2026-12-04T08:00:00Z');
const clock = { now: () => new Date(now) };

const scan = (id: string, status: Transaction['status'], createdAt = now - HOUR): Transaction => ({
  id,
  category: 'SCAN',
  status,
  createdAt: new Date(createdAt),
  amount: money(60, 'EUR'),
  comment: null,
  items: [],
  numberOfScans: 1,
  accountName: null,
  accountNumber: null,
});

function setUp() {
  const snapshots = new MemoryAccountSnapshotStore();
  snapshots.write({ customer: 'c-1', balance: money(0, 'EUR'), readAt: now });
  return { snapshots, news: new AccountNews(snapshots, clock) };
}

describe('AccountNews', () => {
  it('has no news at the first look, then tells what settled since — once', async () => {
    const { news } = setUp();
    expect(await news.execute('c-1', [scan('a', 'PENDING')], 'see')).toEqual([]);
    now += HOUR;
    const credited = [scan('a', 'COMPLETED', now - 2 * HOUR)];
    expect((await news.execute('c-1', credited, 'see')).map((c) => [c.kind, c.tx.id])).toEqual([['credited', 'a']]);
    now += HOUR;
    expect(await news.execute('c-1', credited, 'see')).toEqual([]);
  });

  it('counts without marking when it only peeks (the icon): the account still tells it', async () => {
    const { news } = setUp();
    await news.execute('c-1', [scan('a', 'PENDING')], 'see');
    now += HOUR;
    const rejected = [scan('a', 'REJECTED', now - 2 * HOUR)];
    expect(await news.execute('c-1', rejected, 'peek')).toHaveLength(1);
    expect(await news.execute('c-1', rejected, 'peek')).toHaveLength(1);
    expect(await news.execute('c-1', rejected, 'see')).toHaveLength(1);
  });

  it('keeps the mark in the customer’s copy, beside what it held, and has no news for another customer', async () => {
    const { news, snapshots } = setUp();
    await news.execute('c-1', [scan('a', 'PENDING')], 'see');
    expect(await snapshots.read()).toMatchObject({ customer: 'c-1', balance: money(0, 'EUR'), seen: { at: now, pending: ['a'] } });
    expect(await news.execute('c-2', [scan('a', 'COMPLETED', now + HOUR)], 'see')).toEqual([]);
    expect((await snapshots.read())?.customer).toBe('c-1');
  });
});
