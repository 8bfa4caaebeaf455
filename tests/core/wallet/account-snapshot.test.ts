import { MemoryAccountSnapshotStore } from '../../../fakes/adapters/memory-account-snapshot-store';
import { FakeAuthGateway } from '../../../fakes/adapters/fake-auth-gateway';
import { FakeUserGateway } from '../../../fakes/adapters/fake-user-gateway';
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { userFactory } from '../../../fakes/factories/user.factory';
import { InMemoryBackend } from '../../../fakes/backend/in-memory-backend';
import { SessionEventEmitter } from '../../../src/adapters/session/session-event-emitter';
import { SessionRenewal } from '../../../src/adapters/session/session-renewal';
import { WebLocksSessionLock } from '../../../src/adapters/session/web-locks-session-lock';
import { copiesEndWithSession } from '../../../src/core/auth/copies-end-with-session';
import { LoginUser } from '../../../src/core/auth/use-cases/login-user';
import { LogoutUser } from '../../../src/core/auth/use-cases/logout-user';
import { RefreshSession } from '../../../src/core/auth/use-cases/refresh-session';
import { RestoreSession } from '../../../src/core/auth/use-cases/restore-session';
import { money } from '../../../src/core/shared/money';
import { SNAPSHOT_KEPT_MS, snapshotFor, type AccountSnapshot } from '../../../src/core/wallet/account-snapshot';
import { RecordBalanceSeen } from '../../../src/core/wallet/use-cases/record-balance-seen';

// Issue 44 point 4 (and issue 46 point 1): the device's copy of an account — whose, when written,
// when wiped, how old it may be.

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-21T10:00:00Z');

describe('snapshotFor: which copy a customer may be shown', () => {
  const copy: AccountSnapshot = { customer: 'ana', balance: money(1250, 'EUR'), readAt: NOW - DAY };
  it.each([
    ['their own, a day old', copy, 'ana', NOW, copy],
    ['their own, 30 days old to the ms', copy, 'ana', NOW - DAY + SNAPSHOT_KEPT_MS, copy],
    ['their own, older than 30 days', copy, 'ana', NOW - DAY + SNAPSHOT_KEPT_MS + 1, null],
    ['their own, read "later" than now (a clock set back)', copy, 'ana', NOW - 2 * DAY, null],
    ['another customer’s', copy, 'ben', NOW, null],
    ['none', null, 'ana', NOW, null],
  ] as const)('%s', (_, stored, customer, now, expected) => {
    expect(snapshotFor(stored, customer, now)).toEqual(expected);
  });
});

describe('RecordBalanceSeen', () => {
  const clock = { now: () => new Date(NOW) };

  it('keeps the fresh balance as the copy and answers null the first time', async () => {
    const snapshots = new MemoryAccountSnapshotStore();
    expect(await new RecordBalanceSeen(snapshots, clock).execute('ana', money(1250, 'EUR'))).toBeNull();
    expect(snapshots.kept).toEqual({ customer: 'ana', balance: money(1250, 'EUR'), readAt: NOW });
  });

  it('answers the balance this customer saw before, and keeps the new one', async () => {
    const snapshots = new MemoryAccountSnapshotStore();
    snapshots.write({ customer: 'ana', balance: money(900, 'EUR'), readAt: NOW - DAY });
    expect(await new RecordBalanceSeen(snapshots, clock).execute('ana', money(1250, 'EUR'))).toEqual(money(900, 'EUR'));
    expect(snapshots.kept?.balance).toEqual(money(1250, 'EUR'));
  });

  it.each([
    ['another customer’s copy', { customer: 'ben', balance: money(900, 'EUR'), readAt: NOW - DAY }],
    ['a copy older than 30 days', { customer: 'ana', balance: money(900, 'EUR'), readAt: NOW - SNAPSHOT_KEPT_MS - 1 }],
    ['a copy in another currency', { customer: 'ana', balance: money(900, 'JPY'), readAt: NOW - DAY }],
  ] as const)('never answers %s, and replaces it', async (_, stored) => {
    const snapshots = new MemoryAccountSnapshotStore();
    snapshots.write(stored);
    expect(await new RecordBalanceSeen(snapshots, clock).execute('ana', money(1250, 'EUR'))).toBeNull();
    expect(snapshots.kept).toEqual({ customer: 'ana', balance: money(1250, 'EUR'), readAt: NOW });
  });
});

describe('copiesEndWithSession: the copy lives no longer than the session on this device', () => {
  const setup = async () => {
    const backend = new InMemoryBackend(() => NOW);
    for (const [email, name] of [
      ['ana@example.com', 'Ana'],
      ['ben@example.com', 'Ben'],
    ])
      backend.addUser(await userFactory.create({ email, country: 'fr', name }, { transient: { password: 'password-1' } }));
    const cookies = new MemoryTokenStore(() => NOW);
    const snapshots = new MemoryAccountSnapshotStore();
    const tokens = copiesEndWithSession(cookies, snapshots);
    const renewal = new SessionRenewal(tokens);
    const users = new FakeUserGateway(backend, renewal);
    const auth = new FakeAuthGateway(backend);
    const refresh = new RefreshSession(auth, tokens, new WebLocksSessionLock(null), new SessionEventEmitter());
    renewal.useRenewer((refused) => refresh.execute(refused === undefined ? {} : { refusedAccessToken: refused }));
    const signIn = async (email: string) => {
      const result = await new LoginUser(auth, users, tokens).execute({ email, password: 'password-1', locale: 'fr-FR' });
      if (!result.ok) throw new Error(`sign-in of ${email} failed`);
      return result.value.id;
    };
    const seen = (customer: string) => new RecordBalanceSeen(snapshots, { now: () => new Date(NOW) }).execute(customer, money(1250, 'EUR'));
    return {
      backend,
      cookies,
      snapshots,
      tokens,
      signIn,
      seen,
      restore: new RestoreSession(tokens, users),
      logout: new LogoutUser(tokens, auth),
    };
  };

  it('is wiped at sign-out', async () => {
    const { signIn, seen, logout, snapshots } = await setup();
    await seen(await signIn('ana@example.com'));
    await logout.execute();
    expect(snapshots.kept).toBeNull();
  });

  it('is wiped when the saved session is refused', async () => {
    const { signIn, seen, restore, backend, snapshots } = await setup();
    await seen(await signIn('ana@example.com'));
    backend.revokeAllTokens();
    expect(await restore.execute()).toEqual({ ok: true, value: null });
    expect(snapshots.kept).toBeNull();
  });

  it('is wiped when the session ended without this page (expired, or signed out in a tab gone since)', async () => {
    const { signIn, seen, cookies, tokens, snapshots } = await setup();
    await seen(await signIn('ana@example.com'));
    cookies.anotherTab().clear();
    expect(tokens.load()).toBeNull();
    expect(snapshots.kept).toBeNull();
  });

  it('is wiped when another customer signs in, and kept when the same one signs in again', async () => {
    const { signIn, seen, logout, snapshots, restore } = await setup();
    const ana = await signIn('ana@example.com');
    await seen(ana);
    await signIn('ana@example.com');
    expect(snapshots.kept?.customer).toBe(ana);
    await restore.execute();
    expect(snapshots.kept?.customer).toBe(ana);
    snapshots.kept = { customer: ana, balance: money(1, 'EUR'), readAt: NOW };
    await signIn('ben@example.com');
    expect(snapshots.kept).toBeNull();
    await logout.execute();
  });
});
