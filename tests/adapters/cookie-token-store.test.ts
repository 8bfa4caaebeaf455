import { CookieTokenStore, type CookieJar } from '../../src/adapters/cookies/cookie-token-store';

/** A cookie jar that records what was written and honours Max-Age, like a browser. */
class Jar implements CookieJar {
  readonly writes: string[] = [];
  private store = new Map<string, { value: string; expires: number }>();
  constructor(private readonly now: () => number) {}
  get cookie(): string {
    return [...this.store]
      .filter(([, c]) => c.expires > this.now())
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }
  set cookie(line: string) {
    this.writes.push(line);
    const [pair = '', ...attrs] = line.split('; ');
    const [name = '', value = ''] = pair.split('=');
    const maxAge = Number(attrs.find((a) => a.startsWith('Max-Age='))?.slice(8) ?? Infinity);
    this.store.set(name, { value, expires: this.now() + maxAge * 1000 });
  }
}

describe('CookieTokenStore', () => {
  let now = 1_000_000;
  const clock = () => now;

  it('keeps the tokens in cookies that live exactly expires_in seconds, on every path, same-site only', () => {
    const jar = new Jar(clock);
    const store = new CookieTokenStore(jar, true, clock);
    store.save({ accessToken: 'a.b.c', refreshToken: 'r-1', expiresIn: 3600 });
    expect(jar.writes[0]).toBe('access_token=a.b.c; Max-Age=3600; Path=/; SameSite=Strict; Secure');
    expect(jar.writes[1]).toBe('refresh_token=r-1; Max-Age=3600; Path=/; SameSite=Strict; Secure');
    expect(store.load()).toEqual({ accessToken: 'a.b.c', refreshToken: 'r-1', expiresIn: 3600 });
  });

  it('leaves Secure off on plain http (local demo) and reports the remaining lifetime', () => {
    const jar = new Jar(clock);
    const store = new CookieTokenStore(jar, false, clock);
    store.save({ accessToken: 'x', refreshToken: 'y', expiresIn: 100 });
    expect(jar.writes[0]).not.toContain('Secure');
    now += 40_000;
    expect(store.load()?.expiresIn).toBe(60);
    now += 61_000;
    expect(store.load()).toBeNull();
  });

  it('clears every cookie it wrote', () => {
    const jar = new Jar(clock);
    const store = new CookieTokenStore(jar, false, clock);
    store.save({ accessToken: 'x', refreshToken: 'y', expiresIn: 100 });
    store.clear();
    expect(store.load()).toBeNull();
    expect(jar.cookie).toBe('');
  });

  it('never touches localStorage', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    new CookieTokenStore(new Jar(clock), false, clock).save({ accessToken: 'x', refreshToken: 'y', expiresIn: 100 });
    expect(setItem).not.toHaveBeenCalled();
  });
});
