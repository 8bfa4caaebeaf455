import { ownSaved } from '../../helpers/signed-in-tokens';
import { FakeAuthGateway } from '../../../fakes/adapters/fake-auth-gateway';
import { FakeUserGateway } from '../../../fakes/adapters/fake-user-gateway';
import { FakeWalletGateway } from '../../../fakes/adapters/fake-wallet-gateway';
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { InMemoryBackend } from '../../../fakes/backend/in-memory-backend';
import type { TransactionRecord } from '../../../fakes/backend/records';
import { scanFactory } from '../../../fakes/factories/transaction.factory';
import { userFactory } from '../../../fakes/factories/user.factory';
import { SessionRenewal } from '../../../src/adapters/session/session-renewal';
import { DeleteAccount } from '../../../src/core/profile/use-cases/delete-account';
import { loadDeletionBlock } from '../../../src/core/profile/load-deletion-block';
import { money } from '../../../src/core/shared/money';

const PASSWORD = 'correct-horse';

async function setup(options: { balance?: number; transactions?: readonly TransactionRecord[] } = {}) {
  const backend = new InMemoryBackend();
  const user = backend.addUser(
    await userFactory.create(
      { country: 'fr', balance: money(options.balance ?? 0, 'EUR'), transactions: options.transactions ?? [] },
      { transient: { password: PASSWORD } },
    ),
  );
  const tokens = new MemoryTokenStore();
  const issued = await new FakeAuthGateway(backend).requestToken({ email: user.email, password: PASSWORD }, 'fr');
  if (!issued.ok) throw new Error('login failed');
  tokens.save(issued.value);
  ownSaved(tokens, user.id);
  const renewal = new SessionRenewal(tokens);
  const users = new FakeUserGateway(backend, renewal);
  const wallet = new FakeWalletGateway(backend, renewal);
  const sent = vi.spyOn(backend, 'deleteAccount');
  return {
    backend,
    user,
    tokens,
    issued: issued.value,
    sent,
    deleteAccount: bound(new DeleteAccount(users, wallet, tokens), user.id),
    check: { execute: () => loadDeletionBlock(wallet) },
  };
}

/** The deletion as the customer's page sends it: prepared for them (issue 42). */
const bound = (deletion: DeleteAccount, customer: string) => ({
  execute: (input: Parameters<DeleteAccount['execute']>[0]) => deletion.execute(input, customer),
});

const pending = (category: 'SCAN' | 'WITHDRAWAL') =>
  scanFactory.build(
    { category, status: 'PENDING', amount: money(category === 'SCAN' ? 250 : -1000, 'EUR') },
    { transient: { country: 'fr' } },
  );

describe('DeleteAccount (spec §5)', () => {
  it('deletes the account and its tokens, and clears the tokens on this device', async () => {
    const { backend, user, tokens, issued, deleteAccount } = await setup();
    expect(await deleteAccount.execute({ password: PASSWORD, confirmed: true })).toEqual({ ok: true, value: undefined });
    expect(backend.findUser(user.email, 'fr')).toBeUndefined();
    expect(backend.isTokenLive(issued.accessToken)).toBe(false);
    expect(backend.isTokenLive(issued.refreshToken)).toBe(false);
    expect(tokens.load()).toBeNull();
    // The same credentials no longer open anything.
    expect(await new FakeAuthGateway(backend).requestToken({ email: user.email, password: PASSWORD }, 'fr')).toEqual({
      ok: false,
      error: { code: 'wrong_password' },
    });
  });

  it('needs the password and the irreversibility box, and sends nothing without them', async () => {
    const { deleteAccount, sent } = await setup();
    expect(await deleteAccount.execute({ password: '', confirmed: false })).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { password: 'enter_valid_password', confirmed: 'deletion_not_confirmed' } },
    });
    expect(await deleteAccount.execute({ password: PASSWORD, confirmed: false })).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { confirmed: 'deletion_not_confirmed' } },
    });
    expect(await deleteAccount.execute({ password: 'x'.repeat(129), confirmed: true })).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { password: 'too_long' } },
    });
    expect(sent).not.toHaveBeenCalled();
  });

  it('a wrong password is an error on the password field; the account and the session stay', async () => {
    const { backend, user, tokens, deleteAccount } = await setup();
    expect(await deleteAccount.execute({ password: 'not-my-password', confirmed: true })).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { password: 'password_incorrect' } },
    });
    expect(backend.findUser(user.email, 'fr')).toBeDefined();
    expect(tokens.load()).not.toBeNull();
  });

  it.each([
    ['a positive balance', { balance: 1 }, 'delete_blocked_balance', 'positive_balance'],
    ['a pending scan', { transactions: [pending('SCAN')] }, 'delete_blocked_pending', 'pending_request'],
    ['a pending withdrawal', { transactions: [pending('WITHDRAWAL')] }, 'delete_blocked_pending', 'pending_request'],
  ] as const)('is refused with %s before anything is sent, and the account stays', async (_case, world, code, reason) => {
    const { backend, user, tokens, deleteAccount, check, sent } = await setup(world);
    expect(await check.execute()).toEqual({ ok: true, value: reason });
    expect(await deleteAccount.execute({ password: PASSWORD, confirmed: true })).toEqual({ ok: false, error: { code } });
    expect(sent).not.toHaveBeenCalled();
    expect(backend.findUser(user.email, 'fr')).toBeDefined();
    expect(tokens.load()).not.toBeNull();
  });

  it('says when nothing blocks the deletion', async () => {
    const { check } = await setup();
    expect(await check.execute()).toEqual({ ok: true, value: null });
  });

  it('keeps the session when the server cannot be reached', async () => {
    const { backend, tokens, deleteAccount } = await setup();
    backend.failNext('network_error', { call: 'deleteAccount' });
    expect(await deleteAccount.execute({ password: PASSWORD, confirmed: true })).toEqual({ ok: false, error: { code: 'network_error' } });
    expect(tokens.load()).not.toBeNull();
  });
});
