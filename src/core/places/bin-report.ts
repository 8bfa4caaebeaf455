import type { DomainError } from '../shared/domain-error';
import { hasControlCharacters } from '../shared/characters';
import { firstProblem, invalidInput, lengthProblem, requiredProblem } from '../shared/validation';

/**
 * Why a customer reports a bin (issue 21, point 3): fixed reasons a tap sends, and "other" with a
 * short text. The server's rule (docs/api-contract.md, assumed) turns reports of `full` and
 * `out_of_order` into the bin's shown status; the others go to the operator.
 */
export const REPORT_REASONS = ['full', 'out_of_order', 'cannot_find', 'wrong_location', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report as sent: the note only with "other" (the fixed reasons say everything). */
export interface BinReport {
  readonly binId: string;
  readonly reason: ReportReason;
  readonly note?: string;
}

/**
 * The report to send, or why it cannot be: a reason the app knows, and with "other" a note of 1 to
 * 200 characters once trimmed, with no control or invisible formatting characters. A note typed
 * before another reason was chosen is not sent.
 */
export function binReport(binId: string, reason: string, note = ''): BinReport | DomainError<'invalid_input'> {
  if (!(REPORT_REASONS as readonly string[]).includes(reason)) return invalidInput({ reason: 'field_required' })!;
  if (reason !== 'other') return { binId, reason: reason as ReportReason };
  const text = note.trim();
  const problem = firstProblem(
    requiredProblem(text),
    lengthProblem(text, 'binReportNote'),
    hasControlCharacters(text) ? 'text_invalid' : undefined,
  );
  return problem ? invalidInput({ note: problem })! : { binId, reason: 'other', note: text };
}
