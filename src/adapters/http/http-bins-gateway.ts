import { PLACES_PATHS } from '../../contract/places.contract';
import type { CountryCode } from '../../core/content/locale';
import type { BinsFound } from '../../core/places/bin';
import type { BinsGateway } from '../../core/places/ports/bins-gateway.port';
import type { DomainError, TransportErrorCode } from '../../core/shared/domain-error';
import type { Result } from '../../core/shared/result';
import type { ApiClient } from './api-client';
import { toBins } from '../wire/places.dto';
import { dataOf } from '../wire/read';
import { parsed } from './parse';

export class HttpBinsGateway implements BinsGateway {
  constructor(private readonly api: ApiClient) {}

  list(country: CountryCode): Promise<Result<BinsFound, DomainError<TransportErrorCode>>> {
    // Offline, the service worker may answer with the copy it kept of the last answer (issue 21).
    return parsed(
      this.api.requestKept(PLACES_PATHS.bins, { country_code: country }),
      ({ body, copyOf }) => ({ ...toBins(dataOf(body)), ...(copyOf ? { receivedAt: copyOf, kept: true } : {}) }),
      [],
    );
  }
}
