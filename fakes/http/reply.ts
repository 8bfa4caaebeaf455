import type { ServerResponse } from 'node:http';
import {
  isOAuthError,
  SERVER_CODES,
  type ErrorBody,
  type OAuthErrorBody,
  type ServerError,
} from '../../src/contract/server-error.contract';
import type { ServerResult } from '../backend/server-result';
import type { BodyReader } from './body';

/** An answer of the fake API, before it is written. */
export interface Reply {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export const send = (res: ServerResponse, reply: Reply): void => {
  res.writeHead(reply.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...reply.headers,
  });
  res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
};

/**
 * A server error as the wire carries it: OAuth errors as `{ error, error_description }`
 * (RFC 6749 §5.2), others as `{ code, message }` plus `fields` for field errors; a 429 says
 * in `Retry-After` how many seconds to wait.
 */
export function wireError(error: ServerError): Reply {
  const body: ErrorBody | OAuthErrorBody = isOAuthError(error.code)
    ? { error: error.code, error_description: error.message }
    : {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.since ? { since: error.since } : {}),
      };
  const headers = error.retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(error.retryAfterSeconds) };
  return headers ? { status: error.status, body, headers } : { status: error.status, body };
}

/** The backend's answer on the wire: its data in the `{ data }` envelope (or as `map` writes it), or its error. */
export const reply = <T>(result: ServerResult<T>, map: (data: T) => unknown = (d) => ({ data: d }), okStatus = 200): Reply =>
  result.ok ? { status: okStatus, body: map(result.data) } : wireError(result.error);

/** An empty success body. */
export const EMPTY = (): object => ({});

const error = (status: number, body: ErrorBody): Reply => ({ status, body });

export const bad = (message: string): Reply => error(422, { code: SERVER_CODES.somethingWentWrong, message });
export const notFound: Reply = error(404, { code: SERVER_CODES.notFound, message: 'Not found' });
export const notJson: Reply = error(400, { code: SERVER_CODES.somethingWentWrong, message: 'Body is not JSON' });
export const notJsonType: Reply = error(415, { code: SERVER_CODES.somethingWentWrong, message: 'Content-Type must be application/json' });

/** A body whose fields are missing or of the wrong type, or null when it reads well. */
export const badBody = (body: BodyReader): Reply | null =>
  body.valid ? null : error(422, { code: SERVER_CODES.validationFailed, message: 'Validation failed', fields: { ...body.problems } });

/** A new password with its confirmation, and the one other field its call needs (current password or reset token). */
export async function withNewPassword(
  body: BodyReader,
  field: string,
  call: (value: string, password: string) => Promise<Reply>,
): Promise<Reply> {
  const value = body.string(field);
  const password = body.string('password');
  const confirmation = body.string('password_confirmation');
  if (body.valid && password !== confirmation) body.problems.password_confirmation = 'passwords_do_not_match';
  return badBody(body) ?? call(value, password);
}
