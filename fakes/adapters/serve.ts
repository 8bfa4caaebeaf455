import { toDomainError } from '../../src/adapters/wire/server-errors';
import { domainError, type DomainError } from '../../src/core/shared/domain-error';
import { err, ok, type Result } from '../../src/core/shared/result';
import { InjectedFault, type FaultOutcome } from '../backend/faults';
import type { InMemoryBackend, ServerResult } from '../backend/in-memory-backend';

/** A fault's outcome as the HTTP adapters would report it (src/adapters/http/api-client.ts). */
function asDomainError(outcome: FaultOutcome): DomainError {
  switch (outcome.kind) {
    case 'error':
      return toDomainError(outcome.error);
    case 'dropped':
      return domainError('network_error');
    case 'silent':
      return domainError('timeout');
    case 'offline':
      return domainError('offline');
    case 'raw':
      // Not JSON: a success status is an invalid answer; an error status is just its status.
      return outcome.status < 400 ? domainError('invalid_response') : toDomainError({ status: outcome.status, code: '', message: '' });
  }
}

/**
 * One in-process round trip: the backend's call (its latency and the queued fault that names it,
 * or the next unnamed one, are applied by the backend itself), with server errors and fault
 * outcomes mapped exactly as the HTTP adapters map them.
 */
export async function serve<T, R = T>(
  _backend: InMemoryBackend,
  call: () => Promise<ServerResult<T>>,
  toDomain: (data: T) => R = (data) => data as unknown as R,
): Promise<Result<R>> {
  let answer: ServerResult<T>;
  try {
    answer = await call();
  } catch (e) {
    if (e instanceof InjectedFault) return err(asDomainError(e.outcome));
    throw e;
  }
  return answer.ok ? ok(toDomain(answer.data)) : err(toDomainError(answer.error));
}
