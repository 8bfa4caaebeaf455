import type { SessionRenewal } from '../../src/adapters/session/session-renewal';
import { assumedCall } from '../../src/adapters/wire/server-errors';
import type { CountryCode } from '../../src/core/content/locale';
import { binsFound } from '../../src/core/places/bin';
import type { BinReport } from '../../src/core/places/bin-report';
import { BIN_REPORT_ERRORS } from '../../src/core/places/ports/bin-reports-gateway.port';
import type { BinsGateway } from '../../src/core/places/ports/bins-gateway.port';
import { expecting } from '../../src/core/shared/domain-error';
import type { InMemoryBackend } from '../backend/in-memory-backend';
import { authenticated } from './authenticated';
import { serve } from './serve';

export class FakeBinsGateway implements BinsGateway {
  constructor(
    private readonly backend: InMemoryBackend,
    private readonly session: SessionRenewal,
  ) {}

  list(country: CountryCode): ReturnType<BinsGateway['list']> {
    return expecting(
      // The same rule as the HTTP mapping: a bin at impossible coordinates is dropped and counted.
      serve(this.backend, () => this.backend.listBins(country), binsFound),
      [],
    );
  }

  sendReport(report: BinReport): ReturnType<BinsGateway['sendReport']> {
    const { binId, ...body } = report;
    return authenticated(
      this.session,
      (token) =>
        assumedCall(
          serve(
            this.backend,
            () => this.backend.reportBin(token, binId, body),
            (receipt) => ({ reportedAt: receipt.created_at }),
          ),
        ),
      BIN_REPORT_ERRORS,
    );
  }
}
