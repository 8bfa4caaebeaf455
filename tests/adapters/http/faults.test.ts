// @vitest-environment node
import { money } from '../../../src/core/shared/money';
import { httpWorld, withdrawal, type World } from '../../contract/worlds';

const DEMO = { email: 'demo@example.com', password: 'demo1234' };

describe('the HTTP adapters against fakes/http, when things go wrong', () => {
  let world: World;
  beforeEach(async () => {
    // The adapters' own timeout (2 s): a short one made ordinary calls time out on a busy machine
    // (the token call went unrecorded). The timeout's own test below uses a short one of its own.
    world = await httpWorld();
  });
  afterEach(() => world.dispose());

  const server = () => world.server!;
  const calls = (method: string, path: string) => server().requests.filter((r) => r.method === method && r.path === path);
  const signIn = async () => {
    const issued = await world.auth.requestToken(DEMO, 'fr');
    if (!issued.ok) throw new Error('login failed');
    world.tokens.save(issued.value);
    server().requests.length = 0;
    return issued.value;
  };

  describe('what is sent', () => {
    it('sends JSON with its content type, the bearer token once logged in, and nothing secret before', async () => {
      await world.auth.requestToken(DEMO, 'uk');
      const [token] = calls('POST', '/api/v2/oauth/token');
      expect(token?.headers['content-type']).toBe('application/json');
      expect(token?.headers.authorization).toBeUndefined();
      expect(token?.body).toEqual({
        client_id: 'test-client',
        country_code: 'uk',
        email: DEMO.email,
        grant_type: 'password',
        password: DEMO.password,
      });

      await signIn();
      await world.users.me();
      await world.users.sendVerificationCode();
      const [me] = calls('GET', '/api/v2/user');
      expect(me?.headers.authorization).toBe(`Bearer ${world.tokens.load()?.accessToken}`);
      expect(me?.headers['content-type']).toBeUndefined();
      expect(calls('POST', '/api/v2/user/verification')[0]?.headers['content-type']).toBe('application/json');
    });

    it('asks for transactions with the spec defaults, and the filters given', async () => {
      await signIn();
      await world.wallet.transactions();
      await world.wallet.transactions({ type: 'WITHDRAWAL', status: 'PENDING', sortBy: 'created_at', page: 2, itemsPerPage: 20 });
      expect(calls('GET', '/api/v2/merged_transactions').map((r) => r.query)).toEqual([
        { items_per_page: '1000', page: '1' },
        { items_per_page: '20', page: '2', type: 'WITHDRAWAL', status: 'PENDING', sort_by: 'created_at' },
      ]);
    });

    it('sends the payout and withdrawal calls as the contract says', async () => {
      await signIn();
      await world.wallet.setDefaultPayoutMethod('PAYPAL');
      await world.wallet.savePayoutMethod({ method: 'PAYPAL', email: 'lea@example.com' });
      await world.wallet.withdraw(withdrawal(money(1500, 'EUR'), 'idem-1'));
      await world.bins.list('jp');
      expect(calls('PUT', '/api/v2/payment_methods')[0]?.body).toEqual({ withdraw_type: 'PAYPAL' });
      expect(calls('POST', '/api/v2/payment_methods/paypal')[0]?.body).toEqual({ email: 'lea@example.com' });
      const [sent] = calls('POST', '/api/v2/withdrawals');
      expect(sent?.body).toEqual({
        amount: { value: '15.00', currency: 'EUR' },
        fee: { value: '0.00', currency: 'EUR' },
        withdraw_type: 'PAYPAL',
      });
      expect(sent?.headers['idempotency-key']).toBe('idem-1');
      expect(calls('GET', '/api/v2/bins')[0]?.query).toEqual({ country_code: 'jp' });
    });
  });

  describe('retries', () => {
    it('retries a GET once after a 500, and the reader never notices', async () => {
      await signIn();
      world.backend.failNext('server_error');
      expect((await world.wallet.balance()).ok).toBe(true);
      expect(calls('GET', '/api/v2/user/balance')).toHaveLength(2);
    });

    it('gives up on a GET after the second 500', async () => {
      await signIn();
      world.backend.failNext('server_error', 2);
      expect(await world.wallet.balance()).toEqual({ ok: false, error: { code: 'server_error' } });
      expect(calls('GET', '/api/v2/user/balance')).toHaveLength(2);
    });

    it('retries a GET once after a dropped connection', async () => {
      world.backend.failNext('network_error');
      expect((await world.bins.list('fr')).ok).toBe(true);
      expect(calls('GET', '/api/v2/bins')).toHaveLength(2);
    });

    it.each(['server_error', 'network_error'] as const)('never repeats a withdrawal after a %s', async (fault) => {
      await signIn();
      world.backend.failNext(fault);
      const result = await world.wallet.withdraw(withdrawal(money(1000, 'EUR'), 'once'));
      expect(result).toEqual({ ok: false, error: { code: fault === 'server_error' ? 'server_error' : 'network_error' } });
      expect(calls('POST', '/api/v2/withdrawals')).toHaveLength(1);
    });
  });

  describe('bad answers', () => {
    it('gives up after its timeout when the server does not answer', async () => {
      await world.dispose();
      world = await httpWorld({ timeoutMs: 300 });
      await signIn();
      world.backend.failNext('timeout');
      const started = Date.now();
      expect(await world.users.me()).toEqual({ ok: false, error: { code: 'timeout' } });
      // Not before its timeout: the adapter waited as long as it was told to, then gave up.
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    });

    it('turns malformed JSON into invalid_response, never a number', async () => {
      await signIn();
      world.backend.failNext('malformed', 2);
      expect(await world.wallet.balance()).toEqual({ ok: false, error: { code: 'invalid_response' } });
    });

    it('turns a proxy HTML error page (a 502) into server_error', async () => {
      await signIn();
      world.backend.failNext('html_error', 2);
      expect(await world.users.me()).toEqual({ ok: false, error: { code: 'server_error' } });
    });

    it('keeps the server message of an unknown error code', async () => {
      await signIn();
      expect((await world.wallet.withdraw(withdrawal(money(500, 'EUR'), 'reused'))).ok).toBe(true);
      expect(await world.wallet.withdraw(withdrawal(money(600, 'EUR'), 'reused'))).toEqual({
        ok: false,
        error: { code: 'something_went_wrong', message: 'This Idempotency-Key was used for another request' },
      });
    });
  });

  describe('session renewal', () => {
    it('after a 401, refreshes once and replays the call', async () => {
      const before = await signIn();
      world.backend.failNext('unauthorized');
      const me = await world.users.me();
      expect(me.ok && me.value.id).toBe('demo-fr');
      expect(calls('GET', '/api/v2/user')).toHaveLength(2);
      const refreshes = calls('POST', '/api/v2/oauth/token');
      expect(refreshes.map((r) => r.body)).toEqual([
        { client_id: 'test-client', grant_type: 'refresh_token', refresh_token: before.refreshToken },
      ]);
      expect(world.tokens.load()?.accessToken).not.toBe(before.accessToken);
    });

    it('refreshes once for several calls refused together', async () => {
      await signIn();
      world.backend.expireAccessTokens();
      const results = await Promise.all([world.users.me(), world.wallet.balance(), world.wallet.payoutMethods()]);
      expect(results.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['ok', 'ok', 'ok']);
      expect(calls('POST', '/api/v2/oauth/token')).toHaveLength(1);
    });

    /** Moves the clock of the token store and of the server alike. */
    const later = (seconds: number) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + seconds * 1000);
    };
    afterEach(() => vi.useRealTimers());

    it('renews tokens that are about to expire before the call', async () => {
      await signIn();
      later(3600 - 30);
      await world.users.me();
      expect(server().requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/v2/oauth/token', 'GET /api/v2/user']);
    });

    it('does not renew a short-lived token before every call: a 100 s token halfway through', async () => {
      world.backend.tokenLifetimeSeconds = 100;
      await signIn();
      later(45);
      await world.users.me();
      await world.wallet.balance();
      expect(server().requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v2/user', 'GET /api/v2/user/balance']);
      later(10);
      await world.users.me();
      expect(calls('POST', '/api/v2/oauth/token')).toHaveLength(1);
    });

    it('ends the session when the refresh is refused: tokens cleared, listeners told, no loop', async () => {
      await signIn();
      const ended = vi.fn();
      world.events.onEnded(ended);
      world.backend.failNext('unauthorized', 2);
      expect(await world.users.me()).toEqual({ ok: false, error: { code: 'session_expired' } });
      expect(world.tokens.load()).toBeNull();
      expect(ended).toHaveBeenCalledTimes(1);
      expect(server().requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v2/user', 'POST /api/v2/oauth/token']);
    });

    it('ends the session, and sends nothing more, when renewing tokens about to expire is refused', async () => {
      await signIn();
      const ended = vi.fn();
      world.events.onEnded(ended);
      later(3600 - 30);
      world.backend.revokeAllTokens();
      expect(await world.users.me()).toEqual({ ok: false, error: { code: 'session_expired' } });
      expect(ended).toHaveBeenCalledTimes(1);
      expect(server().requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/v2/oauth/token']);
    });

    it('keeps the session through a refresh that fails for a network reason', async () => {
      const tokens = await signIn();
      later(3600 - 30);
      world.backend.failNext('network_error');
      const me = await world.users.me();
      expect(me.ok).toBe(true);
      expect(calls('POST', '/api/v2/oauth/token')).toHaveLength(1);
      expect(world.tokens.load()?.accessToken).toBe(tokens.accessToken);
    });
  });
});
