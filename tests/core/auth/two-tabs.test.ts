import { FakeAuthGateway } from '../../../fakes/adapters/fake-auth-gateway';
import { FakeUserGateway } from '../../../fakes/adapters/fake-user-gateway';
import { FakeWalletGateway } from '../../../fakes/adapters/fake-wallet-gateway';
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { InMemoryBackend } from '../../../fakes/backend/in-memory-backend';
import { userFactory } from '../../../fakes/factories/user.factory';
import { SessionEventEmitter } from '../../../src/adapters/session/session-event-emitter';
import { SessionRenewal } from '../../../src/adapters/session/session-renewal';
import { WebLocksSessionLock } from '../../../src/adapters/session/web-locks-session-lock';
import type { AuthGateway } from '../../../src/core/auth/ports/auth-gateway.port';
import { CheckSignedInCustomer } from '../../../src/core/auth/use-cases/check-signed-in-customer';
import { LoginUser } from '../../../src/core/auth/use-cases/login-user';
import { LogoutUser } from '../../../src/core/auth/use-cases/logout-user';
import { RefreshSession } from '../../../src/core/auth/use-cases/refresh-session';
import { RestoreSession } from '../../../src/core/auth/use-cases/restore-session';

// Issue 42: two tabs of one browser share the session's cookies; each page keeps whom it signed in as.

const ANA = { email: 'ana@example.com', password: 'password-ana' };
const BEN = { email: 'ben@example.com', password: 'password-ben' };

async function browser() {
  let now = Date.parse('2026-11-21T10:00:00Z');
  const clock = () => now;
  const backend = new InMemoryBackend(clock);
  const ana = backend.addUser(await userFactory.create({ email: ANA.email, country: 'fr' }, { transient: { password: ANA.password } }));
  const ben = backend.addUser(await userFactory.create({ email: BEN.email, country: 'fr' }, { transient: { password: BEN.password } }));
  const announced = vi.fn();
  const cookies = new MemoryTokenStore(clock);
  /** A tab: its page, over the shared cookies; `auth` lets a test hold the token call. */
  const tab = (tokens: MemoryTokenStore, auth: AuthGateway = new FakeAuthGateway(backend)) => {
    const renewal = new SessionRenewal(tokens, { announce: announced, onAnnounced: () => () => undefined });
    const refresh = new RefreshSession(auth, tokens, new WebLocksSessionLock(null), new SessionEventEmitter());
    renewal.useRenewer((refused) => refresh.execute(refused === undefined ? {} : { refusedAccessToken: refused }));
    const users = new FakeUserGateway(backend, renewal);
    return {
      tokens,
      refresh,
      wallet: new FakeWalletGateway(backend, renewal),
      login: (who: typeof ANA) => new LoginUser(auth, users, tokens).execute({ ...who, locale: 'fr-FR' }),
      logout: () => new LogoutUser(tokens, auth).execute(),
      restore: () => new RestoreSession(tokens, users).execute(),
      check: async (shows: boolean) => {
        const checked = await new CheckSignedInCustomer(tokens).execute(shows);
        return checked.ok ? checked.value : null;
      },
    };
  };
  return {
    backend,
    ana,
    ben,
    announced,
    first: tab(cookies),
    second: () => tab(cookies.anotherTab()),
    tab,
    cookies,
    advance: (s: number) => (now += s * 1000),
  };
}

describe('two tabs, one browser (issue 42 point 1)', () => {
  it('a page never sends with another customer’s tokens: the call is refused here, and every tab is told', async () => {
    const { backend, first, second, announced } = await browser();
    await first.login(ANA);
    const other = second();
    await other.logout();
    await other.login(BEN);
    const balance = vi.spyOn(backend, 'balance');
    expect(await first.wallet.balance()).toEqual({ ok: false, error: { code: 'another_customer' } });
    expect(balance).not.toHaveBeenCalled();
    expect(announced).toHaveBeenCalled();
    // The other tab, Ben's own, reads Ben's money.
    expect((await other.wallet.balance()).ok).toBe(true);
  });

  it('nothing goes while a sign-in elsewhere has not read its customer yet', async () => {
    const { backend, first, second } = await browser();
    await first.login(ANA);
    const other = second();
    other.tokens.clear();
    const issued = await new FakeAuthGateway(backend).requestToken(BEN, 'fr');
    if (!issued.ok) throw new Error('no token');
    other.tokens.save(issued.value);
    const balance = vi.spyOn(backend, 'balance');
    expect(await first.wallet.balance()).toEqual({ ok: false, error: { code: 'another_customer' } });
    expect(balance).not.toHaveBeenCalled();
  });

  it('says what changed, as each page sees it', async () => {
    const { first, second, ana } = await browser();
    expect(await first.check(false)).toBe('none');
    await first.login(ANA);
    expect(await first.check(true)).toBe('none');
    const other = second();
    await other.logout();
    expect(await first.check(true)).toBe('signedOut');
    await other.login(ANA);
    // Signed out here, the same customer signed in again there: taken up where the page is.
    expect(await first.check(false)).toBe('signedIn');
    await other.logout();
    await other.login(BEN);
    expect(await first.check(false)).toBe('another');
    expect(await first.check(true)).toBe('another');
    // A page that never had a customer takes up whoever signs in.
    expect(await second().check(false)).toBe('signedIn');
    expect(ana.id).not.toBe(other.tokens.load()?.owner);
  });

  it('the restore at start makes the page, and the saved session, its customer’s', async () => {
    const { first, second, ana } = await browser();
    await first.login(ANA);
    const reopened = second();
    expect(reopened.tokens.pageCustomer()).toBeNull();
    expect(await reopened.restore()).toMatchObject({ ok: true, value: { id: ana.id } });
    expect(reopened.tokens.pageCustomer()).toBe(ana.id);
    expect(reopened.tokens.load()?.owner).toBe(ana.id);
  });

  it('a renewal whose answer comes after another sign-in leaves that sign-in as it is', async () => {
    const { backend, first, second, tab, cookies, advance, ben } = await browser();
    await first.login(ANA);
    advance((first.tokens.load()?.lifetime ?? 0) - 10);
    // This tab's renewal is held while Ben signs in in the other one.
    const auth = new FakeAuthGateway(backend);
    let release = () => undefined as void;
    let asked = 0;
    const held: AuthGateway = {
      ...auth,
      requestToken: auth.requestToken.bind(auth),
      requestPasswordReset: auth.requestPasswordReset.bind(auth),
      setNewPassword: auth.setNewPassword.bind(auth),
      signUp: auth.signUp.bind(auth),
      revoke: auth.revoke.bind(auth),
      refresh: async (token) => {
        asked += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return auth.refresh(token);
      },
    };
    const renewing = tab(cookies, held).refresh.execute();
    await vi.waitFor(() => expect(asked).toBe(1));
    const other = second();
    await other.logout();
    await other.login(BEN);
    release();
    await renewing;
    expect(cookies.load()?.owner).toBe(ben.id);
    expect((await other.wallet.balance()).ok).toBe(true);
    expect(await first.wallet.balance()).toEqual({ ok: false, error: { code: 'another_customer' } });
  });
});
