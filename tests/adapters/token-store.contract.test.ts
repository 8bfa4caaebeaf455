import { MemoryTokenStore } from '../../fakes/adapters/memory-token-store';
import { CookieTokenStore } from '../../src/adapters/cookies/cookie-token-store';
import type { TokenStore } from '../../src/core/auth/ports/token-store.port';
import { BrowserLikeJar } from './cookie-jar';

/** Every TokenStore behaves alike: the fakes used by use-case and screen tests must not hide what cookies do. */
/** A store, and another tab of the same browser (the same cookies, its own page). */
type Tabs = (clock: () => number) => TokenStore & { anotherTab(): TokenStore };

const cookieTabs: Tabs = (clock) => {
  const jar = new BrowserLikeJar(clock);
  let sessions = 0;
  const tab = () => new CookieTokenStore(jar, true, clock, () => `s-${++sessions}`);
  return Object.assign(tab(), { anotherTab: tab });
};

describe.each([
  ['CookieTokenStore', cookieTabs],
  ['MemoryTokenStore', ((clock) => new MemoryTokenStore(clock)) as Tabs],
])('%s', (_name, create) => {
  let now = Date.parse('2026-11-21T10:00:00Z');
  const clock = () => now;
  const pair = { accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 100 };

  it('has nothing before a save', () => {
    expect(create(clock).load()).toBeNull();
  });

  it('gives back the tokens with their whole lifetime left, right after the save', () => {
    const store = create(clock);
    expect(store.save(pair)).toEqual({ ok: true, value: undefined });
    expect(store.load()).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      secondsLeft: 100,
      lifetime: 100,
      session: expect.any(String),
      owner: null,
    });
  });

  it('reports the seconds LEFT as the clock runs, and the lifetime at issue', () => {
    const store = create(clock);
    store.save(pair);
    now += 40_000;
    expect(store.load()).toEqual(expect.objectContaining({ secondsLeft: 60, lifetime: 100 }));
  });

  it('has nothing once the tokens have expired', () => {
    const store = create(clock);
    store.save(pair);
    now += 100_000;
    expect(store.load()).toBeNull();
  });

  it('replaces older tokens with the newest', () => {
    const store = create(clock);
    store.save(pair);
    now += 80_000;
    store.save({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 3600 });
    expect(store.load()).toEqual(
      expect.objectContaining({ accessToken: 'access-2', refreshToken: 'refresh-2', secondsLeft: 3600, lifetime: 3600 }),
    );
  });

  it('forgets everything on clear', () => {
    const store = create(clock);
    store.save(pair);
    store.clear();
    expect(store.load()).toBeNull();
  });

  // Issue 42: whose tokens they are, shared by every tab; whom each page signed in as, its own.
  describe('whose tokens they are', () => {
    it('a new sign-in has no owner until its customer is read; then every tab sees the owner, and this page is theirs', () => {
      const store = create(clock);
      store.save(pair);
      const { session } = store.load() ?? { session: '' };
      expect(store.load()?.owner).toBeNull();
      expect(store.own('customer-a', session)).toBe(true);
      expect(store.load()?.owner).toBe('customer-a');
      expect(store.pageCustomer()).toBe('customer-a');
      const other = store.anotherTab();
      expect(other.load()?.owner).toBe('customer-a');
      expect(other.pageCustomer()).toBeNull();
    });

    it('a renewal keeps the session and its owner; a new sign-in elsewhere replaces both, and a late owning of the old one is refused', () => {
      const store = create(clock);
      store.save(pair);
      const first = store.load()?.session ?? '';
      store.own('customer-a', first);
      store.save({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 100 }, { session: first, owner: 'customer-a' });
      expect(store.load()).toEqual(expect.objectContaining({ session: first, owner: 'customer-a' }));
      const other = store.anotherTab();
      other.clear();
      other.save({ accessToken: 'b-access', refreshToken: 'b-refresh', expiresIn: 100 });
      expect(store.load()?.session).not.toBe(first);
      expect(store.load()?.owner).toBeNull();
      expect(store.own('customer-a', first)).toBe(false);
      expect(store.load()?.owner).toBeNull();
      // This page still knows whom it showed: another customer's tokens are not its own.
      expect(store.pageCustomer()).toBe('customer-a');
    });

    it('forgets the owner with the tokens on clear', () => {
      const store = create(clock);
      store.save(pair);
      store.own('customer-a', store.load()?.session ?? '');
      store.clear();
      expect(store.load()).toBeNull();
      store.save(pair);
      expect(store.load()?.owner).toBeNull();
    });
  });
});
