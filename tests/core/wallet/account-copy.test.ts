import { MemoryAccountSnapshotStore } from '../../../fakes/adapters/memory-account-snapshot-store';
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { money } from '../../../src/core/shared/money';
import {
  COPIED_TRANSACTIONS,
  historyCopy,
  SNAPSHOT_KEPT_MS,
  snapshotFor,
  type AccountSnapshot,
} from '../../../src/core/wallet/account-snapshot';
import type { Transaction } from '../../../src/core/wallet/transaction';
import { ReadAccountCopy } from '../../../src/core/wallet/use-cases/read-account-copy';
import { RecordBalanceSeen } from '../../../src/core/wallet/use-cases/record-balance-seen';
import { RecordAccountPartSeen } from '../../../src/core/wallet/use-cases/record-account-part-seen';

// Issue 46 point 1: the account's copy holds the history's first screen — minimal (no image, no
// account number but its last 4), written after each fresh read, the customer's own only, and read
// back for the customer whose session is saved here.

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-12-03T14:05:00Z');
const clock = { now: () => new Date(NOW) };

const row = (n: number, over: Partial<Transaction> = {}): Transaction => ({
  id: `tx-${n}`,
  category: 'SCAN',
  status: 'COMPLETED',
  createdAt: new Date(NOW - n * DAY),
  amount: money(40, 'EUR'),
  comment: null,
  items: [{ imageUrl: 'https://cdn.example/coffee.png', name: 'Coffee', quantity: 2, price: money(20, 'EUR') }],
  numberOfScans: 2,
  accountName: null,
  accountNumber: null,
  ...over,
});

describe('historyCopy: what the device keeps of the history', () => {
  it('keeps the first 20 rows, in order, without the items’ images', () => {
    const copy = historyCopy(
      Array.from({ length: 30 }, (_, n) => row(n)),
      NOW,
    );
    expect(copy.readAt).toBe(NOW);
    expect(copy.transactions).toHaveLength(COPIED_TRANSACTIONS);
    expect(copy.transactions.map((tx) => tx.id)).toEqual(Array.from({ length: 20 }, (_, n) => `tx-${n}`));
    expect(copy.transactions.flatMap((tx) => tx.items.map((item) => item.imageUrl))).toEqual(Array(20).fill(''));
    expect(copy.transactions[0]?.items[0]).toMatchObject({ name: 'Coffee', quantity: 2, price: money(20, 'EUR') });
  });

  it.each([
    ['an IBAN', 'FR76 3000 6000 0112 3456 7890 189', '•••• 0189'],
    ['a PayPal address', 'camille@example.com', 'c••••@example.com'],
  ])('keeps %s masked but for its end, as the history shows it', (_, number, kept) => {
    const copy = historyCopy([row(1, { category: 'WITHDRAWAL', accountName: 'Wise', accountNumber: number })], NOW);
    expect(copy.transactions[0]?.accountNumber).toBe(kept);
    expect(JSON.stringify(copy)).not.toContain(number.slice(0, 8));
  });
});

describe('snapshotFor: the copy is as old as its newest part', () => {
  it('a balance older than 30 days with a history read since is kept', () => {
    const copy: AccountSnapshot = {
      customer: 'ana',
      balance: money(900, 'EUR'),
      readAt: NOW - SNAPSHOT_KEPT_MS - DAY,
      history: historyCopy([row(1)], NOW - DAY),
    };
    expect(snapshotFor(copy, 'ana', NOW)).toBe(copy);
  });

  it('a part read in the future (a clock set back) is not shown', () => {
    const copy: AccountSnapshot = { customer: 'ana', balance: money(900, 'EUR'), readAt: NOW - DAY, history: historyCopy([], NOW + DAY) };
    expect(snapshotFor(copy, 'ana', NOW)).toBeNull();
  });
});

describe('RecordAccountPartSeen and RecordBalanceSeen: written after each fresh read', () => {
  it('adds the history’s first rows to the customer’s copy, and the next balance keeps them', async () => {
    const snapshots = new MemoryAccountSnapshotStore();
    snapshots.write({ customer: 'ana', balance: money(900, 'EUR'), readAt: NOW - DAY });
    expect(await new RecordAccountPartSeen(snapshots, clock).execute('ana', { history: [row(1), row(2)] })).toBe(true);
    expect(snapshots.kept?.history?.transactions.map((tx) => tx.id)).toEqual(['tx-1', 'tx-2']);
    expect(snapshots.kept?.history?.readAt).toBe(NOW);
    await new RecordBalanceSeen(snapshots, clock).execute('ana', money(1250, 'EUR'));
    expect(snapshots.kept).toMatchObject({ customer: 'ana', balance: money(1250, 'EUR'), readAt: NOW, history: { readAt: NOW } });
  });

  it.each([
    ['no copy', null],
    ['another customer’s copy', { customer: 'ben', balance: money(900, 'EUR'), readAt: NOW - DAY }],
    ['a copy older than 30 days', { customer: 'ana', balance: money(900, 'EUR'), readAt: NOW - SNAPSHOT_KEPT_MS - 1 }],
  ] as const)('writes no history onto %s (a balance read begins a copy)', async (_, stored) => {
    const snapshots = new MemoryAccountSnapshotStore();
    snapshots.kept = stored;
    expect(await new RecordAccountPartSeen(snapshots, clock).execute('ana', { history: [row(1)] })).toBe(false);
    expect(snapshots.kept).toEqual(stored);
  });

  it('keeps the default payout method’s name, never where it pays; the next balance keeps it', async () => {
    const snapshots = new MemoryAccountSnapshotStore();
    snapshots.write({ customer: 'ana', balance: money(900, 'EUR'), readAt: NOW - DAY });
    const payoutMethods = {
      default: 'TRANSFERWISE',
      types: { PAYPAL: { email: 'ana@example.com' }, TRANSFERWISE: { accountNumber: '12345678', iban: 'FR7630006000011234567890189' } },
    } as const;
    expect(await new RecordAccountPartSeen(snapshots, clock).execute('ana', { payoutMethods })).toBe(true);
    expect(snapshots.kept?.payoutMethod).toBe('TRANSFERWISE');
    expect(JSON.stringify(snapshots.kept)).not.toMatch(/ana@example|12345678|FR76/);
    await new RecordBalanceSeen(snapshots, clock).execute('ana', money(1250, 'EUR'));
    expect(snapshots.kept?.payoutMethod).toBe('TRANSFERWISE');
  });

  it.each([
    ['none is set up', { default: null, types: {} }],
    ['the default names a method not saved', { default: 'LINE', types: { PAYPAL: { email: 'ana@example.com' } } }],
  ] as const)('keeps no payout method’s name when %s', async (_, payoutMethods) => {
    const snapshots = new MemoryAccountSnapshotStore();
    snapshots.write({ customer: 'ana', balance: money(900, 'EUR'), readAt: NOW - DAY, payoutMethod: 'PAYPAL' });
    expect(await new RecordAccountPartSeen(snapshots, clock).execute('ana', { payoutMethods })).toBe(true);
    expect(snapshots.kept?.payoutMethod).toBeNull();
  });

  it('a balance read for another customer drops the last one’s history with their balance', async () => {
    const snapshots = new MemoryAccountSnapshotStore();
    snapshots.write({ customer: 'ben', balance: money(900, 'EUR'), readAt: NOW - DAY, history: historyCopy([row(1)], NOW - DAY) });
    await new RecordBalanceSeen(snapshots, clock).execute('ana', money(1250, 'EUR'));
    expect(snapshots.kept).toEqual({ customer: 'ana', balance: money(1250, 'EUR'), readAt: NOW });
  });
});

describe('ReadAccountCopy: the copy of the customer whose session is saved here', () => {
  const signedIn = async (owner: string | null) => {
    const tokens = new MemoryTokenStore(() => NOW);
    if (owner) {
      const saved = tokens.save({ accessToken: 'a', refreshToken: 'r', expiresIn: 3600 });
      if (!saved.ok) throw new Error('tokens not saved');
      tokens.own(owner, tokens.load()!.session);
    }
    return tokens;
  };

  it('answers their copy, history and all', async () => {
    const snapshots = new MemoryAccountSnapshotStore();
    const copy: AccountSnapshot = {
      customer: 'ana',
      balance: money(900, 'EUR'),
      readAt: NOW - DAY,
      history: historyCopy([row(1)], NOW - DAY),
    };
    snapshots.write(copy);
    expect(await new ReadAccountCopy(snapshots, await signedIn('ana'), clock).execute()).toEqual(copy);
    expect(snapshots.kept).toEqual(copy);
  });

  it.each([
    ['nobody is signed in', null, { customer: 'ana', balance: money(900, 'EUR'), readAt: NOW - DAY }],
    ['the copy is another customer’s', 'ben', { customer: 'ana', balance: money(900, 'EUR'), readAt: NOW - DAY }],
    ['the copy is older than 30 days', 'ana', { customer: 'ana', balance: money(900, 'EUR'), readAt: NOW - SNAPSHOT_KEPT_MS - 1 }],
  ] as const)('answers nothing and wipes the copy when %s', async (_, owner, stored) => {
    const snapshots = new MemoryAccountSnapshotStore();
    snapshots.write(stored);
    expect(await new ReadAccountCopy(snapshots, await signedIn(owner), clock).execute()).toBeNull();
    expect(snapshots.kept).toBeNull();
  });
});
