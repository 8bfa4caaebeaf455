// @vitest-environment node
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { ApiClient } from '../../../src/adapters/http/api-client';
import { HttpBinsGateway } from '../../../src/adapters/http/http-bins-gateway';
import { SessionRenewal } from '../../../src/adapters/session/session-renewal';

/** The bins' HTTP adapter against a server that answers with this text. */
const binsAnswering = (text: string, contentType = 'application/json') =>
  new HttpBinsGateway(
    new ApiClient({
      baseUrl: 'https://api.test',
      session: new SessionRenewal(new MemoryTokenStore()),
      retryDelayMs: 1,
      fetchFn: async () => new Response(text, { status: 200, headers: { 'Content-Type': contentType } }),
    }),
  );

const RETAILER = { id: 'r1', name: 'Alpha Foods' };
const bin = (id: string, lat: unknown, lng: unknown) => ({ id, lat, lng, details: '1 Main St', retailer: RETAILER });
const listed = (entries: readonly unknown[]) => binsAnswering(JSON.stringify({ data: entries })).list('fr');

describe('the bins answer, one bin at a time', () => {
  it('keeps the good bins and counts the ones it cannot read', async () => {
    const answer = await listed([
      bin('good-1', 48.8566, 2.3522),
      { id: 7, latitude: 'north' },
      { id: 'no-retailer', lat: 48.1, lng: 2.1, details: '2 Main St' },
      'a bin',
      null,
      bin('good-2', 43.2965, 5.3698),
    ]);
    expect(answer).toEqual({
      ok: true,
      value: {
        bins: [
          { id: 'good-1', lat: 48.8566, lng: 2.3522, details: '1 Main St', retailer: RETAILER },
          { id: 'good-2', lat: 43.2965, lng: 5.3698, details: '1 Main St', retailer: RETAILER },
        ],
        dropped: 4,
      },
    });
  });

  it('reads the assumed city and kana reading when they are text, and keeps a bin whose are not as the specification shows it', async () => {
    const answer = await listed([
      { ...bin('read', 35.67, 139.7), city: ' 東京都渋谷区 ', reading: 'とうきょうと しぶやく' },
      { ...bin('odd', 35.67, 139.7), city: 42, reading: '   ' },
    ]);
    expect(answer).toEqual({
      ok: true,
      value: {
        bins: [{ ...bin('read', 35.67, 139.7), city: '東京都渋谷区', reading: 'とうきょうと しぶやく' }, bin('odd', 35.67, 139.7)],
        dropped: 0,
      },
    });
  });

  it.each([
    [
      'a known state and its time',
      { status: 'full', status_updated_at: '2026-11-27T13:45:00Z' },
      { state: 'full', reportedAt: '2026-11-27T13:45:00Z' },
    ],
    [
      'out of order',
      { status: 'out_of_order', status_updated_at: '2026-11-27T13:45:00+09:00' },
      { state: 'out_of_order', reportedAt: '2026-11-27T13:45:00+09:00' },
    ],
    [
      'a state the app does not know, as unknown',
      { status: 'maintenance', status_updated_at: '2026-11-27T13:45:00Z' },
      { state: 'unknown', reportedAt: '2026-11-27T13:45:00Z' },
    ],
    ['a time that cannot be read, as no time', { status: 'open', status_updated_at: 'yesterday' }, { state: 'open', reportedAt: null }],
    ['no time', { status: 'open' }, { state: 'open', reportedAt: null }],
  ])('reads the assumed status: %s', async (_what, fields, status) => {
    const answer = await listed([{ ...bin('b', 48.8566, 2.3522), ...fields }]);
    expect(answer.ok && answer.value.bins[0]?.status).toEqual(status);
  });

  it.each([
    ['absent', {}],
    ['blank', { status: '  ', status_updated_at: '2026-11-27T13:45:00Z' }],
    ['not text', { status: 3, status_updated_at: '2026-11-27T13:45:00Z' }],
  ])('keeps a bin whose status is %s as the specification shows it, with no status', async (_what, fields) => {
    const answer = await listed([{ ...bin('b', 48.8566, 2.3522), ...fields }]);
    expect(answer).toEqual({ ok: true, value: { bins: [bin('b', 48.8566, 2.3522)], dropped: 0 } });
  });

  it.each([
    ['a latitude above 90', 91, 2],
    ['a latitude below −90', -90.0001, 2],
    ['a longitude above 180', 48, 180.5],
    ['a longitude below −180', 48, -181],
    ['a latitude as text', '48.85', 2],
    ['a missing longitude', 48, undefined],
  ])('refuses %s, and keeps the others', async (_what, lat, lng) => {
    const answer = await listed([bin('good', 48.8566, 2.3522), bin('bad', lat, lng)]);
    expect(answer.ok && answer.value.bins.map((b) => b.id)).toEqual(['good']);
    expect(answer.ok && answer.value.dropped).toBe(1);
  });

  it('refuses a coordinate JSON reads as infinite', async () => {
    const answer = await binsAnswering('{"data": [{"id": "far", "lat": 1e400, "lng": 2, "retailer": {"id": "r", "name": "R"}}]}').list(
      'fr',
    );
    expect(answer).toEqual({ ok: true, value: { bins: [], dropped: 1 } });
  });

  it('keeps the poles and the antimeridian', async () => {
    const answer = await listed([bin('n', 90, 180), bin('s', -90, -180)]);
    expect(answer.ok && answer.value).toEqual({
      bins: [expect.objectContaining({ id: 'n' }), expect.objectContaining({ id: 's' })],
      dropped: 0,
    });
  });

  it.each([
    ['not JSON', '{"data": [{"id": "b1", "lat'],
    ['a string', '"ok"'],
    ['an object instead of a list', '{"data": {"id": "b1"}}'],
    ['no data', '{}'],
  ])('is still an answer it cannot use when the whole answer is %s', async (_what, text) => {
    expect(await binsAnswering(text).list('fr')).toEqual({ ok: false, error: { code: 'invalid_response' } });
  });
});
