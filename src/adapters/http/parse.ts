import { domainError } from '../../core/shared/domain-error';
import { err, ok, type Result } from '../../core/shared/result';
import { InvalidResponse } from './dto';

/** Applies a DTO mapper to a successful answer; a body that does not fit becomes `invalid_response`. */
export async function parsed<T>(pending: Promise<Result<unknown>>, map: (body: unknown) => T): Promise<Result<T>> {
  const answer = await pending;
  if (!answer.ok) return answer;
  try {
    return ok(map(answer.value));
  } catch (e) {
    if (e instanceof InvalidResponse) return err(domainError('invalid_response'));
    throw e;
  }
}
