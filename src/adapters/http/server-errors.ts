import type { DomainError } from '../../core/shared/domain-error';

/** An error as the scheme's server reports it: HTTP status, its own code and message. */
export interface ServerError {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  /** From a 429's Retry-After header: seconds to wait before trying again. */
  readonly retryAfterSeconds?: number;
  /** Field-level problems of a 422: input name → the server's code for it. */
  readonly fields?: Readonly<Record<string, string>>;
}

/** The server's codes that the app knows (spec §8). */
const KNOWN: Readonly<Record<string, DomainError['code']>> = {
  LB_0102: 'wrong_password',
  RS_0001: 'something_went_wrong',
  // Assumed codes for what the spec names without a code (docs/api-contract.md).
  SU_0001: 'email_taken',
  RP_0001: 'password_link_used',
  VE_0001: 'code_not_recognised',
};

/** OAuth's codes for a refused grant (RFC 6749 §5.2), sent with a 400: the session is refused, as with a 401. */
const REFUSED_GRANT: ReadonlySet<string> = new Set(['invalid_grant', 'invalid_client']);

/**
 * Maps a server error to a domain error. Known codes map to their domain code;
 * a 401 without a known code means the session is gone; anything else is
 * "something went wrong" with the server's own message kept for the screen.
 */
export function toDomainError(error: ServerError): DomainError {
  // Own keys only: a code named "constructor" or "__proto__" must not find Object's members.
  const known = Object.hasOwn(KNOWN, error.code) ? KNOWN[error.code] : undefined;
  if (known) return { code: known };
  if (error.status === 429) {
    return error.retryAfterSeconds === undefined
      ? { code: 'rate_limited' }
      : { code: 'rate_limited', retryAfterSeconds: error.retryAfterSeconds };
  }
  if (error.status === 401 || (error.status === 400 && REFUSED_GRANT.has(error.code))) return { code: 'unauthorized' };
  if (error.status === 404) return { code: 'not_found' };
  return error.message ? { code: 'something_went_wrong', message: error.message } : { code: 'something_went_wrong' };
}
