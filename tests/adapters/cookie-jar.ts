import type { CookieJar } from '../../src/adapters/cookies/cookie-token-store';

/**
 * A cookie jar that records what was written and honours Max-Age like a browser, and, like one,
 * silently drops a cookie whose name and value are over 4096 bytes (jsdom keeps any size).
 */
export class BrowserLikeJar implements CookieJar {
  static readonly MAX_COOKIE_BYTES = 4096;
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
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    if (new TextEncoder().encode(name + value).length > BrowserLikeJar.MAX_COOKIE_BYTES) return;
    const maxAge = Number(attrs.find((a) => a.startsWith('Max-Age='))?.slice(8) ?? Infinity);
    this.store.set(name, { value, expires: this.now() + maxAge * 1000 });
  }
}
