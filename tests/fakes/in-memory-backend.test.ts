import { InMemoryBackend } from '../../fakes/backend/in-memory-backend';
import { userFactory } from '../../fakes/factories/user.factory';

const setup = async () => {
  let now = 0;
  const backend = new InMemoryBackend(() => now);
  backend.addUser(await userFactory.create({ email: 'a@example.com', country: 'us' }, { transient: { password: 'secret-123' } }));
  const login = (password = 'secret-123', email = 'a@example.com') =>
    backend.issueToken({ client_id: 'web', country_code: 'us', email, grant_type: 'password', password });
  return { backend, login, advance: (s: number) => (now += s * 1000) };
};

describe('InMemoryBackend auth rules', () => {
  it('answers a wrong password and an unknown email alike, with LB_0102', async () => {
    const { login } = await setup();
    expect(await login('nope')).toEqual({ ok: false, error: expect.objectContaining({ status: 401, code: 'LB_0102' }) });
    expect(await login('secret-123', 'b@example.com')).toEqual({ ok: false, error: expect.objectContaining({ code: 'LB_0102' }) });
  });

  it('refuses an expired access token', async () => {
    const { backend, login, advance } = await setup();
    const grant = await login();
    if (!grant.ok) throw new Error('login failed');
    expect((await backend.me(grant.data.access_token)).ok).toBe(true);
    advance(grant.data.expires_in + 1);
    expect(await backend.me(grant.data.access_token)).toEqual({ ok: false, error: expect.objectContaining({ status: 401 }) });
  });

  it('trades a refresh token once for a new pair', async () => {
    const { backend, login } = await setup();
    const grant = await login();
    if (!grant.ok) throw new Error('login failed');
    const refresh = { client_id: 'web', country_code: 'us', grant_type: 'refresh_token' as const, refresh_token: grant.data.refresh_token };
    expect((await backend.issueToken(refresh)).ok).toBe(true);
    expect((await backend.issueToken(refresh)).ok).toBe(false);
  });

  it('does not let two accounts of one market share an email', async () => {
    const { backend } = await setup();
    expect(() => backend.addUser(userFactory.build({ email: 'A@example.com', country: 'us' }))).toThrow(/already exists/);
  });

  it('fails the next call as asked, then answers normally', async () => {
    const { backend } = await setup();
    backend.failNext('server_error');
    expect(await backend.enter()).toBe('server_error');
    expect(await backend.enter()).toBeNull();
    backend.failNext('network_error');
    await expect(backend.enter()).rejects.toThrow('Network request failed');
  });
});
