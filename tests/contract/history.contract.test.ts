// @vitest-environment node
import { scanFactory } from '../../fakes/factories/transaction.factory';
import type { TransactionRecord } from '../../fakes/backend/records';
import { money } from '../../src/core/shared/money';
import { httpWorld, inProcessWorld, type World } from './worlds';

const DEMO = { email: 'demo@example.com', password: 'demo1234' };

/** The history call (issue 8 point 2) as both the fakes and the HTTP adapters ⇄ fakes/http answer it. */
describe.each([
  ['in-process fakes', inProcessWorld],
  ['HTTP adapters ⇄ fakes/http', () => httpWorld()],
])('history contract: %s', (_name, makeWorld) => {
  let world: World;
  beforeEach(async () => {
    world = await makeWorld();
  });
  afterEach(() => world.dispose());

  /** Signs the French demo customer in with a history made of `rows`. */
  const signInWith = async (rows: readonly TransactionRecord[]) => {
    const user = world.backend.findUser(DEMO.email, 'fr');
    if (!user) throw new Error('no demo user');
    world.backend.addUser({ ...user, transactions: rows });
    const issued = await world.auth.requestToken(DEMO, 'fr');
    if (!issued.ok) throw new Error(`login failed: ${issued.error.code}`);
    world.tokens.save(issued.value);
  };
  const transient = { transient: { country: 'fr' as const } };
  const rows: TransactionRecord[] = [
    scanFactory.build({ id: 'old', createdAt: '2024-02-03T04:05:06.000Z', comment: 'Rinsed, thank you' }, transient),
    scanFactory.build({ id: 'mid', status: 'PENDING', numberOfScans: 9, createdAt: '2026-10-01T00:00:00.000Z' }, transient),
    {
      ...scanFactory.build({ id: 'out', createdAt: '2026-06-01T00:00:00.000Z' }, transient),
      category: 'WITHDRAWAL',
      status: 'FAILED',
      items: [],
      numberOfScans: 0,
      amount: money(-1234, 'EUR'),
      accountName: 'PAYPAL',
      accountNumber: 'FR7630006000011234567890189',
    },
  ];

  it('carries every field of every transaction, dates and money exactly', async () => {
    await signInWith(rows);
    const answer = await world.wallet.transactions();
    const expected = [rows[1], rows[2], rows[0]].map((row) => ({ ...row, createdAt: new Date(row!.createdAt) }));
    expect(answer).toEqual({ ok: true, value: expected });
  });

  it('carries where a withdrawal is when the server says (assumed fields), and leaves out what it does not say', async () => {
    const out = rows[2]!;
    await signInWith([
      { ...out, id: 'sent', status: 'PENDING', method: 'TRANSFERWISE', sentAt: '2026-06-01T02:00:00.000Z', settledAt: null },
      { ...out, id: 'unsent', status: 'PENDING', method: 'PAYPAL', sentAt: null, settledAt: null },
      { ...out, id: 'silent', status: 'PENDING' },
    ]);
    const answer = await world.wallet.transactions({ type: 'WITHDRAWAL' });
    if (!answer.ok) throw new Error(answer.error.code);
    const [sent, unsent, silent] = answer.value;
    expect(sent).toMatchObject({ method: 'TRANSFERWISE', sentAt: new Date('2026-06-01T02:00:00.000Z'), settledAt: null });
    expect(unsent).toMatchObject({ method: 'PAYPAL', sentAt: null, settledAt: null });
    expect(silent).not.toHaveProperty('method');
    expect(silent).not.toHaveProperty('sentAt');
    expect(silent).not.toHaveProperty('settledAt');
  });

  it('orders by sort_by: -created_at newest first, created_at oldest first', async () => {
    await signInWith(rows);
    const newest = await world.wallet.transactions({ sortBy: '-created_at' });
    const oldest = await world.wallet.transactions({ sortBy: 'created_at' });
    expect(newest.ok && newest.value.map((t) => t.id)).toEqual(['mid', 'out', 'old']);
    expect(oldest.ok && oldest.value.map((t) => t.id)).toEqual(['old', 'out', 'mid']);
  });

  it('filters by type and status together', async () => {
    await signInWith(rows);
    const out = await world.wallet.transactions({ type: 'WITHDRAWAL', status: 'FAILED' });
    expect(out.ok && out.value.map((t) => t.id)).toEqual(['out']);
    const none = await world.wallet.transactions({ type: 'WITHDRAWAL', status: 'PENDING' });
    expect(none).toEqual({ ok: true, value: [] });
  });

  it('refuses an order it does not know', async () => {
    await signInWith(rows);
    const answer = await world.wallet.transactions({ sortBy: 'amount; drop' });
    expect(answer.ok).toBe(false);
  });

  it('pages by items_per_page and page (spec §7): each page its slice, the last one short, past the end empty', async () => {
    const long = Array.from({ length: 25 }, (_, i) =>
      scanFactory.build({ id: `p${i}`, createdAt: new Date(Date.parse('2026-10-01T00:00:00.000Z') - i * 60_000).toISOString() }, transient),
    );
    await signInWith(long);
    const page = async (n: number) => {
      const answer = await world.wallet.transactions({ itemsPerPage: 10, page: n, sortBy: '-created_at' });
      return answer.ok ? answer.value.map((t) => t.id) : answer.error.code;
    };
    const ids = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `p${from + i}`);
    expect(await page(1)).toEqual(ids(0, 10));
    expect(await page(2)).toEqual(ids(10, 20));
    expect(await page(3)).toEqual(ids(20, 25));
    expect(await page(4)).toEqual([]);
    // Pages of a filtered history are pages of the filtered rows.
    const scans = await world.wallet.transactions({ itemsPerPage: 2, page: 2, type: 'SCAN', status: 'PENDING' });
    expect(scans).toEqual({ ok: true, value: [] });
  });

  it('refuses a page below 1', async () => {
    await signInWith(rows);
    const answer = await world.wallet.transactions({ itemsPerPage: 10, page: 0 });
    expect(answer.ok).toBe(false);
  });

  it('is refused without a session', async () => {
    const answer = await world.wallet.transactions();
    expect(answer.ok ? null : answer.error.code).toBe('session_expired');
  });
});

describe('history over HTTP: the query as the server sees it', () => {
  it('sends items_per_page, page, type, status and sort_by', async () => {
    const world = await httpWorld();
    try {
      const issued = await world.auth.requestToken(DEMO, 'fr');
      if (!issued.ok) throw new Error('login failed');
      world.tokens.save(issued.value);
      await world.wallet.transactions({ itemsPerPage: 1000, page: 1, type: 'SCAN', status: 'PENDING', sortBy: 'created_at' });
      await world.wallet.transactions();
      const sent = world.server?.requests.filter((r) => r.path === '/api/v2/merged_transactions').map((r) => r.query);
      expect(sent).toEqual([
        { items_per_page: '1000', page: '1', type: 'SCAN', status: 'PENDING', sort_by: 'created_at' },
        { items_per_page: '1000', page: '1' },
      ]);
    } finally {
      await world.dispose();
    }
  });
});
