import { PLACES_PATHS } from '../../src/contract/places.contract';
import { binDto } from './dto';
import { reply } from './reply';
import { route, type Routes } from './route';

/** GET /bins: fakes/backend/places-resource.ts on the wire. */
export const PLACES_ROUTES: Routes = {
  [route('GET', PLACES_PATHS.bins)]: async ({ query }, backend) =>
    reply(await backend.listBins(query.get('country_code') ?? ''), (bins) => ({ data: bins.map(binDto) })),
};
