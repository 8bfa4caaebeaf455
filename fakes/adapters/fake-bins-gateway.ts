import type { CountryCode } from '../../src/core/content/locale';
import type { Bin } from '../../src/core/places/bin';
import type { BinsGateway } from '../../src/core/places/ports/bins-gateway.port';
import type { Result } from '../../src/core/shared/result';
import type { InMemoryBackend } from '../backend/in-memory-backend';
import { serve } from './serve';

export class FakeBinsGateway implements BinsGateway {
  constructor(private readonly backend: InMemoryBackend) {}

  list(country: CountryCode): Promise<Result<readonly Bin[]>> {
    return serve(this.backend, () => this.backend.listBins(country));
  }
}
