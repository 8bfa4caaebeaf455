import { LocalStorageAccountSnapshotStore } from '../../src/adapters/browser/local-storage-account-snapshot-store';
import { money } from '../../src/core/shared/money';

const snapshot = { customer: 'demo-fr', balance: money(1250, 'EUR'), readAt: Date.parse('2026-11-21T10:00:00Z') };

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
  it('reads back what it wrote, and nothing once wiped', () => {
    const store = new LocalStorageAccountSnapshotStore(memoryStorage());
    expect(store.read()).toBeNull();
    store.write(snapshot);
    expect(store.read()).toEqual(snapshot);
    store.wipe();
    expect(store.read()).toBeNull();
  });

  it.each([
    ['not JSON', '{"customer":'],
    ['a balance that is not money', JSON.stringify({ ...snapshot, balance: { amount: 12.5, currency: 'EUR' } })],
    ['an unknown currency', JSON.stringify({ ...snapshot, balance: { amount: 1250, currency: 'XXX' } })],
    ['no customer', JSON.stringify({ ...snapshot, customer: undefined })],
    ['no date', JSON.stringify({ ...snapshot, readAt: '2026-11-21' })],
    ['null', 'null'],
  ])('reads a copy that is %s as none', (_, stored) => {
    const storage = memoryStorage();
    storage.setItem('account-snapshot', stored);
    expect(new LocalStorageAccountSnapshotStore(storage).read()).toBeNull();
  });

  it('keeps nothing and fails nothing when storage is blocked or full', () => {
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
    expect(store.read()).toBeNull();
    expect(() => store.wipe()).not.toThrow();
    expect(new LocalStorageAccountSnapshotStore(null).read()).toBeNull();
  });
});
