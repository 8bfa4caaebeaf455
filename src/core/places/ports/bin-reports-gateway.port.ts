import type { DomainError, SessionErrorCode, TransportErrorCode } from '../../shared/domain-error';
import type { Result } from '../../shared/result';
import type { BinReport } from '../bin-report';

/**
 * Besides the transport and session codes: `invalid_input` (422), `already_reported` (409: the
 * customer's open report on this bin, with when it was sent), `not_available` (404: the server has
 * no such call; the call is assumed).
 */
export const BIN_REPORT_ERRORS = ['invalid_input', 'already_reported', 'not_available'] as const;

/** With `already_reported`, `since` is when the open report was received, when the server says. */
export type BinReportError = DomainError<(typeof BIN_REPORT_ERRORS)[number] | SessionErrorCode | TransportErrorCode>;

/** Problems with a bin, told to the operator (POST /api/v2/bins/{id}/reports, assumed: docs/api-contract.md). */
export interface BinReportsGateway {
  /** Sends the signed-in customer's report; answers when the server received it (ISO instant). */
  sendReport(report: BinReport): Promise<Result<{ readonly reportedAt: string }, BinReportError>>;
}
