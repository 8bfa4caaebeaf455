// Issue 22 point 2: a customer page's money is asked for beside the restore of a saved session. What
// is read then is kept for the customer the restore finds, and forgotten if it finds none.
import type { User } from '../../../src/core/profile/user';
import { money } from '../../../src/core/shared/money';
import { err, ok } from '../../../src/core/shared/result';
import type { WalletGateway } from '../../../src/core/wallet/ports/wallet-gateway.port';
import { GetBalance } from '../../../src/core/wallet/use-cases/get-balance';
import type { StoreContext } from '../../../src/ui/state/app-stores';
import { createSessionStore, type SessionUseCases } from '../../../src/ui/state/session-store';
import { walletStoreOf } from '../../../src/ui/state/use-wallet-store';

const camille = { id: 'u-fr', email: 'camille@example.com', name: 'Camille', country: 'fr' } as User;
type Restored = Awaited<ReturnType<SessionUseCases['restore']['execute']>>;

/** A saved session being restored (answered by `answer`), and the wallet store of the page asking for its balance meanwhile. */
function startOnAccount() {
  let answer: (result: Restored) => void = () => undefined;
  const restore = { execute: vi.fn(() => new Promise<Restored>((resolve) => (answer = resolve))), hasSavedSession: () => true };
  const session = createSessionStore({ restore } as unknown as SessionUseCases);
  const asked = vi.fn(async () => ok(money(1250, 'EUR')));
  const getBalance = new GetBalance({ balance: asked } as unknown as WalletGateway);
  const recordBalanceSeen = { execute: async () => null };
  // No copy on this device (issue 46's copy has tests of its own).
  const readAccountCopy = { execute: async () => null };
  const resolve = (() => ({ getBalance, recordBalanceSeen, readAccountCopy })) as unknown as StoreContext['resolve'];
  const restored = session.restore();
  const wallet = walletStoreOf({ resolve, session, now: () => 0 } as StoreContext);
  wallet.balance.ensure();
  return { wallet, asked, restored, answer: (result: Restored) => answer(result) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the wallet store while a saved session is restored', () => {
  it('asks for the balance at once, and shows it once the restore has found the customer', async () => {
    const { wallet, asked, restored, answer } = startOnAccount();
    expect(asked).toHaveBeenCalledTimes(1);
    await settled();
    expect(wallet.balance.state.value).toBeNull();
    answer(ok(camille));
    await restored;
    await settled();
    expect(wallet.balance.state).toMatchObject({ status: 'ready', value: money(1250, 'EUR') });
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the session refused', ok(null)],
    ['the server failing', err({ code: 'server_error' as const })],
  ])('forgets what it asked when the restore finds no customer (%s)', async (_, result) => {
    const { wallet, restored, answer } = startOnAccount();
    await settled();
    answer(result as Restored);
    await restored;
    await settled();
    expect(wallet.balance.state).toMatchObject({ status: 'idle', value: null });
  });
});
