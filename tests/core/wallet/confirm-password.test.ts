import { FakeAuthGateway } from '../../../fakes/adapters/fake-auth-gateway';
import { FakeWalletGateway } from '../../../fakes/adapters/fake-wallet-gateway';
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { createDemoWorld } from '../../../fakes/demo-world';
import { LocalStorageDestinationRecheckStore } from '../../../src/adapters/browser/local-storage-destination-recheck-store';
import { SessionRenewal } from '../../../src/adapters/session/session-renewal';
import { copiesEndWithSession } from '../../../src/core/auth/copies-end-with-session';
import { ConfirmPassword } from '../../../src/core/wallet/use-cases/confirm-password';
import { ReadPasswordRecheck } from '../../../src/core/wallet/use-cases/read-password-recheck';

const MINUTE = 60_000;

/** The French demo customer signed in; the password checks kept in a storage of the test's own. */
async function setup() {
  let now = Date.parse('2026-11-21T10:00:00Z');
  const clock = () => now;
  const backend = await createDemoWorld({ seed: 3, referenceDate: new Date('2026-11-01T00:00:00Z'), now: clock });
  const auth = new FakeAuthGateway(backend);
  const kept = new Map<string, string>();
  const records = new LocalStorageDestinationRecheckStore({
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => void kept.set(key, value),
    removeItem: (key) => void kept.delete(key),
  });
  const tokens = copiesEndWithSession(new MemoryTokenStore(clock), records);
  const issued = await auth.requestToken({ email: 'demo@example.com', password: 'demo1234' }, 'fr');
  if (!issued.ok) throw new Error('login failed');
  tokens.save(issued.value);
  const customer = backend.findUser('demo@example.com', 'fr')?.id ?? '';
  const session = tokens.load()?.session ?? '';
  tokens.own(customer, session);
  const clockPort = { now: () => new Date(now) };
  const confirm = new ConfirmPassword(auth, tokens, records, clockPort);
  const reading = new ReadPasswordRecheck(records, clockPort);
  const state = (who: string) => reading.execute(who);
  const sent = vi.spyOn(auth, 'requestToken');
  const revoked = vi.spyOn(auth, 'revoke');
  const input = (password: string) => ({ email: 'demo@example.com', country: 'fr' as const, password });
  const wrong = async (times: number) => {
    for (let i = 0; i < times; i++) await confirm.execute(input('not-it'), customer);
  };
  return {
    backend,
    auth,
    tokens,
    records,
    kept,
    confirm,
    state,
    customer,
    sent,
    revoked,
    input,
    wrong,
    advance: (ms: number) => (now += ms),
  };
}

describe('ConfirmPassword and ReadPasswordRecheck: a new payout destination needs the password again (issue 47 point 4)', () => {
  it('the right password: not asked again for five minutes; the session keeps its own tokens, which still work', async () => {
    const { confirm, customer, input, tokens, backend, revoked, advance, state } = await setup();
    const before = tokens.load();
    expect(await state(customer)).toEqual({ kind: 'ask', triesLeft: 5 });
    expect(await confirm.execute(input('demo1234'), customer)).toEqual({ ok: true, value: undefined });
    expect(await state(customer)).toEqual({ kind: 'clear' });
    expect(tokens.load()).toEqual(before);
    expect(backend.authenticate(before?.accessToken ?? null)).not.toBeNull();
    // The check's own refresh token is revoked: no second session is left live.
    const spare = revoked.mock.calls[0]?.[0] ?? '';
    expect(spare).not.toBe(before?.refreshToken);
    expect(await new FakeAuthGateway(backend).refresh(spare)).toEqual({ ok: false, error: { code: 'unauthorized' } });
    advance(5 * MINUTE);
    expect(await state(customer)).toEqual({ kind: 'ask', triesLeft: 5 });
  });

  it('a refused password is the field’s problem and one try fewer', async () => {
    const { confirm, customer, input, state } = await setup();
    expect(await confirm.execute(input('not-it'), customer)).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { password: 'password_incorrect' } },
    });
    expect(await state(customer)).toEqual({ kind: 'ask', triesLeft: 4 });
  });

  it('five wrong passwords lock it for fifteen minutes on this device: nothing is sent meanwhile', async () => {
    const { confirm, customer, input, wrong, sent, advance, state } = await setup();
    await wrong(5);
    expect(await state(customer)).toEqual({ kind: 'locked', until: Date.parse('2026-11-21T10:15:00Z') });
    sent.mockClear();
    advance(10 * MINUTE);
    expect(await confirm.execute(input('demo1234'), customer)).toEqual({
      ok: false,
      error: { code: 'rate_limited', retryAfterSeconds: 300 },
    });
    expect(sent).not.toHaveBeenCalled();
    advance(5 * MINUTE);
    expect(await state(customer)).toEqual({ kind: 'ask', triesLeft: 5 });
    // The server's own count of wrong passwords has let go too: the right one now passes.
    expect(await confirm.execute(input('demo1234'), customer)).toEqual({ ok: true, value: undefined });
  });

  it('a right password starts the count again', async () => {
    const { confirm, customer, input, wrong, advance, state } = await setup();
    await wrong(3);
    await confirm.execute(input('demo1234'), customer);
    advance(6 * MINUTE);
    await wrong(1);
    expect(await state(customer)).toEqual({ kind: 'ask', triesLeft: 4 });
  });

  it('offline or a server that failed is not a wrong try, and says so', async () => {
    const { confirm, customer, input, backend, state } = await setup();
    backend.failNext('offline', { call: 'issueToken' });
    expect(await confirm.execute(input('not-it'), customer)).toEqual({ ok: false, error: expect.objectContaining({ code: 'offline' }) });
    backend.failNext('server_error', { call: 'issueToken' });
    expect(await confirm.execute(input('not-it'), customer)).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'server_error' }),
    });
    expect(await state(customer)).toEqual({ kind: 'ask', triesLeft: 5 });
  });

  it('sends nothing for an empty password, or for a customer who is no longer the one signed in', async () => {
    const { confirm, customer, input, sent } = await setup();
    expect(await confirm.execute(input(''), customer)).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { password: 'enter_valid_password' } },
    });
    expect(await confirm.execute(input('demo1234'), 'someone-else')).toEqual({ ok: false, error: { code: 'another_customer' } });
    expect(sent).not.toHaveBeenCalled();
  });

  it('ends with the session: signed out, the checks kept here are wiped', async () => {
    const { confirm, customer, input, tokens, kept } = await setup();
    await confirm.execute(input('demo1234'), customer);
    expect(kept.size).toBe(1);
    tokens.clear();
    expect(kept.size).toBe(0);
  });
});

describe('SavePayoutMethod tells of a new destination; ReadDestinationNotice (issue 47 point 4)', () => {
  it('tells the server, which then shows every device when; without the call, this device remembers', async () => {
    const { backend, tokens, records, customer } = await setup();
    const { SavePayoutMethod } = await import('../../../src/core/wallet/use-cases/save-payout-method');
    const { ReadDestinationNotice } = await import('../../../src/core/wallet/use-cases/read-destination-notice');
    const wallet = new FakeWalletGateway(backend, new SessionRenewal(tokens));
    const at = Date.parse('2026-11-21T10:00:00Z');
    const clock = { now: () => new Date(at) };
    const input = { method: 'PAYPAL' as const, country: 'fr' as const, form: { email: 'ana.new@example.com' }, replaces: true };
    expect((await new SavePayoutMethod(wallet, tokens, records, clock).execute(input, customer)).ok).toBe(true);
    await vi.waitFor(() =>
      expect(backend.sent()).toContainEqual(
        expect.objectContaining({ kind: 'destination_changed', payload: 'PAYPAL:destination_changed' }),
      ),
    );
    const methods = await wallet.payoutMethods();
    if (!methods.ok) throw new Error('no methods');
    expect(methods.value.destinationChangedAt).toBe(at);
    const notice = new ReadDestinationNotice(records, clock);
    expect(await notice.execute(methods.value, customer)).toBe(at);
    // A server without the call keeps no time: the device's own record speaks.
    expect(await notice.execute({ types: {}, default: null }, customer)).toBe(at);
    expect(await notice.execute({ types: {}, default: null }, 'another')).toBeNull();
    const later = new ReadDestinationNotice(records, { now: () => new Date(Date.parse('2026-11-28T10:00:00Z')) });
    expect(await later.execute(methods.value, customer)).toBeNull();
  });

  it('a save the server refuses tells nothing and notes nothing', async () => {
    const { backend, tokens, records, kept, customer } = await setup();
    const { SavePayoutMethod } = await import('../../../src/core/wallet/use-cases/save-payout-method');
    const wallet = new FakeWalletGateway(backend, new SessionRenewal(tokens));
    backend.failNext('server_error', { call: 'savePayoutMethod' });
    const input = { method: 'PAYPAL' as const, country: 'fr' as const, form: { email: 'ana.new@example.com' } };
    expect((await new SavePayoutMethod(wallet, tokens, records, { now: () => new Date() }).execute(input, customer)).ok).toBe(false);
    expect(backend.sent().some((m) => m.kind === 'destination_changed')).toBe(false);
    expect(kept.size).toBe(0);
  });
});
