import { sendOutcome, type SendOutcome } from '../../shared/send-outcome';
import { binReport } from '../bin-report';
import type { BinReportsGateway } from '../ports/bin-reports-gateway.port';

/**
 * How reporting a problem with a bin ended — what the customer can truthfully be told (issue 21, point 3):
 * - `sent`: the operator has it, received at `reportedAt`;
 * - `already`: this customer's report on this bin is still open, sent at `reportedAt` (null when the
 *   server does not say); nothing new was sent;
 * - `refused` (`invalid_input` with the note's problem, `not_available`, `rate_limited`, the session's
 *   codes), `unknown` (it may have arrived: sending again is safe, the server keeps one open report per
 *   customer and bin and answers `already`), `offline` (nothing left the device).
 */
export type BinReportOutcome =
  { readonly kind: 'sent'; readonly reportedAt: string } | { readonly kind: 'already'; readonly reportedAt: string | null } | SendOutcome;

export class ReportBinProblem {
  constructor(private readonly reports: BinReportsGateway) {}

  async execute(input: { readonly binId: string; readonly reason: string; readonly note?: string }): Promise<BinReportOutcome> {
    const report = binReport(input.binId, input.reason, input.note);
    if ('code' in report) return { kind: 'refused', error: report };
    const sent = await this.reports.sendReport(report);
    if (sent.ok) return { kind: 'sent', reportedAt: sent.value.reportedAt };
    if (sent.error.code === 'already_reported') return { kind: 'already', reportedAt: sent.error.since ?? null };
    return sendOutcome(sent.error);
  }
}
