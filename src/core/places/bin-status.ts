/**
 * A bin's state as last reported (issue 21, point 1; the bins answer's assumed `status` and
 * `status_updated_at`, docs/api-contract.md): accepting returns, full, out of order, or unknown.
 */
export const BIN_STATES = ['open', 'full', 'out_of_order', 'unknown'] as const;
export type BinState = (typeof BIN_STATES)[number];

/** What the server reported and when (an ISO instant; null when it did not say or could not be read). */
export interface BinStatus {
  readonly state: BinState;
  readonly reportedAt: string | null;
}

/** A report older than this says nothing about the bin now: it is shown as unknown, with its age. */
export const STATUS_FRESH_FOR_MS = 24 * 60 * 60 * 1000;

/** The state to show now and how old the report behind it is (null: no time, so no age). */
export interface ShownStatus {
  readonly state: BinState;
  readonly ageMs: number | null;
}

export const isBinState = (value: unknown): value is BinState => (BIN_STATES as readonly unknown[]).includes(value);

/**
 * What the customer is told about a bin at `now`: nothing when the server gave no status (never a
 * guessed state); unknown when the report is older than 24 h or has no time; else the state reported.
 * A report dated in the future (a clock apart) counts as just made.
 */
export function shownStatus(status: BinStatus | undefined, now: Date): ShownStatus | null {
  if (!status) return null;
  const at = status.reportedAt === null ? Number.NaN : Date.parse(status.reportedAt);
  if (Number.isNaN(at)) return { state: 'unknown', ageMs: null };
  const ageMs = Math.max(0, now.getTime() - at);
  return { state: ageMs > STATUS_FRESH_FOR_MS ? 'unknown' : status.state, ageMs };
}

/** Full or out of order: a customer would find it not taking their containers. */
export const isUnavailable = (state: BinState | undefined): boolean => state === 'full' || state === 'out_of_order';
