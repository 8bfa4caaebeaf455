import type { TokenStore } from '../../core/auth/ports/token-store.port';
import type { TokenPair } from '../../core/auth/session';

const ACCESS = 'access_token';
const REFRESH = 'refresh_token';
const EXPIRES_AT = 'token_expires_at';

/** The slice of `document` this store needs, so tests can give it a jar. */
export interface CookieJar {
  cookie: string;
}

/**
 * Tokens in cookies with max-age = expires_in (spec §4), Path=/, SameSite=Strict,
 * and Secure over https. Never localStorage: the brief forbids it. The expiry is
 * kept beside them so that the remaining lifetime is known after a reload.
 */
export class CookieTokenStore implements TokenStore {
  constructor(
    private readonly jar: CookieJar = document,
    private readonly secure: boolean = location.protocol === 'https:',
    private readonly now: () => number = () => Date.now(),
  ) {}

  load(): TokenPair | null {
    const cookies = this.read();
    const accessToken = cookies.get(ACCESS);
    const refreshToken = cookies.get(REFRESH);
    const expiresAt = Number(cookies.get(EXPIRES_AT));
    if (!accessToken || !refreshToken || !Number.isFinite(expiresAt)) return null;
    const expiresIn = Math.floor((expiresAt - this.now()) / 1000);
    return expiresIn > 0 ? { accessToken, refreshToken, expiresIn } : null;
  }

  save(tokens: TokenPair): void {
    const maxAge = Math.max(0, Math.floor(tokens.expiresIn));
    this.write(ACCESS, tokens.accessToken, maxAge);
    this.write(REFRESH, tokens.refreshToken, maxAge);
    this.write(EXPIRES_AT, String(this.now() + maxAge * 1000), maxAge);
  }

  clear(): void {
    for (const name of [ACCESS, REFRESH, EXPIRES_AT]) this.write(name, '', 0);
  }

  private write(name: string, value: string, maxAge: number): void {
    const secure = this.secure ? '; Secure' : '';
    this.jar.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
  }

  private read(): Map<string, string> {
    const entries = this.jar.cookie
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part): [string, string] => {
        const eq = part.indexOf('=');
        return eq < 0 ? [part, ''] : [part.slice(0, eq), safeDecode(part.slice(eq + 1))];
      });
    return new Map(entries.filter(([, value]) => value !== ''));
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
