import { productionBindings } from '../../src/composition/bindings/production';
import { FAKE_BACKEND, testBindings } from '../../src/composition/bindings/test';
import { createContainer, preloadCustomerCode } from '../../src/composition/create-container';
import { TOKENS } from '../../src/composition/tokens';
import { USE_CASES } from '../../src/composition/use-cases';
import { GetBalance } from '../../src/core/wallet/use-cases/get-balance';

describe('createContainer', () => {
  it('binds every port and use case for the test profile, with the fake backend reachable', async () => {
    const container = await createContainer('test');
    const names = [...Object.keys((await testBindings()).ports), ...Object.keys(USE_CASES)] as (keyof typeof TOKENS)[];
    expect(names).toHaveLength(26 + 38);
    for (const name of names) expect(container.isBound(TOKENS[name]), name).toBe(true);
    expect(container.get(TOKENS.GetBalance)).toBeInstanceOf(GetBalance);
    expect(container.get(FAKE_BACKEND).findUser('demo@example.com', 'fr')).toBeDefined();
  });

  it('lets a test replace a port, and the use cases use the replacement', async () => {
    const requestToken = vi.fn(async () => ({ ok: false as const, error: { code: 'timeout' as const } }));
    const unused = vi.fn();
    const container = await createContainer('test', {
      AuthGateway: { requestToken, refresh: unused, revoke: unused, requestPasswordReset: unused, setNewPassword: unused, signUp: unused },
    });
    const result = await container.get(TOKENS.LoginUser).execute({ email: 'a@b.co', password: 'x', locale: 'en-CA' });
    expect(result).toEqual({ ok: false, error: { code: 'timeout' } });
    expect(requestToken).toHaveBeenCalledWith({ email: 'a@b.co', password: 'x' }, 'ca');
  });

  it('gives each container its own world', async () => {
    const a = await createContainer('test');
    const b = await createContainer('test');
    expect(a.get(FAKE_BACKEND)).not.toBe(b.get(FAKE_BACKEND));
    expect(a.get(TOKENS.LoginUser)).toBe(a.get(TOKENS.LoginUser));
  });
});

describe('the demo controls', () => {
  it("settle the signed-in customer's oldest pending withdrawal in the test profile, as the payout provider would", async () => {
    const container = await createContainer('test');
    const backend = container.get(FAKE_BACKEND);
    const controls = container.get(TOKENS.DemoControls);
    expect(await controls.settleWithdrawal('failed')).toBe(false);
    const login = await container.get(TOKENS.LoginUser).execute({ email: 'demo@example.com', password: 'demo1234', locale: 'fr-FR' });
    expect(login.ok).toBe(true);
    const before = backend.findUser('demo@example.com', 'fr');
    const pending = before?.transactions.filter((t) => t.category === 'WITHDRAWAL' && t.status === 'PENDING') ?? [];
    expect(pending).toHaveLength(1);
    expect(await controls.settleWithdrawal('failed')).toBe(true);
    const after = backend.findUser('demo@example.com', 'fr');
    expect(after?.transactions.find((t) => t.id === pending[0]?.id)?.status).toBe('FAILED');
    expect(after?.balance.amount).toBe((before?.balance.amount ?? 0) - (pending[0]?.amount.amount ?? 0));
    expect(await controls.settleWithdrawal('completed')).toBe(false);
  });

  it('never settle anything in production', async () => {
    expect(await productionBindings({}, vi.fn()).ports.DemoControls.settleWithdrawal('completed')).toBe(false);
  });
});

describe('use-case bindings', () => {
  it('are made from the one declaration (use-cases.ts), once per container, under a token named like it', async () => {
    expect(TOKENS.LoginUser).toBe(Symbol.for('app.LoginUser'));
    const container = await createContainer('test');
    const login = container.get(TOKENS.LoginUser);
    expect(login).toEqual(expect.objectContaining({ execute: expect.any(Function) }));
    expect(container.get(TOKENS.LoginUser)).toBe(login);
  });
});

describe('preloadCustomerCode: the code a customer page’s first calls need, asked for at start', () => {
  it('tells when that code is here (the page’s requests then leave), on the account and the withdrawal, in production and in the demo', async () => {
    for (const profile of ['production', 'demo'] as const)
      for (const pathname of ['/user/account', '/user/withdraw'])
        await expect(preloadCustomerCode(profile, pathname)).resolves.toBeUndefined();
  });

  it('asks for nothing on a visitor’s page, and says so at once', async () => {
    let settled = false;
    void preloadCustomerCode('production', '/products').then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(true);
  });
});
