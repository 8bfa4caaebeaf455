import type { DomainError } from './domain-error';

/** Why a request's outcome cannot be known: which words the customer is told. */
export type UnknownReason = 'no_answer' | 'server_error' | 'unreadable';

/**
 * How an action that moves money or deletes something ended when it did not succeed — what the
 * customer can truthfully be told:
 * - `offline`: the device knew it had no network; nothing left it.
 * - `unknown`: the request may have reached the server and been carried out — no answer came
 *   (`no_answer`), the server failed while handling it (`server_error`), or its answer could not be
 *   read (`unreadable`). Only the very same request may be sent again.
 * - `refused`: the server (or the session) said no; nothing was done.
 */
export type SendOutcome =
  | { readonly kind: 'offline' }
  | { readonly kind: 'unknown'; readonly reason: UnknownReason }
  | { readonly kind: 'refused'; readonly error: DomainError };

const UNKNOWN: Readonly<Partial<Record<DomainError['code'], UnknownReason>>> = {
  network_error: 'no_answer',
  timeout: 'no_answer',
  server_error: 'server_error',
  invalid_response: 'unreadable',
};

/** Sorts a failure of a sending call into offline, unknown or refused. */
export function sendOutcome(error: DomainError): SendOutcome {
  if (error.code === 'offline') return { kind: 'offline' };
  const reason = UNKNOWN[error.code];
  return reason ? { kind: 'unknown', reason } : { kind: 'refused', error };
}
