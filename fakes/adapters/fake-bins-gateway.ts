import type { CountryCode } from '../../src/core/content/locale';
import { binsFound } from '../../src/core/places/bin';
import type { BinsGateway } from '../../src/core/places/ports/bins-gateway.port';
import { expecting } from '../../src/core/shared/domain-error';
import type { InMemoryBackend } from '../backend/in-memory-backend';
import { serve } from './serve';

export class FakeBinsGateway implements BinsGateway {
  constructor(private readonly backend: InMemoryBackend) {}

  list(country: CountryCode): ReturnType<BinsGateway['list']> {
    return expecting(
      // The same rule as the HTTP mapping: a bin at impossible coordinates is dropped and counted.
      serve(this.backend, () => this.backend.listBins(country), binsFound),
      [],
    );
  }
}
