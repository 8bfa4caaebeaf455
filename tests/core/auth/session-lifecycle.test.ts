import { FakeAuthGateway } from '../../../fakes/adapters/fake-auth-gateway';
import { FakeUserGateway } from '../../../fakes/adapters/fake-user-gateway';
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { userFactory } from '../../../fakes/factories/user.factory';
import { InMemoryBackend } from '../../../fakes/backend/in-memory-backend';
import { SessionEventEmitter } from '../../../src/adapters/session/session-event-emitter';
import { SessionRenewal } from '../../../src/adapters/session/session-renewal';
import { WebLocksSessionLock } from '../../../src/adapters/session/web-locks-session-lock';
import { LoginUser } from '../../../src/core/auth/use-cases/login-user';
import { LogoutUser } from '../../../src/core/auth/use-cases/logout-user';
import { RefreshSession } from '../../../src/core/auth/use-cases/refresh-session';
import { RequestPasswordReset } from '../../../src/core/auth/use-cases/request-password-reset';
import { RestoreSession } from '../../../src/core/auth/use-cases/restore-session';

const setup = async () => {
  let now = Date.parse('2026-11-21T10:00:00Z');
  const clock = () => now;
  const backend = new InMemoryBackend(clock);
  backend.addUser(
    await userFactory.create({ email: 'kenji@example.com', country: 'jp', name: '健二' }, { transient: { password: 'password-jp' } }),
  );
  const tokens = new MemoryTokenStore(clock);
  const renewal = new SessionRenewal(tokens);
  const users = new FakeUserGateway(backend, renewal);
  const auth = new FakeAuthGateway(backend);
  const refresh = new RefreshSession(auth, tokens, new WebLocksSessionLock(null), new SessionEventEmitter());
  renewal.useRenewer((refused) => refresh.execute(refused === undefined ? {} : { refusedAccessToken: refused }));
  const signIn = () => new LoginUser(auth, users, tokens).execute({ email: 'kenji@example.com', password: 'password-jp', locale: 'ja-JP' });
  return {
    backend,
    tokens,
    signIn,
    restore: new RestoreSession(tokens, users),
    logout: new LogoutUser(tokens, auth),
    reset: new RequestPasswordReset(auth),
    advance: (seconds: number) => (now += seconds * 1000),
  };
};

describe('RestoreSession', () => {
  it('is a visitor without a saved token, and asks the server nothing', async () => {
    const { restore, backend } = await setup();
    const me = vi.spyOn(backend, 'me');
    expect(await restore.execute()).toEqual({ ok: true, value: null });
    expect(me).not.toHaveBeenCalled();
  });

  it('uses a saved token to fetch the user at start', async () => {
    const { restore, signIn } = await setup();
    await signIn();
    expect(await restore.execute()).toEqual({ ok: true, value: expect.objectContaining({ name: '健二', country: 'jp' }) });
  });

  // The restore contract: only the server REFUSING the tokens signs the customer out.
  it('signs out and clears the tokens when the server refuses them even after a refresh (401, 401)', async () => {
    const { restore, signIn, tokens, backend } = await setup();
    await signIn();
    backend.failNext('unauthorized', 2);
    expect(await restore.execute()).toEqual({ ok: true, value: null });
    expect(tokens.load()).toBeNull();
  });

  it('signs out and clears the tokens when they were revoked (the refresh is refused)', async () => {
    const { restore, signIn, tokens, backend } = await setup();
    await signIn();
    backend.revokeAllTokens();
    expect(await restore.execute()).toEqual({ ok: true, value: null });
    expect(tokens.load()).toBeNull();
  });

  it('signs out when the refresh is refused the OAuth way (400 invalid_grant)', async () => {
    const { restore, signIn, tokens, backend } = await setup();
    await signIn();
    backend.failNext('unauthorized');
    vi.spyOn(backend, 'issueToken').mockResolvedValueOnce({
      ok: false,
      error: { status: 400, code: 'invalid_grant', message: 'Refresh token revoked' },
    });
    expect(await restore.execute()).toEqual({ ok: true, value: null });
    expect(tokens.load()).toBeNull();
  });

  it('stays signed in when a refused access token is renewed', async () => {
    const { restore, signIn, tokens, backend } = await setup();
    const before = (await signIn(), tokens.load());
    backend.failNext('unauthorized');
    expect(await restore.execute()).toEqual({ ok: true, value: expect.objectContaining({ name: '健二' }) });
    expect(tokens.load()?.accessToken).not.toBe(before?.accessToken);
  });

  it.each([
    ['network_error', 'network_error'],
    ['timeout', 'timeout'],
    ['server_error', 'server_error'],
    ['html_error', 'server_error'],
    ['malformed', 'invalid_response'],
  ] as const)('keeps the tokens through an outage at start (%s), so the next start signs in again', async (fault, code) => {
    const { restore, signIn, tokens, backend } = await setup();
    await signIn();
    const saved = tokens.load();
    backend.failNext(fault);
    expect(await restore.execute()).toEqual({ ok: false, error: expect.objectContaining({ code }) });
    expect(tokens.load()).toEqual(saved);
    expect(await restore.execute()).toEqual({ ok: true, value: expect.objectContaining({ name: '健二' }) });
  });

  it('keeps the tokens when the refresh itself meets an outage', async () => {
    const { restore, signIn, tokens, backend } = await setup();
    await signIn();
    const saved = tokens.load();
    backend.failNext('unauthorized');
    backend.failNext('server_error');
    expect(await restore.execute()).toEqual({ ok: false, error: { code: 'server_error' } });
    expect(tokens.load()).toEqual(saved);
  });

  it('is a visitor again once the tokens have expired', async () => {
    const { restore, signIn, advance } = await setup();
    await signIn();
    advance(3601);
    expect(await restore.execute()).toEqual({ ok: true, value: null });
  });
});

describe('LogoutUser', () => {
  it('forgets the tokens on this device', async () => {
    const { logout, signIn, tokens, restore } = await setup();
    await signIn();
    logout.execute();
    expect(tokens.load()).toBeNull();
    expect(await restore.execute()).toEqual({ ok: true, value: null });
  });

  it('ends the session on the server too: its refresh token is revoked, with the access token of that login (issue 47 point 5)', async () => {
    const { logout, signIn, tokens, backend } = await setup();
    await signIn();
    const saved = tokens.load()!;
    const { revoked } = logout.execute();
    // Over on this device before the server has answered.
    expect(tokens.load()).toBeNull();
    expect(await revoked).toBe(true);
    const renewed = await new FakeAuthGateway(backend).refresh(saved.refreshToken);
    expect(renewed).toEqual({ ok: false, error: expect.objectContaining({ code: 'unauthorized' }) });
    expect((await backend.me(saved.accessToken)).ok).toBe(false);
  });

  it.each([
    ['a server without the revocation call (404)', 'not_found'],
    ['offline (nothing leaves the device)', 'offline'],
  ] as const)('%s: signed out here all the same, the revocation said not made; the server still knows the token', async (_when, fault) => {
    const { logout, signIn, tokens, backend, restore } = await setup();
    await signIn();
    const saved = tokens.load()!;
    backend.failNext(fault, { call: 'revokeToken' });
    const { revoked } = logout.execute();
    expect(await revoked).toBe(false);
    expect(tokens.load()).toBeNull();
    expect(await restore.execute()).toEqual({ ok: true, value: null });
    // Held by nobody here, it still renews on the server until it expires.
    expect((await new FakeAuthGateway(backend).refresh(saved.refreshToken)).ok).toBe(true);
  });

  it('with no session saved, asks the server nothing', async () => {
    const { logout } = await setup();
    expect(await logout.execute().revoked).toBe(false);
  });
});

describe('RequestPasswordReset', () => {
  it.each([
    ['', 'enter_valid_email'],
    ['kenji@', 'email_input_error'],
    ['kenji example.com', 'email_input_error'],
  ])('refuses %j with %s and sends nothing', async (email, code) => {
    const { reset, backend } = await setup();
    expect(await reset.execute({ email, locale: 'ja-JP' })).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { email: code } },
    });
    expect(backend.sent()).toHaveLength(0);
  });

  it('has the server email a recovery link to the account of that market', async () => {
    const { reset, backend } = await setup();
    expect(await reset.execute({ email: 'kenji@example.com', locale: 'ja-JP' })).toEqual({ ok: true, value: undefined });
    expect(backend.sent()).toEqual([expect.objectContaining({ to: 'kenji@example.com', country: 'jp', kind: 'reset_password' })]);
  });

  it('passes the server failure on, with its message', async () => {
    const { reset, backend } = await setup();
    vi.spyOn(backend, 'resetPassword').mockResolvedValueOnce({
      ok: false,
      error: { status: 422, code: 'XX_1', message: 'Too many requests for this email' },
    });
    expect(await reset.execute({ email: 'kenji@example.com', locale: 'ja-JP' })).toEqual({
      ok: false,
      error: { code: 'something_went_wrong', message: 'Too many requests for this email' },
    });
  });
});
