import { money } from '../../../src/core/shared/money';
import { changesSince, lastSeenOf, type LastSeen } from '../../../src/core/wallet/since-last-visit';
import type { Transaction } from '../../../src/core/wallet/transaction';

// Issue 47 point 1: what changed since the customer last looked, from the history's first page and
// the mark the device kept of that look — the time, and what was pending then.

const DAY = 24 * 60 * 60 * 1000;
const LOOKED = Date.parse('2026-12-01T09:00:00Z');

const row = (id: string, over: Partial<Transaction>): Transaction => ({
  id,
  category: 'SCAN',
  status: 'COMPLETED',
  createdAt: new Date(LOOKED - DAY),
  amount: money(120, 'EUR'),
  comment: null,
  items: [],
  numberOfScans: 1,
  accountName: null,
  accountNumber: null,
  ...over,
});

const seen = (pending: string[] = []): LastSeen => ({ at: LOOKED, pending });
const after = new Date(LOOKED + DAY);

describe('changesSince: what the account says changed since the last look', () => {
  it('says nothing on the first look (no mark: nothing to compare with)', () => {
    expect(changesSince(undefined, [row('a', { createdAt: after })])).toEqual([]);
  });

  it('names what was pending at the last look and has settled since: credited, rejected, paid, failed', () => {
    const rows = [
      row('credited', { status: 'COMPLETED' }),
      row('rejected', { status: 'REJECTED' }),
      row('paid', { category: 'WITHDRAWAL', status: 'COMPLETED', amount: money(-500, 'EUR') }),
      row('failed', { category: 'WITHDRAWAL', status: 'FAILED', amount: money(-300, 'EUR') }),
      row('still', { status: 'PENDING' }),
    ];
    const changes = changesSince(seen(['credited', 'rejected', 'paid', 'failed', 'still']), rows);
    expect(changes.map((c) => [c.kind, c.tx.id])).toEqual([
      ['credited', 'credited'],
      ['rejected', 'rejected'],
      ['paid', 'paid'],
      ['failed', 'failed'],
    ]);
  });

  it('names what arrived settled after the last look, and not what was already settled before it', () => {
    const rows = [row('new', { createdAt: after }), row('old', { createdAt: new Date(LOOKED - DAY) })];
    expect(changesSince(seen(), rows).map((c) => c.tx.id)).toEqual(['new']);
  });

  it('leaves out what is still pending, and adjustments (not a return nor a payout)', () => {
    const rows = [
      row('pending', { createdAt: after, status: 'PENDING' }),
      row('adjusted', { createdAt: after, category: 'ADJUSTMENT' }),
      row('cancelled', { createdAt: after, status: 'CANCELLED' }),
    ];
    expect(changesSince(seen(), rows).map((c) => [c.kind, c.tx.id])).toEqual([['rejected', 'cancelled']]);
  });

  it('counts a withdrawal cancelled or rejected as failed, its money back', () => {
    const rows = [
      row('c', { createdAt: after, category: 'WITHDRAWAL', status: 'CANCELLED' }),
      row('r', { createdAt: after, category: 'WITHDRAWAL', status: 'REJECTED' }),
    ];
    expect(changesSince(seen(), rows).map((c) => c.kind)).toEqual(['failed', 'failed']);
  });
});

describe('lastSeenOf: the mark a look leaves', () => {
  it('keeps the time and the ids of what is pending, nothing else', () => {
    const rows = [row('p1', { status: 'PENDING' }), row('done', {}), row('p2', { category: 'WITHDRAWAL', status: 'PENDING' })];
    expect(lastSeenOf(rows, LOOKED)).toEqual({ at: LOOKED, pending: ['p1', 'p2'] });
  });

  it('makes the next look find nothing new', () => {
    const rows = [row('p1', { status: 'PENDING' }), row('new', { createdAt: after })];
    expect(changesSince(lastSeenOf(rows, after.getTime() + 1), rows)).toEqual([]);
  });
});
