import type { TokenStore } from '../../core/auth/ports/token-store.port';
import type { SavedTokens, TokenPair } from '../../core/auth/session';
import { domainError, type DomainError } from '../../core/shared/domain-error';
import { err, ok, type Result } from '../../core/shared/result';
import { readCookies, type CookieJar } from './cookie-jar';
import { TOKEN_COOKIES } from './token-cookie-names.js';

const { access: ACCESS, refresh: REFRESH, expiresAt: EXPIRES_AT, lifetime: LIFETIME, owner: OWNER } = TOKEN_COOKIES;

export type { CookieJar } from './cookie-jar';

/**
 * Tokens in cookies with max-age = expires_in (spec §4), Path=/, SameSite=Strict,
 * and Secure over https. Never localStorage: the brief forbids it. The expiry and the
 * lifetime at issue are kept beside them, so that the time left, and when to renew, are
 * known after a reload.
 *
 * Every save is read back: a browser silently drops a cookie it will not keep (over ~4 KB),
 * and in Chromium the read also waits for the write to land, so another tab that takes the
 * refresh lock after this one reads the new tokens, not the spent ones.
 *
 * Beside them, the sign-in they belong to and its customer (issue 42): every tab reads the same
 * cookies, so each knows at once whose tokens it would send. This page's own customer is kept in
 * memory: a tab's, not the browser's.
 */
export class CookieTokenStore implements TokenStore {
  private customer: string | null = null;

  constructor(
    private readonly jar: CookieJar = document,
    private readonly secure: boolean = location.protocol === 'https:',
    private readonly now: () => number = () => Date.now(),
    private readonly newSession: () => string = () => crypto.randomUUID(),
  ) {}

  load(): SavedTokens | null {
    const cookies = this.read();
    const accessToken = cookies.get(ACCESS);
    const refreshToken = cookies.get(REFRESH);
    const expiresAt = Number(cookies.get(EXPIRES_AT));
    if (!accessToken || !refreshToken || !Number.isFinite(expiresAt)) return null;
    const secondsLeft = Math.floor((expiresAt - this.now()) / 1000);
    if (secondsLeft <= 0) return null;
    // Saved before the lifetime was kept: unknown, so the plain two-minute margin applies.
    const lifetime = Number(cookies.get(LIFETIME) ?? Number.POSITIVE_INFINITY);
    // Saved before the owner was kept: a session of unknown owner, which the restore at start owns.
    const [session = '', owner = ''] = (cookies.get(OWNER) ?? '').split('|');
    return {
      accessToken,
      refreshToken,
      secondsLeft,
      lifetime: lifetime > 0 ? lifetime : Number.POSITIVE_INFINITY,
      session,
      owner: owner || null,
    };
  }

  save(tokens: TokenPair, continues?: Pick<SavedTokens, 'session' | 'owner'>): Result<void, DomainError<'session_not_saved'>> {
    const maxAge = Math.max(0, Math.floor(tokens.expiresIn));
    // A new sign-in in this tab: the page has no customer until it is read with these tokens.
    if (!continues) this.customer = null;
    this.write(ACCESS, tokens.accessToken, maxAge);
    this.write(REFRESH, tokens.refreshToken, maxAge);
    this.write(EXPIRES_AT, String(this.now() + maxAge * 1000), maxAge);
    this.write(LIFETIME, String(maxAge), maxAge);
    this.write(OWNER, `${continues?.session || this.newSession()}|${continues?.owner ?? ''}`, maxAge);
    const kept = this.read();
    if (kept.get(ACCESS) === tokens.accessToken && kept.get(REFRESH) === tokens.refreshToken) return ok(undefined);
    this.clear();
    return err(domainError('session_not_saved'));
  }

  own(customer: string, session: string): boolean {
    const saved = this.load();
    if (!saved || saved.session !== session) return false;
    const maxAge = Math.max(0, saved.secondsLeft);
    this.write(OWNER, `${session || this.newSession()}|${customer}`, maxAge);
    this.customer = customer;
    return true;
  }

  pageCustomer(): string | null {
    return this.customer;
  }

  clear(): void {
    for (const name of [ACCESS, REFRESH, EXPIRES_AT, LIFETIME, OWNER]) this.write(name, '', 0);
  }

  private write(name: string, value: string, maxAge: number): void {
    const secure = this.secure ? '; Secure' : '';
    this.jar.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
  }

  private read(): Map<string, string> {
    return readCookies(this.jar);
  }
}
