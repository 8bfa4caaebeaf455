import { SERVER_CODES, type OAuthError, type ServerCode, type ServerError } from '../../src/contract/server-error.contract';
import type { ErrorCode } from '../../src/core/shared/domain-error';

export type ServerResult<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: ServerError };

export const answer = <T>(data: T): ServerResult<T> => ({ ok: true, data });

/** A refusal with one of the contract's codes (src/contract): the server names no code the client's mapping cannot know of. */
export const fail = (
  status: number,
  code: ServerCode | OAuthError,
  message: string,
  extra: Partial<ServerError> = {},
): ServerResult<never> => ({
  ok: false,
  error: { status, code, message, ...extra },
});

export const unauthorized = (): ServerResult<never> => fail(401, SERVER_CODES.unauthorized, 'Unauthorized');

/** Field name (as the request names it) → the app's error code for that field's problem. */
export type FieldProblems = Readonly<Record<string, ErrorCode | undefined>>;

/** 422 RS_0002 with the fields that have a problem, or null when none has. */
export function invalidFields(problems: FieldProblems): ServerResult<never> | null {
  const fields = Object.fromEntries(Object.entries(problems).filter((e): e is [string, ErrorCode] => e[1] !== undefined));
  return Object.keys(fields).length === 0 ? null : fail(422, SERVER_CODES.validationFailed, 'Validation failed', { fields });
}
