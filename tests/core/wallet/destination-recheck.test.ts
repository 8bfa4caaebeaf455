import {
  afterDestinationChange,
  afterRightPassword,
  afterWrongPassword,
  destinationNoticeSince,
  freshRecord,
  needsPassword,
  recheckState,
  type RecheckRecord,
} from '../../../src/core/wallet/destination-recheck';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T0 = Date.UTC(2026, 10, 21, 10);

const wrong = (times: number, record: RecheckRecord = freshRecord('ana'), at = T0): RecheckRecord =>
  Array.from({ length: times }).reduce<RecheckRecord>((r) => afterWrongPassword(r, at), record);

describe('a new payout destination needs the password again (issue 47 point 4)', () => {
  it('asks a customer who never confirmed here, with five tries', () => {
    expect(needsPassword(freshRecord('ana'), T0)).toBe(true);
    expect(recheckState(freshRecord('ana'), T0)).toEqual({ kind: 'ask', triesLeft: 5 });
  });

  it('a right password spares the question for five minutes, not longer', () => {
    const checked = afterRightPassword(freshRecord('ana'), T0);
    expect(needsPassword(checked, T0 + 4 * MINUTE + 59_000)).toBe(false);
    expect(recheckState(checked, T0 + 5 * MINUTE)).toEqual({ kind: 'ask', triesLeft: 5 });
  });

  it('a clock set back does not stretch the window', () => {
    expect(needsPassword(afterRightPassword(freshRecord('ana'), T0), T0 - MINUTE)).toBe(true);
  });

  it('each wrong password leaves one try fewer', () => {
    expect(recheckState(wrong(1), T0)).toEqual({ kind: 'ask', triesLeft: 4 });
    expect(recheckState(wrong(4), T0)).toEqual({ kind: 'ask', triesLeft: 1 });
  });

  it('five wrong passwords lock the question for fifteen minutes, then the count starts again', () => {
    const locked = wrong(5);
    expect(recheckState(locked, T0 + 14 * MINUTE)).toEqual({ kind: 'locked', until: T0 + 15 * MINUTE });
    expect(recheckState(locked, T0 + 15 * MINUTE)).toEqual({ kind: 'ask', triesLeft: 5 });
    expect(recheckState(afterWrongPassword(locked, T0 + 16 * MINUTE), T0 + 16 * MINUTE)).toEqual({ kind: 'ask', triesLeft: 4 });
  });

  it('a right password starts the count again', () => {
    const righted = afterRightPassword(wrong(4), T0);
    expect(recheckState(afterWrongPassword(righted, T0 + 6 * MINUTE), T0 + 6 * MINUTE)).toEqual({ kind: 'ask', triesLeft: 4 });
  });

  it('a wrong password after a right one asks again at once', () => {
    expect(needsPassword(afterWrongPassword(afterRightPassword(freshRecord('ana'), T0), T0 + MINUTE), T0 + MINUTE)).toBe(true);
  });

  it('the notice of a new destination lasts seven days', () => {
    const changed = afterDestinationChange(freshRecord('ana'), T0).changedAt;
    expect(destinationNoticeSince(changed, T0 + 7 * DAY - 1)).toBe(T0);
    expect(destinationNoticeSince(changed, T0 + 7 * DAY)).toBeNull();
    expect(destinationNoticeSince(null, T0)).toBeNull();
    // A server's clock slightly ahead still names the change just made; one far ahead is not believed.
    expect(destinationNoticeSince(T0 + MINUTE, T0)).toBe(T0 + MINUTE);
    expect(destinationNoticeSince(T0 + DAY, T0)).toBeNull();
  });
});
