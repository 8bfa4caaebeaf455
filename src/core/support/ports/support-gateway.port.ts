import type { CountryCode } from '../../content/locale';
import type { DomainError, TransportErrorCode } from '../../shared/domain-error';
import type { Result } from '../../shared/result';
import type { ContactMessage, DataSubjectRequest } from '../support-request';

/**
 * Besides the transport codes: `invalid_input` with the server's field errors (422), and
 * `not_available` when the server has no such call (both are assumed).
 */
export const SUPPORT_ERRORS = ['invalid_input', 'not_available'] as const;

export type SupportError = DomainError<(typeof SUPPORT_ERRORS)[number] | TransportErrorCode>;

/** Public requests to customer care (assumed calls: docs/api-contract.md). */
export interface SupportGateway {
  /** POST /api/v2/contact. */
  sendContactMessage(message: ContactMessage, country: CountryCode): Promise<Result<void, SupportError>>;
  /** POST /api/v2/data_subject_requests. */
  sendDataSubjectRequest(request: DataSubjectRequest, country: CountryCode): Promise<Result<void, SupportError>>;
}
