import { serve } from '../../fakes/adapters/serve';
import type { TokenGrant } from '../../src/contract/auth.contract';
import { InMemoryBackend } from '../../fakes/backend/in-memory-backend';
import { userFactory } from '../../fakes/factories/user.factory';
import { money } from '../../src/core/shared/money';
import { MAX_LENGTH } from '../../src/core/shared/validation';

const PASSWORD = 'secret-123';

const setup = async () => {
  let now = Date.parse('2026-11-21T10:00:00Z');
  const backend = new InMemoryBackend(() => now);
  const user = backend.addUser(await userFactory.create({ email: 'a@example.com', country: 'us' }, { transient: { password: PASSWORD } }));
  const login = (password = PASSWORD, email = 'a@example.com') =>
    backend.issueToken({ client_id: 'web', country_code: 'us', email, grant_type: 'password', password });
  const signedIn = async () => {
    const grant = await login();
    if (!grant.ok) throw new Error('login failed');
    return grant.data;
  };
  const refresh = (refreshToken: string, clientId = 'web') =>
    backend.issueToken({ client_id: clientId, grant_type: 'refresh_token', refresh_token: refreshToken });
  return { backend, user, login, signedIn, refresh, advance: (s: number) => (now += s * 1000) };
};

const refused = (status: number, code: string) => ({ ok: false, error: expect.objectContaining({ status, code }) });

describe('InMemoryBackend auth rules', () => {
  it('answers a wrong password and an unknown email alike, with LB_0102', async () => {
    const { login } = await setup();
    expect(await login('nope')).toEqual(refused(401, 'LB_0102'));
    expect(await login(PASSWORD, 'b@example.com')).toEqual(refused(401, 'LB_0102'));
  });

  it('refuses an expired access token', async () => {
    const { backend, signedIn, advance } = await setup();
    const tokens = await signedIn();
    expect((await backend.me(tokens.access_token)).ok).toBe(true);
    advance(tokens.expires_in + 1);
    expect(await backend.me(tokens.access_token)).toEqual(refused(401, 'LB_0401'));
  });

  it('does not let two accounts of one market share an email', async () => {
    const { backend } = await setup();
    expect(() => backend.addUser(userFactory.build({ email: 'A@example.com', country: 'us' }))).toThrow(/already exists/);
  });
});

describe('the login rate limit', () => {
  it('refuses a sixth try within 15 minutes with 429 and the seconds to wait, even with the right password', async () => {
    const { login, advance } = await setup();
    for (let i = 0; i < 5; i += 1) {
      expect(await login('nope')).toEqual(refused(401, 'LB_0102'));
      advance(60);
    }
    // The first failure leaves the 15-minute window 10 minutes from now.
    expect(await login()).toEqual({ ok: false, error: expect.objectContaining({ status: 429, code: 'RL_0001', retryAfterSeconds: 600 }) });
    advance(600);
    expect((await login()).ok).toBe(true);
  });

  it('counts per account, and a success starts the count again', async () => {
    const { backend, login } = await setup();
    backend.addUser(await userFactory.create({ email: 'b@example.com', country: 'us' }, { transient: { password: PASSWORD } }));
    for (let i = 0; i < 4; i += 1) await login('nope');
    expect((await login()).ok).toBe(true);
    for (let i = 0; i < 4; i += 1) await login('nope');
    expect(await login('nope')).toEqual(refused(401, 'LB_0102'));
    expect(await login()).toEqual(refused(429, 'RL_0001'));
    expect((await login(PASSWORD, 'b@example.com')).ok).toBe(true);
  });

  it('forgets failures once they have left the window', async () => {
    const { backend, login, advance } = await setup();
    await login('nope', 'someone@example.com');
    advance(15 * 60);
    await login('nope');
    expect(Object.keys(backend.state().loginFailures)).toEqual(['us:a@example.com']);
  });

  it('maps to rate_limited with the wait in-process', async () => {
    const { backend, login } = await setup();
    for (let i = 0; i < 5; i += 1) await login('nope');
    const grant: TokenGrant = { client_id: 'web', country_code: 'us', email: 'a@example.com', grant_type: 'password', password: PASSWORD };
    expect(await serve(backend, () => backend.issueToken(grant))).toEqual({
      ok: false,
      error: { code: 'rate_limited', retryAfterSeconds: 900 },
    });
  });

  it('counts the wrong passwords of the password change and the deletion with the login’s: no guessing through a session', async () => {
    const { backend, signedIn, login } = await setup();
    const { access_token: token } = await signedIn();
    for (let i = 0; i < 3; i += 1) expect(await backend.changePassword(token, 'nope', 'new-password-1')).toEqual(refused(422, 'LB_0102'));
    for (let i = 0; i < 2; i += 1) {
      expect(await backend.deleteAccount(token, 'nope')).toEqual({
        ok: false,
        error: expect.objectContaining({ status: 422, fields: { password: 'wrong_password' } }),
      });
    }
    // Five wrong passwords in all: even the right one is refused everywhere until the window moves on.
    expect(await backend.deleteAccount(token, PASSWORD)).toEqual(refused(429, 'RL_0001'));
    expect(await backend.changePassword(token, PASSWORD, 'new-password-1')).toEqual(refused(429, 'RL_0001'));
    expect(await login()).toEqual(refused(429, 'RL_0001'));
    expect(backend.findUser('a@example.com', 'us')).toBeDefined();
  });
});

describe('refresh tokens and clients', () => {
  it('trades a refresh token once; its replay answers invalid_grant and revokes the whole login', async () => {
    const { backend, signedIn, refresh } = await setup();
    const first = await signedIn();
    const renewed = await refresh(first.refresh_token);
    if (!renewed.ok) throw new Error('refresh failed');
    expect(backend.isTokenLive(renewed.data.access_token)).toBe(true);
    const other = await signedIn(); // another device, another family

    expect(await refresh(first.refresh_token)).toEqual(refused(400, 'invalid_grant'));
    expect(backend.isTokenLive(renewed.data.access_token)).toBe(false);
    expect(await refresh(renewed.data.refresh_token)).toEqual(refused(400, 'invalid_grant'));
    expect(backend.isTokenLive(other.access_token)).toBe(true);
  });

  it('answers an unknown or expired refresh token with invalid_grant', async () => {
    const { signedIn, refresh, advance } = await setup();
    expect(await refresh('not-a-token')).toEqual(refused(400, 'invalid_grant'));
    const tokens = await signedIn();
    advance(tokens.expires_in + 1);
    expect(await refresh(tokens.refresh_token)).toEqual(refused(400, 'invalid_grant'));
  });

  it('refuses an unknown client_id with invalid_client (401), for both grants', async () => {
    const { backend, signedIn, refresh } = await setup();
    const tokens = await signedIn();
    expect(await refresh(tokens.refresh_token, 'contract')).toEqual(refused(401, 'invalid_client'));
    expect(
      await backend.issueToken({ client_id: 'x', country_code: 'us', email: 'a@example.com', grant_type: 'password', password: PASSWORD }),
    ).toEqual(refused(401, 'invalid_client'));
    backend.clientIds = ['kiosk'];
    expect(await refresh(tokens.refresh_token, 'kiosk')).toEqual(expect.objectContaining({ ok: true }));
  });
});

describe('codes and links expire, and a newer one voids the older', () => {
  it('accepts a verification code for 15 minutes, typed with full-width digits too', async () => {
    const { backend, signedIn, advance } = await setup();
    const { access_token: token } = await signedIn();
    await backend.sendVerificationCode(token);
    const code = backend.sent().at(-1)?.payload ?? '';
    advance(15 * 60);
    expect(await backend.confirmEmail(token, code)).toEqual(refused(422, 'VE_0001'));
    await backend.sendVerificationCode(token);
    const fresh = backend.sent().at(-1)?.payload ?? '';
    const fullWidth = fresh.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
    advance(14 * 60);
    expect(await backend.confirmEmail(token, fullWidth)).toEqual(expect.objectContaining({ ok: true }));
  });

  it('voids an older verification code once a newer one is sent', async () => {
    const { backend, signedIn } = await setup();
    const { access_token: token } = await signedIn();
    let older = '';
    let newer = '';
    // Two codes that differ (4 random digits may repeat).
    while (older === newer) {
      await backend.sendVerificationCode(token);
      older = backend.sent().at(-1)?.payload ?? '';
      await backend.sendVerificationCode(token);
      newer = backend.sent().at(-1)?.payload ?? '';
    }
    expect(await backend.confirmEmail(token, older)).toEqual(refused(422, 'VE_0001'));
    expect((await backend.confirmEmail(token, newer)).ok).toBe(true);
  });

  it('accepts a reset link for an hour, and only the newest one', async () => {
    const { backend, login, advance } = await setup();
    const link = async () => {
      await backend.resetPassword('a@example.com', 'us');
      return backend.sent().at(-1)?.payload ?? '';
    };
    const expired = await link();
    advance(60 * 60);
    expect(await backend.setNewPassword(expired, 'brand-new-pass')).toEqual(refused(410, 'RP_0001'));
    const older = await link();
    const newer = await link();
    expect(await backend.setNewPassword(older, 'brand-new-pass')).toEqual(refused(410, 'RP_0001'));
    expect(await backend.setNewPassword(newer, 'brand-new-pass')).toEqual({ ok: true, data: undefined });
    expect((await login('brand-new-pass')).ok).toBe(true);
  });

  it('revokes every token of the account when the password is reset by link', async () => {
    const { backend, signedIn, refresh } = await setup();
    const tokens = await signedIn();
    await backend.resetPassword('a@example.com', 'us');
    await backend.setNewPassword(backend.sent().at(-1)?.payload ?? '', 'brand-new-pass');
    expect(await backend.me(tokens.access_token)).toEqual(refused(401, 'LB_0401'));
    expect(await refresh(tokens.refresh_token)).toEqual(refused(400, 'invalid_grant'));
  });
});

describe('field checks', () => {
  const contact = { name: 'Léa', email: 'lea@example.com', subject: 'Hello', message: 'A question' };
  const dsar = { type: 'erasure', name: 'Léa', email: 'lea@example.com', phone_last4: '1234', details: '' };

  it('refuses a contact message with an empty name or a bogus email, with field errors, and keeps nothing', async () => {
    const { backend } = await setup();
    expect(await backend.receiveSupport('contact', 'fr', { ...contact, name: ' ', email: 'nope' })).toEqual({
      ok: false,
      error: expect.objectContaining({ status: 422, code: 'RS_0002', fields: { name: 'name_required', email: 'email_input_error' } }),
    });
    expect(await backend.receiveSupport('contact', 'fr', { ...contact, subject: '', message: '' })).toEqual({
      ok: false,
      error: expect.objectContaining({ fields: { subject: 'field_required', message: 'field_required' } }),
    });
    expect(backend.received()).toHaveLength(0);
    expect(await backend.receiveSupport('contact', 'fr', contact)).toEqual({ ok: true, data: undefined });
  });

  it('refuses a data-subject request of a bogus type or without the phone digits', async () => {
    const { backend } = await setup();
    expect(await backend.receiveSupport('dsar', 'uk', { ...dsar, type: 'everything', phone_last4: '12' })).toEqual({
      ok: false,
      error: expect.objectContaining({
        status: 422,
        fields: { request_type: 'request_type_required', phone_last4: 'phone_last4_invalid' },
      }),
    });
    expect(await backend.receiveSupport('dsar', 'jp', { ...dsar, phone_last4: '１２３４' })).toEqual({ ok: true, data: undefined });
    expect(backend.received()[0]?.payload.phone_last4).toBe('1234');
  });

  it('refuses every text over its maximum length with too_long', async () => {
    const { backend, signedIn } = await setup();
    const long = (field: keyof typeof MAX_LENGTH) => 'x'.repeat(MAX_LENGTH[field] + 1);
    expect(await backend.receiveSupport('contact', 'fr', { ...contact, message: long('message'), subject: long('subject') })).toEqual({
      ok: false,
      error: expect.objectContaining({ fields: { message: 'too_long', subject: 'too_long' } }),
    });
    const { access_token: token } = await signedIn();
    expect(await backend.updateUser(token, { name: long('name'), city: long('city') })).toEqual({
      ok: false,
      error: expect.objectContaining({ status: 422, fields: { name: 'too_long', city: 'too_long' } }),
    });
    expect(await backend.savePayoutMethod(token, 'PAYPAL', { email: `${'a'.repeat(MAX_LENGTH.email)}@example.com` })).toEqual({
      ok: false,
      error: expect.objectContaining({ fields: { email: 'too_long' } }),
    });
    expect(await backend.changePassword(token, PASSWORD, long('password'))).toEqual({
      ok: false,
      error: expect.objectContaining({ fields: { password: 'too_long' } }),
    });
  });

  it.each([
    ['left-to-right mark', '\u200E'],
    ['right-to-left mark', '\u200F'],
    ['right-to-left override', '\u202E'],
    ['first-strong isolate', '\u2068'],
    ['null character', '\u0000'],
  ])('refuses an email containing a %s as invalid', async (_name, char) => {
    const { backend } = await setup();
    const email = `lea${char}@example.com`;
    expect(await backend.receiveSupport('contact', 'fr', { ...contact, email })).toEqual({
      ok: false,
      error: expect.objectContaining({ fields: { email: 'email_input_error' } }),
    });
    const body = { country_code: 'fr', email, password: 'long-enough', name: 'Léa', zip_code: '75011', terms_accepted: true };
    expect(await backend.signUp(body)).toEqual({ ok: false, error: expect.objectContaining({ fields: { email: 'email_input_error' } }) });
  });

  it('reads a full-width post code at sign-up as its ASCII digits', async () => {
    const { backend } = await setup();
    const body = {
      country_code: 'jp',
      email: 'ken@example.com',
      password: 'long-enough',
      name: 'Ken',
      zip_code: '１００-０００１',
      terms_accepted: true,
    };
    expect((await backend.signUp(body)).ok).toBe(true);
    expect(backend.findUser('ken@example.com', 'jp')?.zipCode).toBe('100-0001');
  });

  it('still refuses a change of email or ZIP code', async () => {
    const { backend, signedIn } = await setup();
    const { access_token: token } = await signedIn();
    expect(await backend.updateUser(token, { email: 'new@example.com' } as never)).toEqual(refused(422, 'RS_0001'));
    expect(await backend.updateUser(token, { zipCode: '10001' } as never)).toEqual(refused(422, 'RS_0001'));
  });
});

describe('queued faults', () => {
  it('hits only the call it names, and leaves the others alone', async () => {
    const { backend, signedIn } = await setup();
    const { access_token: token } = await signedIn();
    backend.failNext('server_error', { call: 'withdraw' });
    expect((await backend.balance(token)).ok).toBe(true);
    expect((await backend.me(token)).ok).toBe(true);
    const body = { amount: { value: '10.00', currency: 'USD' }, fee: { value: '0.00', currency: 'USD' }, withdraw_type: 'PAYPAL' };
    await expect(backend.withdraw(token, body, 'k1')).rejects.toThrow('server_error');
    expect((await backend.balance(token)).ok).toBe(true);
  });

  it('without a name, hits the next call of any kind, as many times as asked', async () => {
    const { backend, signedIn } = await setup();
    const { access_token: token } = await signedIn();
    backend.failNext('timeout', { times: 2 });
    await expect(backend.balance(token)).rejects.toThrow('timeout');
    await expect(backend.me(token)).rejects.toThrow('timeout');
    expect((await backend.me(token)).ok).toBe(true);
  });

  it('shows in-process as the HTTP adapters would report it', async () => {
    const { backend, signedIn } = await setup();
    const { access_token: token } = await signedIn();
    const cases = [
      ['server_error', { code: 'server_error' }],
      ['network_error', { code: 'network_error' }],
      ['timeout', { code: 'timeout' }],
      ['malformed', { code: 'invalid_response' }],
      ['unauthorized', { code: 'unauthorized' }],
    ] as const;
    for (const [fault, error] of cases) {
      backend.failNext(fault, { call: 'balance' });
      expect(await serve(backend, () => backend.balance(token))).toEqual({ ok: false, error });
    }
  });
});

describe('withdrawals on the fake server', () => {
  /** A US customer with 50.00 USD and PayPal set up, signed in. */
  const funded = async () => {
    const { backend, user, signedIn, advance } = await setup();
    backend.addUser({
      ...user,
      balance: money(5000, 'USD'),
      payout: { methods: { PAYPAL: { email: 'a@example.com' } }, default: 'PAYPAL' },
    });
    const { access_token: token } = await signedIn();
    const body = (value: string, withdrawType = 'PAYPAL') => ({
      amount: { value, currency: 'USD' },
      fee: { value: '0.00', currency: 'USD' },
      withdraw_type: withdrawType,
    });
    const pending = () =>
      backend.findUser('a@example.com', 'us')?.transactions.filter((t) => t.category === 'WITHDRAWAL' && t.status === 'PENDING') ?? [];
    const balance = () => backend.findUser('a@example.com', 'us')?.balance.amount;
    return { backend, token, body, pending, balance, advance };
  };

  it('answers a repeat of a key with the first answer, however its amount is written, and moves money once', async () => {
    const { backend, token, body, pending, balance } = await funded();
    const first = await backend.withdraw(token, body('10.00'), 'k1');
    expect(first).toEqual({
      ok: true,
      data: {
        id: expect.any(String),
        status: 'PENDING',
        amount: money(1000, 'USD'),
        fee: money(0, 'USD'),
        net: money(1000, 'USD'),
        withdrawType: 'PAYPAL',
        balance: money(4000, 'USD'),
      },
    });
    expect(await backend.withdraw(token, body('10.0'), 'k1')).toEqual(first);
    expect(await backend.withdraw(token, body('１０'), 'k1')).toEqual(first);
    expect(pending()).toHaveLength(1);
    expect(balance()).toBe(4000);
  });

  it('refuses a key used for another request with IK_0001, even once the balance could not pay it', async () => {
    const { backend, token, body, pending } = await funded();
    await backend.withdraw(token, body('10.00'), 'k1');
    expect(await backend.withdraw(token, body('11.00'), 'k1')).toEqual(refused(422, 'IK_0001'));
    expect(await backend.withdraw(token, body('10.00', 'TRANSFERWISE'), 'k1')).toEqual(refused(422, 'IK_0001'));
    expect(await backend.withdraw(token, body('999.00'), 'k1')).toEqual(refused(422, 'IK_0001'));
    expect(pending()).toHaveLength(1);
  });

  it('does not keep a refusal under its key: the same key may be sent again once the request can be served', async () => {
    const { backend, token, body, pending } = await funded();
    backend.setWithdrawalTerms('us', { minimum: money(500, 'USD'), fee: money(100, 'USD'), feeWaivedFrom: null });
    expect(await backend.withdraw(token, body('10.00'), 'k1')).toEqual(refused(409, 'WD_0006'));
    backend.setWithdrawalTerms('us', { minimum: money(500, 'USD'), fee: money(0, 'USD'), feeWaivedFrom: null });
    expect((await backend.withdraw(token, body('10.00'), 'k1')).ok).toBe(true);
    expect(pending()).toHaveLength(1);
  });

  it("keeps each customer's keys apart", async () => {
    const { backend, token, body } = await funded();
    await backend.withdraw(token, body('10.00'), 'shared');
    const other = await userFactory.create(
      {
        email: 'b@example.com',
        country: 'us',
        balance: money(2000, 'USD'),
        payout: { methods: { PAYPAL: { email: 'b@example.com' } }, default: 'PAYPAL' },
      },
      { transient: { password: PASSWORD } },
    );
    backend.addUser(other);
    const grant = await backend.issueToken({
      client_id: 'web',
      country_code: 'us',
      email: 'b@example.com',
      grant_type: 'password',
      password: PASSWORD,
    });
    if (!grant.ok) throw new Error('login failed');
    expect(await backend.withdraw(grant.data.access_token, body('20.00'), 'shared')).toEqual(
      expect.objectContaining({ ok: true, data: expect.objectContaining({ balance: money(0, 'USD') }) }),
    );
  });

  it('keeps the answers under their keys across a reload of the world', async () => {
    const { backend, token, body } = await funded();
    const first = await backend.withdraw(token, body('10.00'), 'k1');
    const saved = JSON.parse(JSON.stringify(backend.state())) as ReturnType<typeof backend.state>;
    const reloaded = InMemoryBackend.fromState(saved, () => Date.parse('2026-11-21T10:00:00Z'));
    expect(await reloaded.withdraw(token, body('10.00'), 'k1')).toEqual(first);
    expect(await reloaded.withdraw(token, body('12.00'), 'k1')).toEqual(refused(422, 'IK_0001'));
  });

  it('does the work, then loses the answer, with a fault queued after processing', async () => {
    const { backend, token, body, pending } = await funded();
    backend.failNext('network_error', { call: 'withdraw', afterProcessing: true });
    await expect(backend.withdraw(token, body('10.00'), 'k1')).rejects.toThrow('network_error');
    expect(pending()).toHaveLength(1);
    expect((await backend.balance(token)).ok).toBe(true);
  });

  it('settles the oldest pending withdrawal: completed keeps the balance, failed gives the amount back', async () => {
    const { backend, token, body, balance, advance } = await funded();
    const first = await backend.withdraw(token, body('10.00'), 'k1');
    advance(60);
    const second = await backend.withdraw(token, body('15.00'), 'k2');
    const statusOf = (id: string) => backend.findUser('a@example.com', 'us')?.transactions.find((t) => t.id === id)?.status;
    const id = (answer: typeof first) => (answer.ok ? answer.data.id : '?');
    expect(balance()).toBe(2500);
    expect(await backend.settleWithdrawal(token, 'completed')).toBe(true);
    expect([statusOf(id(first)), statusOf(id(second))]).toEqual(['COMPLETED', 'PENDING']);
    expect(balance()).toBe(2500);
    expect(await backend.settleWithdrawal(token, 'failed')).toBe(true);
    expect(statusOf(id(second))).toBe('FAILED');
    expect(balance()).toBe(4000);
    expect(await backend.settleWithdrawal(token, 'completed')).toBe(false);
  });

  it('records where a withdrawal is: its method, not yet sent, then sent and settled when it is settled (issue 47 point 2)', async () => {
    const { backend, token, body, advance } = await funded();
    await backend.withdraw(token, body('10.00'), 'k1');
    const row = () => backend.findUser('a@example.com', 'us')?.transactions.find((t) => t.category === 'WITHDRAWAL');
    expect(row()).toMatchObject({ method: body('10.00').withdraw_type, sentAt: null, settledAt: null });
    advance(60);
    expect(await backend.settleWithdrawal(token, 'failed')).toBe(true);
    const settled = row();
    expect(settled?.sentAt).toEqual(expect.any(String));
    expect(settled?.settledAt).toBe(settled?.sentAt);
    expect(Date.parse(settled?.settledAt ?? '')).toBeGreaterThan(Date.parse(settled?.createdAt ?? ''));
  });

  it('settles the first one asked for when two share their time (a fixed clock)', async () => {
    const { backend, token, body } = await funded();
    const first = await backend.withdraw(token, body('10.00'), 'k1');
    await backend.withdraw(token, body('15.00'), 'k2');
    expect(await backend.settleWithdrawal(token, 'completed')).toBe(true);
    const completed = backend.findUser('a@example.com', 'us')?.transactions.filter((t) => t.status === 'COMPLETED');
    expect(completed?.map((t) => t.id)).toEqual([first.ok ? first.data.id : '?']);
  });

  it('settles only for a live session, or a customer record named directly', async () => {
    const { backend, token, body, pending } = await funded();
    await backend.withdraw(token, body('10.00'), 'k1');
    expect(await backend.settleWithdrawal('made-up', 'completed')).toBe(false);
    expect(await backend.settleWithdrawal(null, 'completed')).toBe(false);
    expect(pending()).toHaveLength(1);
    const user = backend.findUser('a@example.com', 'us');
    if (!user) throw new Error('no user');
    expect(await backend.settleWithdrawal(user, 'failed')).toBe(true);
    expect(pending()).toHaveLength(0);
  });
});
