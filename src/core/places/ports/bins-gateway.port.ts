import type { CountryCode } from '../../content/locale';
import type { Result } from '../../shared/result';
import type { Bin } from '../bin';

export interface BinsGateway {
  /** GET /api/v2/bins?country_code=. Public. Errors: `something_went_wrong`, `network_error`, `timeout`, `invalid_response`. */
  list(country: CountryCode): Promise<Result<readonly Bin[]>>;
}
