// @vitest-environment node
import { DEMO_EMAIL, DEMO_EMPTY_EMAIL, DEMO_PASSWORD } from '../../fakes/demo-constants';
import { ReportBinProblem } from '../../src/core/places/use-cases/report-bin-problem';
import { httpWorld, inProcessWorld, type World } from './worlds';

/**
 * Reporting a problem with a bin (issue 21, point 3; assumed call), through the use case, against the
 * fake gateways in-process and the HTTP adapter over fakes/http: the same outcomes both ways.
 */
describe.each([
  ['in-process fakes', inProcessWorld],
  ['HTTP adapters ⇄ fakes/http', () => httpWorld()],
])('reporting a bin: %s', (_name, makeWorld) => {
  let world: World;
  let report: ReportBinProblem;
  let binId: string;
  beforeEach(async () => {
    world = await makeWorld();
    report = new ReportBinProblem(world.bins);
    const listed = await world.bins.list('fr');
    binId = listed.ok ? (listed.value.bins.find((b) => b.status?.state === 'open')?.id ?? '') : '';
  });
  afterEach(() => world.dispose());

  const signIn = async (email = DEMO_EMAIL) => {
    const issued = await world.auth.requestToken({ email, password: DEMO_PASSWORD }, 'fr');
    if (!issued.ok) throw new Error(`login failed: ${issued.error.code}`);
    world.tokens.save(issued.value);
  };
  const statusOf = async (id: string) => {
    const listed = await world.bins.list('fr');
    return listed.ok ? listed.value.bins.find((b) => b.id === id)?.status : undefined;
  };

  it('is received from a signed-in customer, with when', async () => {
    await signIn();
    const before = Date.now();
    const sent = await report.execute({ binId, reason: 'cannot_find' });
    expect(sent).toEqual({ kind: 'sent', reportedAt: expect.any(String) });
    expect(sent.kind === 'sent' && Date.parse(sent.reportedAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });

  it('is refused without a session, and nothing is stored', async () => {
    // No session to renew: the session's own code, which sends the customer to log in.
    expect(await report.execute({ binId, reason: 'full' })).toEqual({ kind: 'refused', error: { code: 'session_expired' } });
    await signIn();
    expect((await report.execute({ binId, reason: 'full' })).kind).toBe('sent');
  });

  it('answers a second report on the same bin with when the first was sent, and others still go through', async () => {
    await signIn();
    const first = await report.execute({ binId, reason: 'wrong_location' });
    const again = await report.execute({ binId, reason: 'other', note: 'Still not there' });
    expect(again).toEqual({ kind: 'already', reportedAt: first.kind === 'sent' ? first.reportedAt : 'none' });
  });

  it('takes the note of "other" as typed, trimmed, and refuses it blank, with the field named', async () => {
    await signIn();
    expect(await report.execute({ binId, reason: 'other', note: '   ' })).toEqual({
      kind: 'refused',
      error: { code: 'invalid_input', fields: { note: 'field_required' } },
    });
    expect((await report.execute({ binId, reason: 'other', note: '  The lid is stuck  ' })).kind).toBe('sent');
  });

  it('changes the shown status only when a second customer reports it full within the hour', async () => {
    await signIn();
    await report.execute({ binId, reason: 'full' });
    expect((await statusOf(binId))?.state).toBe('open');
    await signIn(DEMO_EMPTY_EMAIL);
    await report.execute({ binId, reason: 'full' });
    expect(await statusOf(binId)).toEqual({ state: 'full', reportedAt: expect.any(String) });
  });

  it('holds a customer back after 5 reports in an hour, saying how long', async () => {
    await signIn();
    const listed = await world.bins.list('fr');
    const ids = listed.ok ? listed.value.bins.slice(0, 6).map((b) => b.id) : [];
    for (const id of ids.slice(0, 5)) expect((await report.execute({ binId: id, reason: 'cannot_find' })).kind).toBe('sent');
    expect(await report.execute({ binId: ids[5] ?? '', reason: 'cannot_find' })).toEqual({
      kind: 'refused',
      error: { code: 'rate_limited', retryAfterSeconds: expect.any(Number) },
    });
  });

  it('reads a server without the call as not available', async () => {
    await signIn();
    world.backend.failNext('not_found', { call: 'reportBin' });
    expect(await report.execute({ binId, reason: 'full' })).toEqual({ kind: 'refused', error: { code: 'not_available' } });
  });

  it('says unknown when the answer is lost after the server took it, and a second send answers when it arrived', async () => {
    await signIn();
    world.backend.failNext('server_error', { call: 'reportBin', afterProcessing: true });
    expect(await report.execute({ binId, reason: 'out_of_order' })).toEqual({ kind: 'unknown', reason: 'server_error' });
    expect(await report.execute({ binId, reason: 'out_of_order' })).toEqual({ kind: 'already', reportedAt: expect.any(String) });
  });
});

/** Offline is the device's knowledge (`navigator.onLine`): played in-process, where the fake says so before anything is sent. */
describe('reporting a bin offline (in-process)', () => {
  it('sends nothing, and the same report goes through once back online', async () => {
    const world = await inProcessWorld();
    const issued = await world.auth.requestToken({ email: DEMO_EMAIL, password: DEMO_PASSWORD }, 'fr');
    if (issued.ok) world.tokens.save(issued.value);
    const report = new ReportBinProblem(world.bins);
    world.backend.failNext('offline', { call: 'reportBin' });
    expect(await report.execute({ binId: 'fr-paris-oberkampf-1', reason: 'full' })).toEqual({ kind: 'offline' });
    expect((await report.execute({ binId: 'fr-paris-oberkampf-1', reason: 'full' })).kind).toBe('sent');
  });
});
