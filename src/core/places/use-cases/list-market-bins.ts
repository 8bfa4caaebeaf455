import type { CountryCode } from '../../content/locale';
import type { Clock } from '../../shared/clock.port';
import type { DomainError, TransportErrorCode } from '../../shared/domain-error';
import { ok, type Result } from '../../shared/result';
import type { BinsFound } from '../bin';
import type { BinsGateway } from '../ports/bins-gateway.port';

/**
 * A market's pick-up bins (spec §2, §3): those that can be shown and how many could not. The
 * locator reads them once per market (the places store keeps them) and searches them with
 * `searchBins` (bin-search.ts) as the customer filters, types or shares a position: a pure rule over
 * this one answer, so that a keystroke among 10,000 bins asks the server nothing.
 */
export class ListMarketBins {
  constructor(
    private readonly bins: BinsGateway,
    private readonly clock: Clock,
  ) {}

  async execute(country: CountryCode): Promise<Result<BinsFound, DomainError<TransportErrorCode>>> {
    const found = await this.bins.list(country);
    return found.ok && !found.value.receivedAt ? ok({ ...found.value, receivedAt: this.clock.now() }) : found;
  }
}
