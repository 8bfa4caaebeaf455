import { MemoryTokenStore } from '../../fakes/adapters/memory-token-store';
import { CookieTokenStore } from '../../src/adapters/cookies/cookie-token-store';
import type { TokenStore } from '../../src/core/auth/ports/token-store.port';
import { BrowserLikeJar } from './cookie-jar';

/** Every TokenStore behaves alike: the fakes used by use-case and screen tests must not hide what cookies do. */
describe.each([
  ['CookieTokenStore', (clock: () => number): TokenStore => new CookieTokenStore(new BrowserLikeJar(clock), true, clock)],
  ['MemoryTokenStore', (clock: () => number): TokenStore => new MemoryTokenStore(clock)],
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
    expect(store.load()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1', secondsLeft: 100, lifetime: 100 });
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
    expect(store.load()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2', secondsLeft: 3600, lifetime: 3600 });
  });

  it('forgets everything on clear', () => {
    const store = create(clock);
    store.save(pair);
    store.clear();
    expect(store.load()).toBeNull();
  });
});
