// @vitest-environment node
import { money } from '../../src/core/shared/money';
import { GetBalance } from '../../src/core/wallet/use-cases/get-balance';
import { GetWithdrawalTerms } from '../../src/core/wallet/use-cases/get-withdrawal-terms';
import { httpWorld, inProcessWorld, type World } from './worlds';

const DEMO = { email: 'demo@example.com', password: 'demo1234' };
const UK = { country: 'uk' } as const;

/**
 * A customer's money is in their market's currency: a balance or terms in another currency is an
 * answer the app cannot use (`invalid_response`), never a figure in the wrong currency. The use cases
 * run against the fake gateways in-process and against the HTTP adapters talking to fakes/http.
 */
describe.each([
  ['in-process fakes', inProcessWorld],
  ['HTTP adapters ⇄ fakes/http', () => httpWorld()],
])('money in the market currency: %s', (_name, makeWorld) => {
  let world: World;
  beforeEach(async () => {
    world = await makeWorld();
    const issued = await world.auth.requestToken(DEMO, 'uk');
    if (!issued.ok) throw new Error(`login failed: ${issued.error.code}`);
    world.tokens.save(issued.value);
  });
  afterEach(() => world.dispose());

  const demoUk = () => {
    const user = world.backend.findUser(DEMO.email, 'uk');
    if (!user) throw new Error('no uk demo customer');
    return user;
  };

  it('gives a UK customer their balance in pounds', async () => {
    const pence = demoUk().balance.amount;
    expect(await new GetBalance(world.wallet).execute(UK)).toEqual({ ok: true, value: money(pence, 'GBP') });
  });

  it('does not show a UK customer a balance the server sends in euros', async () => {
    world.backend.addUser({ ...demoUk(), balance: money(1234, 'EUR') });
    expect(await new GetBalance(world.wallet).execute(UK)).toEqual({ ok: false, error: { code: 'invalid_response' } });
  });

  it('says there is no balance to show without a signed-in customer', async () => {
    expect(await new GetBalance(world.wallet).execute(null)).toEqual({ ok: false, error: { code: 'unauthorized' } });
  });

  it('does not use withdrawal terms in another currency than the market', async () => {
    world.backend.setWithdrawalTerms('uk', { minimum: money(500, 'EUR'), fee: money(0, 'EUR'), feeWaivedFrom: null });
    expect(await new GetWithdrawalTerms(world.wallet).execute(UK)).toEqual({ ok: false, error: { code: 'invalid_response' } });
  });

  it('uses the terms of the market when they are in its currency', async () => {
    expect(await new GetWithdrawalTerms(world.wallet).execute(UK)).toEqual({
      ok: true,
      value: { minimum: money(500, 'GBP'), fee: money(0, 'GBP'), feeWaivedFrom: null, source: 'server' },
    });
  });
});
