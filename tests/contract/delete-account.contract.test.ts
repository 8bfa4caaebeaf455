// @vitest-environment node
import type { TransactionRecord } from '../../fakes/backend/records';
import { scanFactory } from '../../fakes/factories/transaction.factory';
import { userFactory } from '../../fakes/factories/user.factory';
import { money } from '../../src/core/shared/money';
import { httpWorld, inProcessWorld, type World } from './worlds';

const PASSWORD = 'long-enough-1';

/** DELETE /api/v2/user (docs/api-contract.md), against the in-process fakes and over HTTP alike. */
describe.each([
  ['in-process fakes', inProcessWorld],
  ['HTTP adapters ⇄ fakes/http', () => httpWorld()],
])('account deletion: %s', (_name, makeWorld) => {
  let world: World;
  beforeEach(async () => {
    world = await makeWorld();
  });
  afterEach(() => world.dispose());

  const signedIn = async (options: { balance?: number; transactions?: readonly TransactionRecord[] } = {}) => {
    const user = world.backend.addUser(
      await userFactory.create(
        {
          country: 'uk',
          email: 'leaving@example.com',
          balance: money(options.balance ?? 0, 'GBP'),
          transactions: options.transactions ?? [],
        },
        { transient: { password: PASSWORD } },
      ),
    );
    const issued = await world.auth.requestToken({ email: user.email, password: PASSWORD }, 'uk');
    if (!issued.ok) throw new Error('login failed');
    world.tokens.save(issued.value);
    return { user, issued: issued.value };
  };

  it('removes the account and revokes its tokens', async () => {
    const { user, issued } = await signedIn();
    expect(await world.users.deleteAccount(PASSWORD)).toEqual({ ok: true, value: undefined });
    expect(world.backend.findUser(user.email, 'uk')).toBeUndefined();
    expect(world.backend.isTokenLive(issued.accessToken)).toBe(false);
    expect(world.backend.isTokenLive(issued.refreshToken)).toBe(false);
  });

  it('answers a wrong password as a field error on the password, not as a lost session', async () => {
    const { user } = await signedIn();
    expect(await world.users.deleteAccount('wrong-password')).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { password: 'wrong_password' } },
    });
    expect(world.backend.findUser(user.email, 'uk')).toBeDefined();
    expect((await world.users.me()).ok).toBe(true);
  });

  it('refuses while the balance is positive', async () => {
    const { user } = await signedIn({ balance: 1 });
    expect(await world.users.deleteAccount(PASSWORD)).toEqual({ ok: false, error: { code: 'delete_blocked_balance' } });
    expect(world.backend.findUser(user.email, 'uk')).toBeDefined();
  });

  it.each(['SCAN', 'WITHDRAWAL'] as const)('refuses while a %s is pending', async (category) => {
    const row = scanFactory.build({ category, status: 'PENDING' }, { transient: { country: 'uk' } });
    const { user } = await signedIn({ transactions: [row] });
    expect(await world.users.deleteAccount(PASSWORD)).toEqual({ ok: false, error: { code: 'delete_blocked_pending' } });
    expect(world.backend.findUser(user.email, 'uk')).toBeDefined();
  });

  it('needs a session', async () => {
    await signedIn();
    world.backend.revokeAllTokens();
    expect(await world.users.deleteAccount(PASSWORD)).toEqual({ ok: false, error: expect.objectContaining({ code: 'session_expired' }) });
  });
});

describe('account deletion on the wire (fakes/http)', () => {
  let world: World;
  beforeEach(async () => {
    world = await httpWorld();
  });
  afterEach(() => world.dispose());

  const authorised = async () => {
    const issued = await world.auth.requestToken({ email: 'demo@example.com', password: 'demo1234' }, 'fr');
    if (!issued.ok) throw new Error('login failed');
    return { Authorization: `Bearer ${issued.value.accessToken}`, 'Content-Type': 'application/json' };
  };

  it('sends DELETE /api/v2/user with the password as JSON', async () => {
    const user = world.backend.addUser(await userFactory.create({ country: 'uk' }, { transient: { password: PASSWORD } }));
    const issued = await world.auth.requestToken({ email: user.email, password: PASSWORD }, 'uk');
    if (!issued.ok) throw new Error('login failed');
    world.tokens.save(issued.value);
    await world.users.deleteAccount(PASSWORD);
    const request = world.server?.requests.at(-1);
    expect(request).toMatchObject({ method: 'DELETE', path: '/api/v2/user', body: { password: PASSWORD } });
    expect(request?.headers['content-type']).toContain('application/json');
  });

  it.each([
    ['no body', undefined],
    ['no password', '{}'],
    ['a password that is not text', '{"password":1234}'],
  ])('answers %s with 422 and the field, never a 500', async (_case, body) => {
    const response = await fetch(`${world.server?.url}/api/v2/user`, { method: 'DELETE', headers: await authorised(), body });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'RS_0002', fields: { password: expect.any(String) } });
  });

  it('answers a blocked deletion with 409 and its code', async () => {
    const headers = await authorised();
    const response = await fetch(`${world.server?.url}/api/v2/user`, { method: 'DELETE', headers, body: '{"password":"demo1234"}' });
    expect(response.status).toBe(409);
    expect(['DA_0001', 'DA_0002']).toContain(((await response.json()) as { code: string }).code);
  });
});
