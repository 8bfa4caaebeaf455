import { COUNTRY_CODES, type CountryCode } from '../../src/core/content/locale';
import type { Bin } from '../../src/core/places/bin';
import { answer, invalidFields, type ServerResult } from './server-result';
import type { World } from './world';

/** /bins: where the reverse vending machines are. Public. */
export class PlacesResource {
  constructor(private readonly world: World) {}

  /** GET /bins?country_code=. */
  async listBins(country: string): Promise<ServerResult<readonly Bin[]>> {
    const invalid = invalidFields({ country_code: (COUNTRY_CODES as readonly string[]).includes(country) ? undefined : 'field_required' });
    return invalid ?? answer(this.world.bins[country as CountryCode] ?? []);
  }
}
