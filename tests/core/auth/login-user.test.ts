import { FakeAuthGateway } from '../../../fakes/adapters/fake-auth-gateway';
import { FakeUserGateway } from '../../../fakes/adapters/fake-user-gateway';
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { userFactory } from '../../../fakes/factories/user.factory';
import { InMemoryBackend } from '../../../fakes/backend/in-memory-backend';
import { SessionRenewal } from '../../../src/adapters/session/session-renewal';
import { LoginUser } from '../../../src/core/auth/use-cases/login-user';

const setup = async () => {
  const now = () => Date.parse('2026-11-21T10:00:00Z');
  const backend = new InMemoryBackend(now);
  const user = backend.addUser(
    await userFactory.create({ email: 'ana@example.com', country: 'fr', name: 'Ana' }, { transient: { password: 'correct-horse' } }),
  );
  const tokens = new MemoryTokenStore(now);
  const users = new FakeUserGateway(backend, new SessionRenewal(tokens));
  const login = new LoginUser(new FakeAuthGateway(backend), users, tokens);
  const issued = vi.spyOn(backend, 'issueToken');
  return { backend, user, tokens, login, issued };
};

describe('LoginUser', () => {
  it('signs in, keeps the tokens and returns the user', async () => {
    const { login, tokens, user } = await setup();
    const result = await login.execute({ email: ' ana@example.com ', password: 'correct-horse', locale: 'fr-FR' });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ id: user.id, name: 'Ana', email: 'ana@example.com' }) });
    expect(tokens.load()).toEqual(expect.objectContaining({ accessToken: expect.any(String), secondsLeft: 3600, lifetime: 3600 }));
  });

  it('sends nothing while email or password is empty', async () => {
    const { login, issued, tokens } = await setup();
    const result = await login.execute({ email: '  ', password: '', locale: 'fr-FR' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { email: 'enter_valid_email', password: 'enter_valid_password' } },
    });
    const onlyPassword = await login.execute({ email: 'ana@example.com', password: '', locale: 'fr-FR' });
    expect(onlyPassword).toEqual({ ok: false, error: { code: 'invalid_input', fields: { password: 'enter_valid_password' } } });
    expect(issued).not.toHaveBeenCalled();
    expect(tokens.load()).toBeNull();
  });

  it('reports a wrong password (LB_0102) and keeps no token', async () => {
    const { login, tokens } = await setup();
    const result = await login.execute({ email: 'ana@example.com', password: 'wrong', locale: 'fr-FR' });
    expect(result).toEqual({ ok: false, error: { code: 'wrong_password' } });
    expect(tokens.load()).toBeNull();
  });

  it('logs in to the account of the market the language names', async () => {
    const { login, issued } = await setup();
    const result = await login.execute({ email: 'ana@example.com', password: 'correct-horse', locale: 'en-GB' });
    expect(result.ok).toBe(false);
    expect(issued).toHaveBeenCalledWith(expect.objectContaining({ country_code: 'uk', grant_type: 'password' }));
  });

  it('clears the tokens again when the user cannot be fetched', async () => {
    const { login, tokens, backend } = await setup();
    vi.spyOn(backend, 'me').mockResolvedValueOnce({ ok: false, error: { status: 500, code: 'RS_0001', message: 'boom' } });
    const result = await login.execute({ email: 'ana@example.com', password: 'correct-horse', locale: 'fr-FR' });
    expect(result).toEqual({ ok: false, error: { code: 'server_error' } });
    expect(tokens.load()).toBeNull();
  });

  it('turns a network failure into network_error', async () => {
    const { login, backend, tokens } = await setup();
    backend.failNext('network_error');
    const result = await login.execute({ email: 'ana@example.com', password: 'correct-horse', locale: 'fr-FR' });
    expect(result).toEqual({ ok: false, error: { code: 'network_error' } });
    expect(tokens.load()).toBeNull();
  });

  it('refuses an email or password over its maximum length, and sends nothing', async () => {
    const { login, issued } = await setup();
    const result = await login.execute({ email: `${'a'.repeat(250)}@example.com`, password: 'p'.repeat(129), locale: 'fr-FR' });
    expect(result).toEqual({ ok: false, error: { code: 'invalid_input', fields: { email: 'too_long', password: 'too_long' } } });
    expect(issued).not.toHaveBeenCalled();
  });

  it('says session_not_saved when the browser will not keep the tokens, instead of a session that vanishes', async () => {
    const { login, tokens, backend } = await setup();
    const me = vi.spyOn(backend, 'me');
    tokens.refuseToSave = true;
    const result = await login.execute({ email: 'ana@example.com', password: 'correct-horse', locale: 'fr-FR' });
    expect(result).toEqual({ ok: false, error: { code: 'session_not_saved' } });
    expect(tokens.load()).toBeNull();
    expect(me).not.toHaveBeenCalled();
  });
});
