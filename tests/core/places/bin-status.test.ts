import { isUnavailable, shownStatus, type BinStatus } from '../../../src/core/places/bin-status';

const NOW = new Date('2026-11-27T14:05:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const reported = (state: BinStatus['state'], msAgo: number): BinStatus => ({
  state,
  reportedAt: new Date(NOW.getTime() - msAgo).toISOString(),
});

describe('what a bin is shown as now (issue 21, point 1)', () => {
  it('is nothing at all when the server gave no status: never a guessed state', () => {
    expect(shownStatus(undefined, NOW)).toBeNull();
  });

  it.each([
    ['full, 20 minutes ago', reported('full', 20 * MINUTE), { state: 'full', ageMs: 20 * MINUTE }],
    ['out of order, 23 h 59 min ago', reported('out_of_order', 24 * HOUR - MINUTE), { state: 'out_of_order', ageMs: 24 * HOUR - MINUTE }],
    ['open, exactly 24 h ago', reported('open', 24 * HOUR), { state: 'open', ageMs: 24 * HOUR }],
    ['open, 24 h and 1 min ago: unknown', reported('open', 24 * HOUR + MINUTE), { state: 'unknown', ageMs: 24 * HOUR + MINUTE }],
    ['full, 3 days ago: unknown, with its age', reported('full', 72 * HOUR), { state: 'unknown', ageMs: 72 * HOUR }],
    ['unknown, 5 minutes ago', reported('unknown', 5 * MINUTE), { state: 'unknown', ageMs: 5 * MINUTE }],
    ['full, dated 3 minutes ahead (a clock apart): just now', reported('full', -3 * MINUTE), { state: 'full', ageMs: 0 }],
    ['open, with no time: unknown, no age', { state: 'open', reportedAt: null } as BinStatus, { state: 'unknown', ageMs: null }],
    ['full, with a time that is no time: unknown', { state: 'full', reportedAt: 'soon' } as BinStatus, { state: 'unknown', ageMs: null }],
  ])('%s', (_case, status, shown) => {
    expect(shownStatus(status, NOW)).toEqual(shown);
  });

  it.each([
    ['full', true],
    ['out_of_order', true],
    ['open', false],
    ['unknown', false],
    [undefined, false],
  ] as const)('a %s bin is unavailable: %s', (state, unavailable) => {
    expect(isUnavailable(state)).toBe(unavailable);
  });
});
