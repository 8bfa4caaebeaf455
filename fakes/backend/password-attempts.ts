import { SERVER_CODES } from '../../src/contract/server-error.contract';
import { fail, type ServerResult } from './server-result';
import type { World } from './world';

/** Wrong passwords an account may have in the window before every password check answers 429. */
export const PASSWORD_FAILURE_LIMIT = 5;
export const PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Wrong-password attempts per account (market + email), shared by every call that checks a
 * password: the login, the password change and the account deletion. One count for all, so that a
 * stolen session cannot keep guessing through the calls that need the password again.
 */
export class PasswordAttempts {
  constructor(private readonly world: World) {}

  static keyOf(country: string, email: string): string {
    return `${country}:${email.trim().toLowerCase()}`;
  }

  /** 429 while the account has had too many wrong passwords in the window; Retry-After is when the oldest leaves it. */
  limited(key: string): ServerResult<never> | null {
    const recent = this.recent(key);
    if (recent.length < PASSWORD_FAILURE_LIMIT) return null;
    const oldest = recent[recent.length - PASSWORD_FAILURE_LIMIT] ?? this.world.now();
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + PASSWORD_FAILURE_WINDOW_MS - this.world.now()) / 1000));
    return fail(429, SERVER_CODES.rateLimited, 'Too many attempts; try again later', { retryAfterSeconds });
  }

  failed(key: string): void {
    this.forgetOld();
    this.world.loginFailures.set(key, [...this.recent(key), this.world.now()]);
    this.world.changed();
  }

  succeeded(key: string): void {
    if (this.world.loginFailures.delete(key)) this.world.changed();
  }

  private recent(key: string): readonly number[] {
    const since = this.world.now() - PASSWORD_FAILURE_WINDOW_MS;
    return (this.world.loginFailures.get(key) ?? []).filter((t) => t > since);
  }

  /** Drops the accounts whose failures have all left the window, so the table does not grow forever. */
  private forgetOld(): void {
    for (const key of this.world.loginFailures.keys()) {
      if (this.recent(key).length === 0) this.world.loginFailures.delete(key);
    }
  }
}
