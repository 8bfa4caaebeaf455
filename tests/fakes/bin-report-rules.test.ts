import { openReportOf, REPORT_RULES, reportWait, statusAfterReport } from '../../fakes/backend/bin-report-rules';
import type { BinReportRecord } from '../../fakes/backend/records';
import type { BinStatus } from '../../src/core/places/bin-status';

const NOW = Date.parse('2026-11-27T14:05:00Z');
const MIN = 60_000;
const r = (userId: string, reason: string, minutesAgo: number, binId = 'b1'): BinReportRecord => ({
  id: `${userId}-${binId}-${minutesAgo}`,
  userId,
  binId,
  reason,
  at: NOW - minutesAgo * MIN,
});
const OPEN: BinStatus = { state: 'open', reportedAt: '2026-11-27T12:00:00.000Z' };

describe('the operator’s rule: what customers’ reports make of a bin’s status (issue 21, point 3)', () => {
  it.each([
    ['one customer says full: unchanged', [r('a', 'full', 0)], OPEN],
    [
      'two customers say full within the hour: full, dated now',
      [r('a', 'full', 59), r('b', 'full', 0)],
      { state: 'full', reportedAt: new Date(NOW).toISOString() },
    ],
    [
      'two say out of order: out of order',
      [r('a', 'out_of_order', 10), r('b', 'out_of_order', 0)],
      { state: 'out_of_order', reportedAt: new Date(NOW).toISOString() },
    ],
    ['the first report over an hour old: unchanged', [r('a', 'full', 61), r('b', 'full', 0)], OPEN],
    ['the same customer twice: unchanged', [r('a', 'full', 30), r('a', 'full', 0)], OPEN],
    ['one full, one out of order: unchanged', [r('a', 'out_of_order', 5), r('b', 'full', 0)], OPEN],
    ['full at another bin: unchanged', [r('a', 'full', 5, 'b2'), r('b', 'full', 0)], OPEN],
    ['two say they cannot find it: unchanged (the operator checks)', [r('a', 'cannot_find', 5), r('b', 'cannot_find', 0)], OPEN],
    ['two say wrong location: unchanged', [r('a', 'wrong_location', 5), r('b', 'wrong_location', 0)], OPEN],
  ])('%s', (_case, reports, status) => {
    const latest = reports[reports.length - 1]!;
    expect(statusAfterReport(reports, latest, OPEN)).toEqual(status);
  });

  it('gives a bin without a status one only when the rule is met', () => {
    expect(statusAfterReport([r('a', 'full', 1)], r('a', 'full', 1), undefined)).toBeUndefined();
    expect(statusAfterReport([r('a', 'full', 1), r('b', 'full', 0)], r('b', 'full', 0), undefined)?.state).toBe('full');
  });
});

describe('one open report per customer and bin, and a limit per hour', () => {
  it.each([
    ['sent 5 minutes ago: open', [r('a', 'full', 5)], 'a', 'b1', true],
    ['sent 23 h 59 min ago: open', [r('a', 'full', 24 * 60 - 1)], 'a', 'b1', true],
    ['sent 24 h ago: closed by the operator’s round', [r('a', 'full', 24 * 60)], 'a', 'b1', false],
    ['another customer’s: not this one’s', [r('b', 'full', 5)], 'a', 'b1', false],
    ['another bin’s: not this one’s', [r('a', 'full', 5, 'b2')], 'a', 'b1', false],
  ])('%s', (_case, reports, userId, binId, open) => {
    expect(openReportOf(reports, userId, binId, NOW) !== undefined).toBe(open);
  });

  it.each([
    ['4 in the hour: may report', [1, 2, 3, 4], null],
    ['5 in the hour: wait until the oldest (50 min ago) leaves it, 10 min', [10, 20, 30, 40, 50], 10 * 60],
    ['5, one of them 61 min ago: may report', [10, 20, 30, 40, 61], null],
  ])('%s', (_case, minutesAgo, wait) => {
    const reports = minutesAgo.map((m, i) => r('a', 'cannot_find', m, `b${i}`));
    expect(reportWait(reports, 'a', NOW)).toBe(wait);
    expect(reportWait(reports, 'someone-else', NOW)).toBeNull();
  });

  it('says the numbers the documentation says', () => {
    expect(REPORT_RULES).toMatchObject({ maxPerWindow: 5, confirmingCustomers: 2, confirmWindowMs: 3_600_000, openForMs: 86_400_000 });
  });
});
