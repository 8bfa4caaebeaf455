import { domainError, narrowError, type DomainError, type ErrorCode, type TransportErrorCode } from '../../core/shared/domain-error';
import { err, ok, type Result } from '../../core/shared/result';
import { InvalidResponse } from '../wire/read';

/**
 * Applies a DTO mapper to a successful answer; a body that does not fit becomes `invalid_response`.
 * An error keeps its code only if the call declares it (`expected`, from the port) or it is a
 * transport code; a code the call should never give becomes `something_went_wrong`.
 */
export async function parsed<T, C extends ErrorCode, B = unknown>(
  pending: Promise<Result<B>>,
  map: (body: B) => T,
  expected: readonly C[],
): Promise<Result<T, DomainError<C | TransportErrorCode>>> {
  const answer = await pending;
  if (!answer.ok) return err(narrowError(answer.error, expected));
  try {
    return ok(map(answer.value));
  } catch (e) {
    if (e instanceof InvalidResponse) return err(domainError('invalid_response'));
    throw e;
  }
}
