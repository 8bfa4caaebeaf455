import { PLACES_PATHS } from '../../src/contract/places.contract';
import { binDto } from './dto';
import { reply } from './reply';
import { route, type Handler, type Routes } from './route';

/** GET /bins: fakes/backend/places-resource.ts on the wire. */
export const PLACES_ROUTES: Routes = {
  [route('GET', PLACES_PATHS.bins)]: async ({ query }, backend) =>
    reply(await backend.listBins(query.get('country_code') ?? ''), (bins) => ({ data: bins.map(binDto) })),
};

/** POST /bins/{id}/reports (assumed, issue 21): the bin's id is the path's. */
const REPORTS_PATH = new RegExp(`^${PLACES_PATHS.bins}/([^/]+)/reports$`);

const reportBin =
  (binId: string): Handler =>
  async ({ body, token }, backend) =>
    reply(
      await backend.reportBin(token, binId, { reason: body.optionalString('reason'), note: body.optionalString('note') }),
      undefined,
      201,
    );

/** The places routes whose path holds an id. */
export function placesRouteFor(method: string, path: string): Handler | undefined {
  const match = method === 'POST' ? REPORTS_PATH.exec(path) : null;
  if (!match?.[1]) return undefined;
  try {
    return reportBin(decodeURIComponent(match[1]));
  } catch {
    return undefined; // a malformed escape: no such path
  }
}
