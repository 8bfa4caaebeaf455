import { binReportsPath, PLACES_PATHS, type BinReportBody } from '../../contract/places.contract';
import type { CountryCode } from '../../core/content/locale';
import type { BinsFound } from '../../core/places/bin';
import type { BinReport } from '../../core/places/bin-report';
import { BIN_REPORT_ERRORS } from '../../core/places/ports/bin-reports-gateway.port';
import type { BinsGateway } from '../../core/places/ports/bins-gateway.port';
import { SESSION_ERROR_CODES, type DomainError, type TransportErrorCode } from '../../core/shared/domain-error';
import type { Result } from '../../core/shared/result';
import type { ApiClient } from './api-client';
import { toBins, toReportReceipt } from '../wire/places.dto';
import { dataOf } from '../wire/read';
import { assumedCall } from '../wire/server-errors';
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

  sendReport(report: BinReport): ReturnType<BinsGateway['sendReport']> {
    const body: BinReportBody = report.note === undefined ? { reason: report.reason } : { reason: report.reason, note: report.note };
    return parsed(
      assumedCall(this.api.request('POST', binReportsPath(report.binId), { body })),
      (answer) => toReportReceipt(dataOf(answer)),
      [...BIN_REPORT_ERRORS, ...SESSION_ERROR_CODES],
    );
  }
}
