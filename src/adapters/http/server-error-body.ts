import type { ServerError } from '../../contract/server-error.contract';
import { isRecord } from '../wire/read';

/**
 * Reads the server's error: `{ code, message, fields }` or `{ errors: [{ code, message }] }`, or
 * OAuth's `{ error, error_description }` (a refused token grant); a 429's Retry-After (seconds or
 * an HTTP date) becomes `retryAfterSeconds`; a readable `since` (assumed, issue 21) is kept. Anything else is a bare status.
 */
export function serverErrorFrom(status: number, headers: Headers, body: unknown, now: number = Date.now()): ServerError {
  const candidate = isRecord(body) && Array.isArray(body.errors) && isRecord(body.errors[0]) ? body.errors[0] : isRecord(body) ? body : {};
  const code = typeof candidate.code === 'string' ? candidate.code : typeof candidate.error === 'string' ? candidate.error : '';
  const message =
    typeof candidate.message === 'string'
      ? candidate.message
      : typeof candidate.error_description === 'string'
        ? candidate.error_description
        : '';
  const fields = fieldsOf(candidate.fields);
  const retryAfterSeconds = status === 429 ? retryAfter(headers.get('Retry-After'), now) : undefined;
  const since = typeof candidate.since === 'string' && !Number.isNaN(Date.parse(candidate.since)) ? candidate.since : undefined;
  return {
    status,
    code,
    message,
    ...(fields ? { fields } : {}),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    ...(since === undefined ? {} : { since }),
  };
}

/** `{ field: code }` with string codes only; null when there is none. */
function fieldsOf(value: unknown): Readonly<Record<string, string>> | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

/** Retry-After as whole seconds from now: `120`, or `Wed, 21 Oct 2026 07:28:00 GMT`; undefined when unreadable. */
export function retryAfter(header: string | null, now: number): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its day and month; V8 would otherwise read "-5" or "1.5" as dates.
  const at = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
