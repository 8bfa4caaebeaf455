import { FakeAuthGateway } from '../../../fakes/adapters/fake-auth-gateway';
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { createDemoWorld } from '../../../fakes/demo-world';
import { SessionEventEmitter } from '../../../src/adapters/session/session-event-emitter';
import { WebLocksSessionLock } from '../../../src/adapters/session/web-locks-session-lock';
import { RefreshSession } from '../../../src/core/auth/use-cases/refresh-session';

const setup = async () => {
  const backend = await createDemoWorld({ seed: 3, referenceDate: new Date('2026-11-01T00:00:00Z') });
  const auth = new FakeAuthGateway(backend);
  // Two tabs share the cookies (one token store) and the browser's lock, each with its own use case.
  const tokens = new MemoryTokenStore();
  const lock = new WebLocksSessionLock(null);
  const events = new SessionEventEmitter();
  const tab = () => new RefreshSession(auth, tokens, lock, events);
  const issued = await auth.requestToken({ email: 'demo@example.com', password: 'demo1234' }, 'fr');
  if (!issued.ok) throw new Error('login failed');
  tokens.save(issued.value);
  const refreshes = vi.spyOn(auth, 'refresh');
  return { backend, tokens, events, tab, refreshes, first: issued.value };
};

describe('RefreshSession', () => {
  it('leaves tokens alone while they have time left', async () => {
    const { tab, refreshes, first } = await setup();
    expect(await tab().execute()).toEqual({ ok: true, value: first });
    expect(refreshes).not.toHaveBeenCalled();
  });

  it('renews tokens within two minutes of their end', async () => {
    const { tab, tokens, first } = await setup();
    tokens.save({ ...first, expiresIn: 90 });
    const renewed = await tab().execute();
    expect(renewed.ok && renewed.value.accessToken).not.toBe(first.accessToken);
    expect(tokens.load()?.expiresIn).toBe(3600);
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
    const { tab, tokens, events, first, backend } = await setup();
    await backend.issueToken({ client_id: 'web', grant_type: 'refresh_token', refresh_token: first.refreshToken }); // spent elsewhere
    const ended = vi.fn();
    events.onEnded(ended);
    expect(await tab().execute({ refusedAccessToken: first.accessToken })).toEqual({ ok: false, error: { code: 'session_expired' } });
    expect(tokens.load()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('keeps the session through an outage', async () => {
    const { tab, tokens, backend, first } = await setup();
    backend.failNext('server_error');
    expect(await tab().execute({ refusedAccessToken: first.accessToken })).toEqual({ ok: false, error: { code: 'something_went_wrong' } });
    expect(tokens.load()).toEqual(first);
  });
});
