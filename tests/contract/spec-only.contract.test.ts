// @vitest-environment node
import type { CallName } from '../../fakes/backend/in-memory-backend';
import { money } from '../../src/core/shared/money';
import { GetWithdrawalTerms } from '../../src/core/wallet/use-cases/get-withdrawal-terms';
import { WithdrawFunds } from '../../src/core/wallet/use-cases/withdraw-funds';
import { httpWorld, inProcessWorld, type World } from './worlds';

const DEMO = { email: 'demo@example.com', password: 'demo1234' };
const SIGN_UP = {
  email: 'new@example.com',
  password: 'long-enough',
  name: 'Nour',
  zipCode: '75011',
  termsAccepted: true,
  marketingConsent: false,
  marketResearchConsent: false,
};
const NOT_AVAILABLE = { ok: false, error: { code: 'not_available' } };

/**
 * A server with only the specification's calls (docs/api-contract.md, "Without the assumed
 * calls"): the assumed calls read as `not_available` — over HTTP against fakes/http's spec-only
 * mode, and in-process when the backend answers that call 404 — and nothing is done.
 */
describe.each([
  [
    'in-process fakes, the call answered 404',
    async () => {
      const world = await inProcessWorld();
      return { world, absent: (call: CallName) => world.backend.failNext('not_found', { call }) };
    },
  ],
  ['HTTP adapters ⇄ fakes/http with specOnly', async () => ({ world: await httpWorld({ specOnly: true }), absent: () => undefined })],
])('without the assumed calls: %s', (_name, make) => {
  let world: World;
  let absent: (call: CallName) => void;
  beforeEach(async () => {
    ({ world, absent } = await make());
  });
  afterEach(() => world.dispose());

  const signIn = async () => {
    const issued = await world.auth.requestToken(DEMO, 'fr');
    if (!issued.ok) throw new Error('login failed');
    world.tokens.save(issued.value);
    return issued.value;
  };

  it('logs in with the specification’s token call', async () => {
    expect((await world.auth.requestToken(DEMO, 'fr')).ok).toBe(true);
  });

  it('reads the refresh token’s revocation as not available: the server still knows the token', async () => {
    const tokens = await signIn();
    absent('revokeToken');
    expect(await world.auth.revoke(tokens.refreshToken)).toEqual(NOT_AVAILABLE);
    expect(world.backend.isTokenLive(tokens.refreshToken)).toBe(true);
  });

  it('reads sign-up as not available, and creates nobody', async () => {
    absent('signUp');
    expect(await world.auth.signUp(SIGN_UP, 'fr')).toEqual(NOT_AVAILABLE);
    expect(world.backend.findUser(SIGN_UP.email, 'fr')).toBeUndefined();
  });

  it('reads setting a new password from a link as not available, while asking for the link works', async () => {
    expect(await world.auth.requestPasswordReset(DEMO.email, 'fr')).toEqual({ ok: true, value: undefined });
    const link = world.backend.sent().find((m) => m.kind === 'reset_password');
    absent('setNewPassword');
    expect(await world.auth.setNewPassword(link?.payload ?? '', 'brand-new-pass')).toEqual(NOT_AVAILABLE);
    expect((await world.auth.requestToken(DEMO, 'fr')).ok).toBe(true);
  });

  it('reads the email confirmation as not available, while sending the code works', async () => {
    await signIn();
    expect(await world.users.sendVerificationCode()).toEqual({ ok: true, value: undefined });
    absent('confirmEmail');
    expect(await world.users.confirmEmail('1234')).toEqual(NOT_AVAILABLE);
  });

  it('reads removing a payout method as not available, and keeps it', async () => {
    await signIn();
    absent('removePayoutMethod');
    expect(await world.wallet.removePayoutMethod('PAYPAL')).toEqual(NOT_AVAILABLE);
    expect(world.backend.findUser(DEMO.email, 'fr')?.payout.methods.PAYPAL).toBeDefined();
  });

  it('reads the notice of a new payout destination as not available: the server keeps no time, sends nothing', async () => {
    await signIn();
    absent('notifyDestinationChange');
    expect(await world.wallet.notifyDestinationChange('PAYPAL', 'added')).toEqual(NOT_AVAILABLE);
    expect(world.backend.sent().some((m) => m.kind === 'destination_changed')).toBe(false);
    const methods = await world.wallet.payoutMethods();
    expect(methods.ok && methods.value.destinationChangedAt).toBeUndefined();
  });

  it('withdraws without the terms call: the specification’s announced fee (Japan), the server’s own minimum, one withdrawal', async () => {
    const issued = await world.auth.requestToken(DEMO, 'jp');
    if (!issued.ok) throw new Error('login failed');
    world.tokens.save(issued.value);
    const me = await world.users.me();
    if (!me.ok) throw new Error('no customer');
    world.tokens.own(me.value.id, world.tokens.load()?.session ?? '');
    absent('withdrawalTerms');
    const terms = await new GetWithdrawalTerms(world.wallet).execute({ country: 'jp' });
    expect(terms).toEqual({
      ok: true,
      value: { minimum: null, fee: money(249, 'JPY'), feeWaivedFrom: money(8800, 'JPY'), source: 'announced' },
    });
    const send = new WithdrawFunds(world.wallet, () => 'spec-only-key', world.tokens);
    const by = { customer: me.value.id, destination: null };
    const tooSmall = await send.execute({
      amount: money(500, 'JPY'),
      fee: money(249, 'JPY'),
      method: 'PAYPAL',
      idempotencyKey: 'k-small',
      ...by,
    });
    expect(tooSmall).toEqual({ ok: false, error: { code: 'amount_below_minimum' } });
    const made = await send.execute({
      amount: money(1000, 'JPY'),
      fee: money(249, 'JPY'),
      method: 'PAYPAL',
      idempotencyKey: 'k-ok',
      ...by,
    });
    expect(made.ok).toBe(true);
  });

  it('reads the account deletion as not available, and the account stays', async () => {
    await signIn();
    absent('deleteAccount');
    expect(await world.users.deleteAccount(DEMO.password)).toEqual(NOT_AVAILABLE);
    expect(world.backend.findUser(DEMO.email, 'fr')).toBeDefined();
  });

  it('reads the contact form and the data-subject request as not available, and stores nothing', async () => {
    absent('receiveSupport');
    expect(
      await world.support.sendContactMessage({ name: 'Sam', email: 'sam@example.com', subject: 'Hi', message: 'Hello' }, 'fr'),
    ).toEqual(NOT_AVAILABLE);
    absent('receiveSupport');
    expect(
      await world.support.sendDataSubjectRequest(
        { type: 'access', name: 'Sam', email: 'sam@example.com', phoneLast4: '1234', details: '' },
        'fr',
      ),
    ).toEqual(NOT_AVAILABLE);
    expect(world.backend.received()).toEqual([]);
  });

  it('ends the session when a refused access token cannot be renewed (no refresh grant)', async () => {
    const tokens = await signIn();
    const ended = vi.fn();
    world.events.onEnded(ended);
    absent('issueToken');
    expect(await world.refresh.execute({ refusedAccessToken: tokens.accessToken })).toEqual({
      ok: false,
      error: { code: 'session_expired' },
    });
    expect(world.tokens.load()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('keeps the profile and the balance, the specification’s calls', async () => {
    await signIn();
    expect((await world.users.me()).ok).toBe(true);
    expect((await world.wallet.balance()).ok).toBe(true);
  });

  it('does not read a 404 on a specification call as "not available"', async () => {
    await signIn();
    world.backend.failNext('not_found', { call: 'me' });
    expect(await world.users.me()).toEqual({ ok: false, error: { code: 'something_went_wrong' } });
  });
});
