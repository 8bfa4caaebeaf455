import type { BinStatus } from '../../src/core/places/bin-status';
import type { BinReportRecord } from './records';

/**
 * The operator's rules for customers' reports (issue 21, point 3; docs/api-contract.md), as the fake
 * server applies them — pure, so that they are table-tested (tests/fakes/bin-report-rules.test.ts).
 */
export const REPORT_RULES = {
  /** A report stays open this long (the operator's round); until then, the customer cannot report the bin again. */
  openForMs: 24 * 3_600_000,
  /** At most this many reports per customer in `rateWindowMs`, then 429. */
  maxPerWindow: 5,
  rateWindowMs: 3_600_000,
  /** Reports of "full" or "out of order" from this many customers within `confirmWindowMs` make it the bin's status. */
  confirmingCustomers: 2,
  confirmWindowMs: 3_600_000,
} as const;

/** The customer's report on this bin still open at `now`, if any. */
export const openReportOf = (reports: readonly BinReportRecord[], userId: string, binId: string, now: number) =>
  reports.find((r) => r.userId === userId && r.binId === binId && now - r.at < REPORT_RULES.openForMs);

/** Seconds until the customer may report again, or null when they may now (their oldest report in the window leaves it). */
export function reportWait(reports: readonly BinReportRecord[], userId: string, now: number): number | null {
  const recent = reports.filter((r) => r.userId === userId && now - r.at < REPORT_RULES.rateWindowMs);
  if (recent.length < REPORT_RULES.maxPerWindow) return null;
  const oldest = Math.min(...recent.map((r) => r.at));
  return Math.max(1, Math.ceil((oldest + REPORT_RULES.rateWindowMs - now) / 1000));
}

/**
 * The bin's status once a report is received: "full" or "out of order" from enough different customers
 * within the window (the latest report among them included) becomes the status, dated now; anything
 * else leaves the status as it was (one customer alone never changes what everyone sees).
 */
export function statusAfterReport(
  reports: readonly BinReportRecord[],
  latest: BinReportRecord,
  current: BinStatus | undefined,
): BinStatus | undefined {
  if (latest.reason !== 'full' && latest.reason !== 'out_of_order') return current;
  const customers = new Set(
    reports
      .filter(
        (r) =>
          r.binId === latest.binId && r.reason === latest.reason && latest.at - r.at < REPORT_RULES.confirmWindowMs && r.at <= latest.at,
      )
      .map((r) => r.userId),
  );
  if (customers.size < REPORT_RULES.confirmingCustomers) return current;
  return { state: latest.reason, reportedAt: new Date(latest.at).toISOString() };
}
