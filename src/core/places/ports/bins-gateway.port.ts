import type { CountryCode } from '../../content/locale';
import type { DomainError, TransportErrorCode } from '../../shared/domain-error';
import type { Result } from '../../shared/result';
import type { Bin } from '../bin';

export interface BinsGateway {
  /** GET /api/v2/bins?country_code=. Public: only the transport codes. */
  list(country: CountryCode): Promise<Result<readonly Bin[], DomainError<TransportErrorCode>>>;
}
