import { toDomainError } from '../../src/adapters/http/server-errors';
import { domainError } from '../../src/core/shared/domain-error';
import { err, ok, type Result } from '../../src/core/shared/result';
import { NetworkFailure, type InMemoryBackend, type ServerResult } from '../backend/in-memory-backend';

/**
 * One in-process round trip: the backend's latency and queued faults, then its
 * answer, with server errors mapped exactly as the HTTP adapters map them.
 */
export async function serve<T, R = T>(
  backend: InMemoryBackend,
  call: () => Promise<ServerResult<T>>,
  toDomain: (data: T) => R = (data) => data as unknown as R,
): Promise<Result<R>> {
  let fault;
  try {
    fault = await backend.enter();
  } catch (e) {
    if (e instanceof NetworkFailure) return err(domainError('network_error'));
    throw e;
  }
  if (fault === 'server_error') return err(toDomainError({ status: 500, code: 'RS_0001', message: 'Something went wrong' }));
  if (fault === 'unauthorized') return err(toDomainError({ status: 401, code: 'LB_0401', message: 'Unauthorized' }));
  if (fault === 'malformed') return err(domainError('invalid_response'));
  if (fault === 'html_error') return err(toDomainError({ status: 502, code: '', message: '' }));
  if (fault === 'timeout') return err(domainError('timeout'));
  const answer = await call();
  return answer.ok ? ok(toDomain(answer.data)) : err(toDomainError(answer.error));
}
