// @vitest-environment node
// Issue 21: offline, the service worker answers GET /bins with the copy it kept, stamped with when it
// received it; no other API call is sent offline (scripts/lib/service-worker.mjs).
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { ApiClient, KEPT_AT_HEADER } from '../../../src/adapters/http/api-client';
import { HttpBinsGateway } from '../../../src/adapters/http/http-bins-gateway';
import { HttpUserGateway } from '../../../src/adapters/http/http-user-gateway';
import { SessionRenewal } from '../../../src/adapters/session/session-renewal';
import { PLACES_PATHS } from '../../../src/contract/places.contract';
import { BINS_PATH, KEPT_AT_HEADER as WORKER_HEADER } from '../../../scripts/lib/service-worker.mjs';

const RIVOLI = { id: 'f1', lat: 48.8606, lng: 2.3376, details: '12 rue de Rivoli', retailer: { id: 'r1', name: 'Martin' } };

/** An API client on a device that says it is offline, whose requests reach `answer` (the service worker) anyway. */
function offlineClient(answer: () => Promise<Response>) {
  const sent: string[] = [];
  const api = new ApiClient({
    baseUrl: 'https://app.test',
    session: new SessionRenewal(new MemoryTokenStore()),
    retryDelayMs: 1,
    isOnline: () => false,
    fetchFn: async (url) => {
      sent.push(String(url));
      return answer();
    },
  });
  return { api, sent };
}

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

describe('the bins kept by the service worker', () => {
  it('are asked for even offline, and say when the server gave them', async () => {
    const { api, sent } = offlineClient(async () => json({ data: [RIVOLI] }, { [KEPT_AT_HEADER]: 'Wed, 25 Nov 2026 13:05:00 GMT' }));
    const answer = await new HttpBinsGateway(api).list('fr');
    expect(sent).toEqual(['https://app.test/api/v2/bins?country_code=fr']);
    expect(answer).toEqual({
      ok: true,
      value: { bins: [RIVOLI], dropped: 0, receivedAt: new Date('2026-11-25T13:05:00Z'), kept: true },
    });
  });

  it('an answer without the stamp is the server’s, fresh', async () => {
    const { api } = offlineClient(async () => json({ data: [RIVOLI] }));
    expect(await new HttpBinsGateway(api).list('fr')).toEqual({ ok: true, value: { bins: [RIVOLI], dropped: 0 } });
  });

  it('offline with no copy kept, the answer is `offline`', async () => {
    const { api } = offlineClient(() => Promise.reject(new TypeError('Failed to fetch')));
    const answer = await new HttpBinsGateway(api).list('fr');
    expect(answer.ok ? null : answer.error.code).toBe('offline');
  });

  it('no other call leaves the device offline', async () => {
    const { api, sent } = offlineClient(async () => json({}));
    const answer = await new HttpUserGateway(api).me();
    expect(answer.ok ? null : answer.error.code).toBe('offline');
    expect(sent).toEqual([]);
  });

  it('the worker and the client name the same path and header', () => {
    expect(BINS_PATH).toBe(PLACES_PATHS.bins);
    expect(WORKER_HEADER).toBe(KEPT_AT_HEADER);
  });
});
