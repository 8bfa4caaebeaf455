// @vitest-environment node
import { money } from '../../src/core/shared/money';
import { httpWorld, inProcessWorld, withdrawal, type World } from './worlds';

const DEMO = { email: 'demo@example.com', password: 'demo1234' };

/**
 * The fake server is as strict as a real one: these behaviours hold for the in-process fakes and
 * for the HTTP adapters against fakes/http alike, since both go through the same backend.
 */
describe.each([
  ['in-process fakes', inProcessWorld],
  ['HTTP adapters ⇄ fakes/http', () => httpWorld()],
])('strict server: %s', (_name, makeWorld) => {
  let world: World;
  beforeEach(async () => {
    world = await makeWorld();
  });
  afterEach(() => world.dispose());

  it('rate-limits wrong passwords per account: after five, even the right one waits', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(await world.auth.requestToken({ ...DEMO, password: 'nope' }, 'uk')).toEqual({ ok: false, error: { code: 'wrong_password' } });
    }
    expect(await world.auth.requestToken(DEMO, 'uk')).toEqual({ ok: false, error: expect.objectContaining({ code: 'rate_limited' }) });
    expect((await world.auth.requestToken(DEMO, 'fr')).ok).toBe(true);
  });

  it('ends the session when a refresh token is replayed, and revokes the tokens renewed from it', async () => {
    const issued = await world.auth.requestToken(DEMO, 'fr');
    if (!issued.ok) throw new Error('login failed');
    const renewed = await world.auth.refresh(issued.value.refreshToken);
    if (!renewed.ok) throw new Error('refresh failed');
    expect(await world.auth.refresh(issued.value.refreshToken)).toEqual({ ok: false, error: { code: 'unauthorized' } });
    expect(await world.auth.refresh(renewed.value.refreshToken)).toEqual({ ok: false, error: { code: 'unauthorized' } });
    expect(world.backend.isTokenLive(renewed.value.accessToken)).toBe(false);
  });

  it('refuses an unknown client: a misconfigured app, which the customer sees as something went wrong', async () => {
    world.backend.clientIds = ['someone-else'];
    expect(await world.auth.requestToken(DEMO, 'fr')).toEqual({ ok: false, error: { code: 'something_went_wrong' } });
  });

  it('fails only the call a named fault names', async () => {
    const issued = await world.auth.requestToken(DEMO, 'fr');
    if (!issued.ok) throw new Error('login failed');
    world.tokens.save(issued.value);
    world.backend.failNext('server_error', { call: 'withdraw' });
    expect((await world.wallet.balance()).ok).toBe(true);
    expect((await world.users.me()).ok).toBe(true);
    expect((await world.bins.list('fr')).ok).toBe(true);
    expect(await world.wallet.withdraw(withdrawal(money(1000, 'EUR'), 'key-1'))).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'server_error' }),
    });
  });
});

/** What the wire itself carries: status, headers and body shapes a real client reads. */
describe('strict server on the wire (fakes/http)', () => {
  let world: World;
  beforeEach(async () => {
    world = await httpWorld();
  });
  afterEach(() => world.dispose());

  const post = async (path: string, body: unknown, method = 'POST', headers: Record<string, string> = {}) => {
    const response = await fetch(`${world.server?.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
  };
  const login = (password: string, clientId = 'web') =>
    post('/api/v2/oauth/token', { client_id: clientId, country_code: 'ca', email: DEMO.email, grant_type: 'password', password });

  it('answers the sixth wrong password in 15 minutes with 429, RL_0001 and Retry-After in seconds', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login('nope')).status).toBe(401);
    const limited = await login(DEMO.password);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 'RL_0001', message: expect.any(String) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(890);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(900);
  });

  it('refuses refresh OAuth style: 400 invalid_grant for a replayed or unknown token, 401 invalid_client for an unknown client', async () => {
    const first = await login(DEMO.password);
    const refreshToken = (first.body as { refresh_token: string }).refresh_token;
    const refresh = (token: string, clientId = 'web') =>
      post('/api/v2/oauth/token', { client_id: clientId, grant_type: 'refresh_token', refresh_token: token });
    expect((await refresh(refreshToken, 'contract')).status).toBe(401);
    expect((await refresh(refreshToken, 'contract')).body).toEqual({ error: 'invalid_client', error_description: expect.any(String) });
    expect((await refresh(refreshToken)).status).toBe(200);
    const replayed = await refresh(refreshToken);
    expect(replayed).toEqual(
      expect.objectContaining({ status: 400, body: { error: 'invalid_grant', error_description: expect.any(String) } }),
    );
    expect((await refresh('made-up')).body).toEqual(expect.objectContaining({ error: 'invalid_grant' }));
  });

  it('answers a contact message with an empty name, or a data-subject request of a bogus type, with 422 and field errors', async () => {
    const contact = await post('/api/v2/contact', {
      country_code: 'fr',
      name: '',
      email: 'lea@example.com',
      subject: 'Hi',
      message: 'Hello',
    });
    expect(contact).toEqual(
      expect.objectContaining({ status: 422, body: { code: 'RS_0002', message: 'Validation failed', fields: { name: 'name_required' } } }),
    );
    const dsar = await post('/api/v2/data_subject_requests', {
      country_code: 'uk',
      request_type: 'everything',
      name: 'Sam',
      email: 'sam\u202Egro.elpmaxe@example.com',
      phone_last4: '１２３４',
      details: '',
    });
    expect(dsar.status).toBe(422);
    expect(dsar.body).toEqual(expect.objectContaining({ fields: { request_type: 'request_type_required', email: 'email_input_error' } }));
    expect(world.backend.received()).toHaveLength(0);
  });

  it('reads an amount typed with full-width digits as its ASCII digits', async () => {
    const token = (await login(DEMO.password)).body as { access_token: string };
    const headers = { Authorization: `Bearer ${token.access_token}`, 'Idempotency-Key': 'full-width' };
    const body = { amount: { value: '５.５０', currency: 'CAD' }, fee: { value: '０', currency: 'CAD' }, withdraw_type: 'PAYPAL' };
    const answer = await post('/api/v2/withdrawals', body, 'POST', headers);
    expect(answer.status).toBe(201);
    expect(world.backend.findUser(DEMO.email, 'ca')?.transactions[0]?.amount).toEqual({ amount: -550, currency: 'CAD' });
  });

  it('answers a text over its maximum length with 422 too_long', async () => {
    const contact = await post('/api/v2/contact', {
      country_code: 'fr',
      name: 'Léa',
      email: 'lea@example.com',
      subject: 'Hi',
      message: 'x'.repeat(5001),
    });
    expect(contact).toEqual(expect.objectContaining({ status: 422, body: expect.objectContaining({ fields: { message: 'too_long' } }) }));
  });

  it.each([
    ['POST', '/api/v2/oauth/token', undefined],
    ['POST', '/api/v2/oauth/token', { grant_type: 'password', email: 42, password: ['x'] }],
    ['POST', '/api/v2/users', { email: null }],
    ['POST', '/api/v2/users', [1, 2, 3]],
    ['POST', '/api/v2/user/reset_password', 'null'],
    ['PUT', '/api/v2/user/reset_password', { reset_password_token: { $ne: '' } }],
    ['PUT', '/api/v2/user/reset_password', { reset_password_token: 'x', password: 'long-enough', password_confirmation: 'other' }],
    ['POST', '/api/v2/contact', {}],
    ['POST', '/api/v2/data_subject_requests', { name: 7 }],
  ])('answers %s %s with a missing or mistyped body as 422 with field errors, never 500', async (method, path, body) => {
    const answer = await post(path, body ?? '', method);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(expect.objectContaining({ code: 'RS_0002', fields: expect.any(Object) }));
  });

  it.each([
    ['PATCH', '/api/v2/user', { name: 5, marketing_consent: 'yes' }],
    ['POST', '/api/v2/user/change_password', { current_password: 5, password: 12345678, password_confirmation: 12345678 }],
    ['POST', '/api/v2/user/verification/confirm', { code: 1234 }],
    ['POST', '/api/v2/withdrawals', { amount: 'lots' }],
    ['POST', '/api/v2/payment_methods/paypal', { email: { at: 'x' } }],
    ['PUT', '/api/v2/payment_methods', {}],
  ])('answers signed-in %s %s with a mistyped body as 422 with field errors, never 500', async (method, path, body) => {
    const token = (await login(DEMO.password)).body as { access_token: string };
    const answer = await post(path, body, method, { Authorization: `Bearer ${token.access_token}`, 'Idempotency-Key': 'k' });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(expect.objectContaining({ code: 'RS_0002', fields: expect.any(Object) }));
  });
});
