import type { CountryCode } from '../../content/locale';
import type { DomainError, TransportErrorCode } from '../../shared/domain-error';
import type { Result } from '../../shared/result';
import type { BinsFound } from '../bin';
import type { BinReportsGateway } from './bin-reports-gateway.port';

export interface BinsGateway extends BinReportsGateway {
  /**
   * GET /api/v2/bins?country_code=. Public: only the transport codes. The bins that can be shown and
   * the count of those that cannot (unreadable, or at impossible coordinates); only an answer that is
   * not a list at all is `invalid_response`. Offline, the copy the device kept of the last answer, if any
   (`kept`, with `receivedAt`); without one, `offline`.
   */
  list(country: CountryCode): Promise<Result<BinsFound, DomainError<TransportErrorCode>>>;
}
