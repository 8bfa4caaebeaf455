import type { SessionRenewal } from '../../src/adapters/session/session-renewal';
import { expecting, SESSION_ERROR_CODES, type ErrorCode } from '../../src/core/shared/domain-error';
import type { Result } from '../../src/core/shared/result';

/**
 * An authenticated in-process call, as the HTTP adapters make it: through the session renewal
 * (renewed near expiry, one renewal and replay after a 401), its errors narrowed to the codes the
 * port declares for it plus the session ones.
 */
export const authenticated = <T, C extends ErrorCode>(
  session: SessionRenewal,
  send: (accessToken: string | null) => Promise<Result<T>>,
  expected: readonly C[],
) => expecting(session.call(send), [...expected, ...SESSION_ERROR_CODES]);
