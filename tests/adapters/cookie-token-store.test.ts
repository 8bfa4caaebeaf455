import { CookieTokenStore } from '../../src/adapters/cookies/cookie-token-store';
import { BrowserLikeJar } from './cookie-jar';

describe('CookieTokenStore', () => {
  const now = 1_000_000;
  const clock = () => now;

  it('keeps the tokens in cookies that live exactly expires_in seconds, on every path, same-site only', () => {
    const jar = new BrowserLikeJar(clock);
    const store = new CookieTokenStore(jar, true, clock);
    store.save({ accessToken: 'a.b.c', refreshToken: 'r-1', expiresIn: 3600 });
    expect(jar.writes[0]).toBe('access_token=a.b.c; Max-Age=3600; Path=/; SameSite=Strict; Secure');
    expect(jar.writes[1]).toBe('refresh_token=r-1; Max-Age=3600; Path=/; SameSite=Strict; Secure');
    expect(store.load()).toEqual(expect.objectContaining({ accessToken: 'a.b.c', refreshToken: 'r-1', secondsLeft: 3600, lifetime: 3600 }));
  });

  it('leaves Secure off on plain http (local demo)', () => {
    const jar = new BrowserLikeJar(clock);
    new CookieTokenStore(jar, false, clock).save({ accessToken: 'x', refreshToken: 'y', expiresIn: 100 });
    expect(jar.writes[0]).not.toContain('Secure');
  });

  it('reads tokens saved before the lifetime was kept, with an unknown lifetime (the two-minute margin)', () => {
    const jar = new BrowserLikeJar(clock);
    jar.cookie = `access_token=x; Max-Age=600; Path=/`;
    jar.cookie = `refresh_token=y; Max-Age=600; Path=/`;
    jar.cookie = `token_expires_at=${now + 600_000}; Max-Age=600; Path=/`;
    expect(new CookieTokenStore(jar, false, clock).load()).toEqual({
      accessToken: 'x',
      refreshToken: 'y',
      secondsLeft: 600,
      lifetime: Number.POSITIVE_INFINITY,
      // Saved before the owner was kept too: a session of unknown owner, which the restore at start owns.
      session: '',
      owner: null,
    });
  });

  it('says session_not_saved when the browser drops a token cookie over 4 KB, and leaves nothing half saved', () => {
    const jar = new BrowserLikeJar(clock);
    const store = new CookieTokenStore(jar, true, clock);
    const huge = 'h'.repeat(4100);
    expect(store.save({ accessToken: huge, refreshToken: 'r-1', expiresIn: 3600 })).toEqual({
      ok: false,
      error: { code: 'session_not_saved' },
    });
    expect(store.load()).toBeNull();
    expect(jar.cookie).toBe('');
  });

  it('keeps a token just under the limit', () => {
    const store = new CookieTokenStore(new BrowserLikeJar(clock), true, clock);
    const large = 'l'.repeat(4096 - 'access_token'.length);
    expect(store.save({ accessToken: large, refreshToken: 'r-1', expiresIn: 3600 })).toEqual({ ok: true, value: undefined });
    expect(store.load()?.accessToken).toBe(large);
  });

  it('never touches localStorage', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    new CookieTokenStore(new BrowserLikeJar(clock), false, clock).save({ accessToken: 'x', refreshToken: 'y', expiresIn: 100 });
    expect(setItem).not.toHaveBeenCalled();
  });
});
