import type { CountryCode } from '../../content/locale';
import type { Result } from '../../shared/result';
import type { ContactMessage, DataSubjectRequest } from '../support-request';

/** Public requests to customer care (assumed calls: docs/api-contract.md). */
export interface SupportGateway {
  /** POST /api/v2/contact. Errors: `something_went_wrong`, `network_error`, `timeout`. */
  sendContactMessage(message: ContactMessage, country: CountryCode): Promise<Result<void>>;
  /** POST /api/v2/data_subject_requests. Errors as `sendContactMessage`. */
  sendDataSubjectRequest(request: DataSubjectRequest, country: CountryCode): Promise<Result<void>>;
}
