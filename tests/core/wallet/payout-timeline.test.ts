import { money } from '../../../src/core/shared/money';
import { addBusinessDays, arrivalBusinessDays, arrivalEstimate, isPastEstimate } from '../../../src/core/wallet/payout-arrival';
import { payoutTimeline } from '../../../src/core/wallet/payout-timeline';
import type { Transaction } from '../../../src/core/wallet/transaction';
import { tx } from './transaction-rows';

// Where a payout is (issue 47 point 2): the steps of a withdrawal and when it should usually arrive.

const REQUESTED = new Date('2026-11-09T09:00:00Z'); // a Monday
const SENT = new Date('2026-11-09T15:00:00Z');
const SETTLED = new Date('2026-11-10T10:00:00Z');

const withdrawal = (fields: Partial<Transaction> = {}): Transaction => ({
  ...tx({ category: 'WITHDRAWAL', status: 'PENDING', items: [], numberOfScans: 0, amount: money(-1250, 'EUR') }),
  createdAt: REQUESTED,
  ...fields,
});

const stepsOf = (row: Transaction, now = SETTLED) => payoutTimeline(row, now)?.steps.map((s) => [s.kind, s.state, s.at]);

describe('a withdrawal’s steps', () => {
  it('pending and not yet sent: requested, then being sent, then paid to come', () => {
    expect(stepsOf(withdrawal({ method: 'PAYPAL', sentAt: null, settledAt: null }))).toEqual([
      ['requested', 'done', REQUESTED],
      ['sent', 'current', null],
      ['paid', 'toCome', null],
    ]);
  });

  it('pending and sent: the sending done with its time, the payment under way', () => {
    expect(stepsOf(withdrawal({ sentAt: SENT, settledAt: null }))).toEqual([
      ['requested', 'done', REQUESTED],
      ['sent', 'done', SENT],
      ['paid', 'current', null],
    ]);
  });

  it('paid: every step done, with the times the server gave', () => {
    expect(stepsOf(withdrawal({ status: 'COMPLETED', sentAt: SENT, settledAt: SETTLED }))).toEqual([
      ['requested', 'done', REQUESTED],
      ['sent', 'done', SENT],
      ['paid', 'done', SETTLED],
    ]);
  });

  it.each(['FAILED', 'CANCELLED', 'REJECTED'] as const)('%s after it was sent: the money back in the balance', (status) => {
    expect(stepsOf(withdrawal({ status, sentAt: SENT, settledAt: SETTLED }))).toEqual([
      ['requested', 'done', REQUESTED],
      ['sent', 'done', SENT],
      ['returned', 'done', SETTLED],
    ]);
  });

  it('returned before it was sent: no sending step, it never happened', () => {
    expect(stepsOf(withdrawal({ status: 'CANCELLED', sentAt: null, settledAt: SETTLED }))).toEqual([
      ['requested', 'done', REQUESTED],
      ['returned', 'done', SETTLED],
    ]);
  });

  it('without the assumed fields: no sending step and no time for the end, rather than a guess', () => {
    expect(stepsOf(withdrawal())).toEqual([
      ['requested', 'done', REQUESTED],
      ['paid', 'current', null],
    ]);
    expect(stepsOf(withdrawal({ status: 'COMPLETED' }))).toEqual([
      ['requested', 'done', REQUESTED],
      ['paid', 'done', null],
    ]);
    expect(stepsOf(withdrawal({ status: 'FAILED' }))).toEqual([
      ['requested', 'done', REQUESTED],
      ['returned', 'done', null],
    ]);
  });

  it('is only a withdrawal’s', () => {
    expect(payoutTimeline(tx({ status: 'PENDING' }), SETTLED)).toBeNull();
  });
});

describe('when a payout should usually arrive', () => {
  it.each([
    ['us', 'PAYPAL', 1],
    ['us', 'TRANSFERWISE', 3],
    ['uk', 'TRANSFERWISE', 1],
    ['ca', 'TRANSFERWISE', 2],
    ['fr', 'TRANSFERWISE', 2],
    ['jp', 'TRANSFERWISE', 2],
    ['jp', 'LINE', 1],
  ] as const)('in %s by %s: %i business day(s)', (market, method, days) => {
    expect(arrivalBusinessDays(market, method)).toBe(days);
  });

  it('without the method, the slowest of the market’s methods', () => {
    expect(arrivalBusinessDays('us', undefined)).toBe(3);
    expect(arrivalBusinessDays('uk', undefined)).toBe(1);
    expect(arrivalBusinessDays('jp', undefined)).toBe(2);
  });

  it('counts Monday to Friday: a weekend is stepped over', () => {
    expect(addBusinessDays('2026-11-09', 1)).toBe('2026-11-10'); // Monday → Tuesday
    expect(addBusinessDays('2026-11-13', 1)).toBe('2026-11-16'); // Friday → Monday
    expect(addBusinessDays('2026-11-14', 1)).toBe('2026-11-16'); // Saturday → Monday
    expect(addBusinessDays('2026-11-12', 3)).toBe('2026-11-17'); // Thursday → Tuesday
  });

  it('counts in the market’s time zone: Friday night in New York is already Saturday in Paris', () => {
    const fridayNightInNewYork = new Date('2026-11-14T02:00:00Z');
    expect(arrivalEstimate('USD', 'PAYPAL', fridayNightInNewYork)?.dueDay).toBe('2026-11-16');
    // Saturday 03:00 in Paris: the next business day is Monday, the one after Tuesday.
    expect(arrivalEstimate('EUR', 'TRANSFERWISE', fridayNightInNewYork)?.dueDay).toBe('2026-11-17');
    // Saturday 11:00 in Tokyo.
    expect(arrivalEstimate('JPY', 'LINE', fridayNightInNewYork)).toEqual({ businessDays: 1, dueDay: '2026-11-16', timeZone: 'Asia/Tokyo' });
  });

  it('is overdue only once its due day has ended in the market', () => {
    const estimate = arrivalEstimate('EUR', 'PAYPAL', REQUESTED);
    if (!estimate) throw new Error('no estimate');
    expect(estimate.dueDay).toBe('2026-11-10');
    expect(isPastEstimate(estimate, new Date('2026-11-10T22:59:59Z'))).toBe(false); // 23:59:59 in Paris
    expect(isPastEstimate(estimate, new Date('2026-11-10T23:00:00Z'))).toBe(true); // midnight in Paris
  });
});

describe('a withdrawal’s estimate', () => {
  it('runs from its sending when known, else from its request, while it is pending', () => {
    const thursday = new Date('2026-11-12T10:00:00Z');
    const fromRequest = payoutTimeline(withdrawal({ method: 'TRANSFERWISE', sentAt: null }), REQUESTED);
    expect(fromRequest?.estimate?.dueDay).toBe('2026-11-11');
    const fromSending = payoutTimeline(withdrawal({ method: 'TRANSFERWISE', sentAt: thursday }), thursday);
    expect(fromSending?.estimate?.dueDay).toBe('2026-11-16');
  });

  it('says it is overdue when still pending past it, and has none once settled', () => {
    const late = new Date('2026-11-12T08:00:00Z');
    expect(payoutTimeline(withdrawal({ method: 'PAYPAL' }), late)).toMatchObject({ overdue: true });
    expect(payoutTimeline(withdrawal({ method: 'PAYPAL' }), SETTLED)).toMatchObject({ overdue: false });
    expect(payoutTimeline(withdrawal({ status: 'COMPLETED' }), late)).toMatchObject({ estimate: null, overdue: false });
  });
});
