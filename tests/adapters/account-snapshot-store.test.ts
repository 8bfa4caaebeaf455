import { LocalStorageAccountSnapshotStore } from '../../src/adapters/browser/local-storage-account-snapshot-store';
import { money } from '../../src/core/shared/money';
import { historyCopy } from '../../src/core/wallet/account-snapshot';
import type { Transaction } from '../../src/core/wallet/transaction';
import { aScan } from '../helpers/transactions';

const snapshot = { customer: 'demo-fr', balance: money(1250, 'EUR'), readAt: Date.parse('2026-11-21T10:00:00Z') };

const scan = aScan();
const payout: Transaction = {
  ...scan,
  id: 'tx-2',
  category: 'WITHDRAWAL',
  status: 'PENDING',
  amount: money(-500, 'EUR'),
  items: [],
  numberOfScans: 0,
  accountName: 'Wise',
  accountNumber: '•••• 7890',
  fee: money(0, 'EUR'),
};
/** A copy with the history's first rows (issue 46 point 1). */
const withHistory = { ...snapshot, history: historyCopy([scan, payout], snapshot.readAt) };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('LocalStorageAccountSnapshotStore', () => {
  it('reads back what it wrote, and nothing once wiped', async () => {
    const store = new LocalStorageAccountSnapshotStore(memoryStorage());
    expect(await store.read()).toBeNull();
    store.write(snapshot);
    expect(await store.read()).toEqual(snapshot);
    store.wipe();
    expect(await store.read()).toBeNull();
  });

  it.each([
    ['not JSON', '{"customer":'],
    ['a balance that is not money', JSON.stringify({ ...snapshot, balance: { amount: 12.5, currency: 'EUR' } })],
    ['an unknown currency', JSON.stringify({ ...snapshot, balance: { amount: 1250, currency: 'XXX' } })],
    ['no customer', JSON.stringify({ ...snapshot, customer: undefined })],
    ['no date', JSON.stringify({ ...snapshot, readAt: '2026-11-21' })],
    ['null', 'null'],
    [
      'a history row with an unknown status',
      JSON.stringify({ ...withHistory, history: { ...withHistory.history, transactions: [{ ...scan, status: 'LOST' }] } }),
    ],
    [
      'a history row with no date',
      JSON.stringify({ ...withHistory, history: { ...withHistory.history, transactions: [{ ...scan, createdAt: 'soon' }] } }),
    ],
    [
      'a history item that is not money',
      JSON.stringify({
        ...withHistory,
        history: { ...withHistory.history, transactions: [{ ...scan, items: [{ ...scan.items[0], price: 2 }] }] },
      }),
    ],
    ['a history with no date', JSON.stringify({ ...withHistory, history: { transactions: [] } })],
    ['a payout method that is not one', JSON.stringify({ ...snapshot, payoutMethod: 'CASH' })],
    ['a last look with no time', JSON.stringify({ ...snapshot, seen: { pending: [] } })],
    ['a last look whose pending ids are not text', JSON.stringify({ ...snapshot, seen: { at: 1, pending: [7] } })],
  ])('reads a copy that is %s as none', async (_, stored) => {
    const storage = memoryStorage();
    storage.setItem('account-snapshot', stored);
    expect(await new LocalStorageAccountSnapshotStore(storage).read()).toBeNull();
  });

  it('reads the history’s rows and the payout method back as they were written: dates, amounts, items, fees (issue 46 point 1)', async () => {
    const store = new LocalStorageAccountSnapshotStore(memoryStorage());
    store.write({ ...withHistory, payoutMethod: 'LINE' });
    expect(await store.read()).toEqual({ ...withHistory, payoutMethod: 'LINE' });
    store.write({ ...withHistory, payoutMethod: null });
    expect(await store.read()).toEqual({ ...withHistory, payoutMethod: null });
    store.write(withHistory);
    expect(await store.read()).toEqual(withHistory);
    expect(store.owner()).toBe('demo-fr');
    // The last look's mark (issue 47 point 1): its time and the ids pending then.
    const seen = { at: snapshot.readAt, pending: ['tx-2'] };
    store.write({ ...withHistory, seen });
    expect(await store.read()).toEqual({ ...withHistory, seen });
  });

  it('keeps nothing and fails nothing when storage is blocked or full', async () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const store = new LocalStorageAccountSnapshotStore(blocked);
    expect(() => store.write(snapshot)).not.toThrow();
    expect(await store.read()).toBeNull();
    expect(() => store.wipe()).not.toThrow();
    expect(await new LocalStorageAccountSnapshotStore(null).read()).toBeNull();
  });
});
