import type { ServerError } from '../../src/adapters/http/server-errors';
import type { ErrorCode } from '../../src/core/shared/domain-error';

export type ServerResult<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: ServerError };

export const answer = <T>(data: T): ServerResult<T> => ({ ok: true, data });

export const fail = (status: number, code: string, message: string, extra: Partial<ServerError> = {}): ServerResult<never> => ({
  ok: false,
  error: { status, code, message, ...extra },
});

export const unauthorized = (): ServerResult<never> => fail(401, 'LB_0401', 'Unauthorized');

/** Field name (as the request names it) → the app's error code for that field's problem. */
export type FieldProblems = Readonly<Record<string, ErrorCode | undefined>>;

/** 422 RS_0002 with the fields that have a problem, or null when none has. */
export function invalidFields(problems: FieldProblems): ServerResult<never> | null {
  const fields = Object.fromEntries(Object.entries(problems).filter((e): e is [string, ErrorCode] => e[1] !== undefined));
  return Object.keys(fields).length === 0 ? null : fail(422, 'RS_0002', 'Validation failed', { fields });
}

/** OAuth 2 errors (RFC 6749 §5.2) of the token endpoint: the wire carries them as `{ error, error_description }`. */
export const OAUTH_ERRORS = ['invalid_grant', 'invalid_client', 'invalid_request', 'unsupported_grant_type'] as const;
export const isOAuthError = (code: string): boolean => (OAUTH_ERRORS as readonly string[]).includes(code);
