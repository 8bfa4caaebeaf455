import { FakeAuthGateway } from '../../../fakes/adapters/fake-auth-gateway';
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { createDemoWorld } from '../../../fakes/demo-world';
import { SessionEventEmitter } from '../../../src/adapters/session/session-event-emitter';
import { WebLocksSessionLock } from '../../../src/adapters/session/web-locks-session-lock';
import { RefreshSession } from '../../../src/core/auth/use-cases/refresh-session';

const setup = async (lifetime = 3600) => {
  let now = Date.parse('2026-11-21T10:00:00Z');
  const clock = () => now;
  const backend = await createDemoWorld({ seed: 3, referenceDate: new Date('2026-11-01T00:00:00Z'), now: clock });
  backend.tokenLifetimeSeconds = lifetime;
  const auth = new FakeAuthGateway(backend);
  // Two tabs share the cookies (one token store) and the browser's lock, each with its own use case.
  const tokens = new MemoryTokenStore(clock);
  const lock = new WebLocksSessionLock(null);
  const events = new SessionEventEmitter();
  const tab = () => new RefreshSession(auth, tokens, lock, events);
  const issued = await auth.requestToken({ email: 'demo@example.com', password: 'demo1234' }, 'fr');
  if (!issued.ok) throw new Error('login failed');
  tokens.save(issued.value);
  const refreshes = vi.spyOn(auth, 'refresh');
  const ended = vi.fn();
  events.onEnded(ended);
  return { backend, tokens, tab, refreshes, ended, first: issued.value, advance: (seconds: number) => (now += seconds * 1000) };
};

describe('RefreshSession', () => {
  it('leaves tokens alone while they have time left', async () => {
    const { tab, refreshes, first } = await setup();
    expect(await tab().execute()).toEqual({
      ok: true,
      value: {
        accessToken: first.accessToken,
        refreshToken: first.refreshToken,
        secondsLeft: 3600,
        lifetime: 3600,
        session: 'session-1',
        owner: null,
      },
    });
    expect(refreshes).not.toHaveBeenCalled();
  });

  it('renews an hour-long token once less than two minutes are left', async () => {
    const { tab, tokens, first, refreshes, advance } = await setup();
    advance(3600 - 121);
    await tab().execute();
    expect(refreshes).not.toHaveBeenCalled();
    advance(2);
    const renewed = await tab().execute();
    expect(renewed.ok && renewed.value.accessToken).not.toBe(first.accessToken);
    expect(tokens.load()?.secondsLeft).toBe(3600);
  });

  // Renew when less than min(120 s, half the lifetime) is left.
  it.each([
    // lifetime, seconds elapsed, renewed?
    [100, 0, false],
    [100, 49, false],
    [100, 50, false],
    [100, 51, true],
    [60, 29, false],
    [60, 31, true],
    [240, 119, false],
    [240, 121, true],
    [3600, 3479, false],
    [3600, 3481, true],
  ])('a %i s token, %i s after issue: renewed %s', async (lifetime, elapsed, renewed) => {
    const { tab, refreshes, advance } = await setup(lifetime);
    advance(elapsed);
    await tab().execute();
    expect(refreshes).toHaveBeenCalledTimes(renewed ? 1 : 0);
  });

  it('refreshes once when two tabs find the same token refused at the same time', async () => {
    const { tab, refreshes, first, tokens } = await setup();
    const [a, b] = await Promise.all([
      tab().execute({ refusedAccessToken: first.accessToken }),
      tab().execute({ refusedAccessToken: first.accessToken }),
    ]);
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(a).toEqual(b);
    expect(tokens.load()?.accessToken).not.toBe(first.accessToken);
  });

  it('ends the session when the refresh token is refused, and says so once', async () => {
    const { tab, tokens, ended, first, backend } = await setup();
    await backend.issueToken({ client_id: 'web', grant_type: 'refresh_token', refresh_token: first.refreshToken }); // spent elsewhere
    expect(await tab().execute({ refusedAccessToken: first.accessToken })).toEqual({ ok: false, error: { code: 'session_expired' } });
    expect(tokens.load()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledWith('session_expired');
  });

  it.each(['invalid_grant', 'invalid_client'])('ends the session when the refresh is refused the OAuth way (400 %s)', async (code) => {
    const { tab, tokens, ended, first, backend } = await setup();
    vi.spyOn(backend, 'issueToken').mockResolvedValueOnce({
      ok: false,
      error: { status: 400, code, message: 'The refresh token is invalid' },
    });
    expect(await tab().execute({ refusedAccessToken: first.accessToken })).toEqual({ ok: false, error: { code: 'session_expired' } });
    expect(tokens.load()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('keeps the session through a 400 that is not a refused grant', async () => {
    const { tab, tokens, ended, first, backend } = await setup();
    vi.spyOn(backend, 'issueToken').mockResolvedValueOnce({ ok: false, error: { status: 400, code: 'XX_0400', message: 'Bad request' } });
    expect(await tab().execute({ refusedAccessToken: first.accessToken })).toEqual({
      ok: false,
      error: { code: 'something_went_wrong', message: 'Bad request' },
    });
    expect(tokens.load()?.accessToken).toBe(first.accessToken);
    expect(ended).not.toHaveBeenCalled();
  });

  it.each(['server_error', 'network_error', 'timeout'] as const)('keeps the session through an outage (%s)', async (fault) => {
    const { tab, tokens, backend, first, ended } = await setup();
    backend.failNext(fault);
    const result = await tab().execute({ refusedAccessToken: first.accessToken });
    expect(result.ok).toBe(false);
    expect(tokens.load()?.accessToken).toBe(first.accessToken);
    expect(ended).not.toHaveBeenCalled();
  });

  it('ends the session with session_not_saved when the renewed tokens cannot be kept', async () => {
    const { tab, tokens, ended, first } = await setup();
    tokens.refuseToSave = true;
    expect(await tab().execute({ refusedAccessToken: first.accessToken })).toEqual({ ok: false, error: { code: 'session_not_saved' } });
    expect(tokens.load()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    // Issue 42: the end says why, so that the customer is told about cookies rather than an expired session.
    expect(ended).toHaveBeenCalledWith('session_not_saved');
  });

  describe('on a server without the refresh grant (the specification has none)', () => {
    const withoutRefreshGrant = (backend: Awaited<ReturnType<typeof setup>>['backend'], how: 'oauth' | 'not_found') => {
      if (how === 'not_found') backend.failNext('not_found', { call: 'issueToken', times: 10 });
      else
        vi.spyOn(backend, 'issueToken').mockResolvedValue({
          ok: false,
          error: { status: 400, code: 'unsupported_grant_type', message: 'The refresh_token grant is not supported' },
        });
    };

    it.each(['oauth', 'not_found'] as const)(
      'keeps using the access token until it ends, asking for a renewal only once (%s)',
      async (how) => {
        const { tab, tokens, refreshes, ended, first, backend, advance } = await setup();
        withoutRefreshGrant(backend, how);
        const sameTab = tab();
        advance(3600 - 100);
        expect(await sameTab.execute()).toEqual({ ok: true, value: expect.objectContaining({ accessToken: first.accessToken }) });
        advance(30);
        expect(await sameTab.execute()).toEqual({ ok: true, value: expect.objectContaining({ accessToken: first.accessToken }) });
        expect(refreshes).toHaveBeenCalledTimes(1);
        expect(tokens.load()?.accessToken).toBe(first.accessToken);
        expect(ended).not.toHaveBeenCalled();
      },
    );

    it.each(['oauth', 'not_found'] as const)('ends the session once the access token is refused: log in again (%s)', async (how) => {
      const { tab, tokens, ended, first, backend } = await setup();
      withoutRefreshGrant(backend, how);
      expect(await tab().execute({ refusedAccessToken: first.accessToken })).toEqual({ ok: false, error: { code: 'session_expired' } });
      expect(tokens.load()).toBeNull();
      expect(ended).toHaveBeenCalledTimes(1);
    });
  });
});
