/**
 * A new payout destination needs the password again (issue 47 point 4): the rules, kept on the device
 * per customer. A right password spares the customer the question for five minutes; five wrong ones
 * lock it here for fifteen (then the count starts again). Only the server's refusal of the password
 * counts as a wrong try: offline or a server that failed says nothing about the password.
 */

/** What the server is told after a save: a destination added (a method set up) or changed (its details replaced). */
export type DestinationChange = 'added' | 'changed';

/** A right password is not asked again for this long. */
export const RECHECK_WINDOW_MS = 5 * 60_000;
/** Wrong passwords in a row before the question is locked... */
export const WRONG_TRIES_LIMIT = 5;
/** ...for this long, on this device. */
export const RECHECK_LOCK_MS = 15 * 60_000;
/** The account says a destination was added or changed for this long after it was. */
export const DESTINATION_NOTICE_MS = 7 * 24 * 60 * 60_000;

/** How far ahead of the device a server's time of change may be and still be believed. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** What this device keeps of one customer's password checks (epoch milliseconds). */
export interface RecheckRecord {
  readonly customer: string;
  /** The last right password; null before any. */
  readonly checkedAt: number | null;
  /** Wrong passwords since the last right one (or the last lock's end). */
  readonly wrongTries: number;
  /** Until when the question is locked; null when it is not. */
  readonly lockedUntil: number | null;
  /** The last payout destination added or changed from this device (the notice without the server's field). */
  readonly changedAt: number | null;
}

/** Where the question stands: not needed now, asked (with the tries left), or locked until a time. */
export type RecheckState =
  { readonly kind: 'clear' } | { readonly kind: 'ask'; readonly triesLeft: number } | { readonly kind: 'locked'; readonly until: number };

/** A customer's record before any check. */
export const freshRecord = (customer: string): RecheckRecord => ({
  customer,
  checkedAt: null,
  wrongTries: 0,
  lockedUntil: null,
  changedAt: null,
});

/** A lock that has run out is forgotten with its count: the customer starts again with five tries. */
const current = (record: RecheckRecord, now: number): RecheckRecord =>
  record.lockedUntil !== null && record.lockedUntil <= now ? { ...record, wrongTries: 0, lockedUntil: null } : record;

export function recheckState(record: RecheckRecord, now: number): RecheckState {
  const r = current(record, now);
  if (r.lockedUntil !== null) return { kind: 'locked', until: r.lockedUntil };
  // A clock set back never stretches the window: a check "in the future" is not a recent one.
  if (r.checkedAt !== null && now >= r.checkedAt && now - r.checkedAt < RECHECK_WINDOW_MS) return { kind: 'clear' };
  return { kind: 'ask', triesLeft: WRONG_TRIES_LIMIT - r.wrongTries };
}

/** Whether adding or changing a payout destination asks for the password now. */
export const needsPassword = (record: RecheckRecord, now: number): boolean => recheckState(record, now).kind !== 'clear';

/** A right password: the count starts again, and the question is not asked for five minutes. */
export const afterRightPassword = (record: RecheckRecord, now: number): RecheckRecord => ({
  ...current(record, now),
  checkedAt: now,
  wrongTries: 0,
  lockedUntil: null,
});

/** A refused password: one try fewer; the fifth locks the question for fifteen minutes. */
export function afterWrongPassword(record: RecheckRecord, now: number): RecheckRecord {
  const r = current(record, now);
  const wrongTries = r.wrongTries + 1;
  return wrongTries >= WRONG_TRIES_LIMIT
    ? { ...r, checkedAt: null, wrongTries, lockedUntil: now + RECHECK_LOCK_MS }
    : { ...r, checkedAt: null, wrongTries };
}

/** A payout destination added or changed from this device. */
export const afterDestinationChange = (record: RecheckRecord, now: number): RecheckRecord => ({ ...record, changedAt: now });

/**
 * When the account's notice says a destination was added: the server's time when it gives one (every
 * device then shows it), else this device's own; null once seven days have passed, or for none.
 */
export function destinationNoticeSince(changedAt: number | null, now: number): number | null {
  if (changedAt === null) return null;
  const age = now - changedAt;
  // A server's clock a little ahead of the device's still names a change just made.
  return age < DESTINATION_NOTICE_MS && age > -CLOCK_SKEW_MS ? changedAt : null;
}
