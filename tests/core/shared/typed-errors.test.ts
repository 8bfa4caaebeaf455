import type { AuthGateway } from '../../../src/core/auth/ports/auth-gateway.port';
import type { LoginUser } from '../../../src/core/auth/use-cases/login-user';
import type { RestoreSession } from '../../../src/core/auth/use-cases/restore-session';
import type { SignUpUser } from '../../../src/core/auth/use-cases/sign-up-user';
import { narrowError, type DomainError } from '../../../src/core/shared/domain-error';

/**
 * Each port and use case declares the codes it can fail with, so a check for a code a call never
 * gives does not compile. The `@ts-expect-error` lines are checked by `npm run typecheck`: if the
 * compiler stopped refusing them, the typecheck would fail.
 */
type Failure<F extends (...args: never[]) => Promise<{ ok: boolean }>> = Extract<Awaited<ReturnType<F>>, { ok: false }>['error'];

const loginMessage = (error: Failure<LoginUser['execute']>): string => {
  // @ts-expect-error a login never fails because the address is taken
  if (error.code === 'email_taken') return 'taken';
  return error.code === 'wrong_password' ? 'wrong password' : error.code;
};

const signUpMessage = (error: Failure<SignUpUser['execute']>): string => {
  // @ts-expect-error a sign-up never fails with a wrong password
  if (error.code === 'wrong_password') return 'wrong';
  return error.code === 'email_taken' ? 'taken' : error.code;
};

const restoreMessage = (error: Failure<RestoreSession['execute']>): string => {
  // @ts-expect-error a refused session is not an error of the restore: it is a visitor (ok(null))
  if (error.code === 'unauthorized') return 'refused';
  return error.code;
};

const refreshMessage = (error: Failure<AuthGateway['refresh']>): string => {
  // @ts-expect-error the refresh grant has no wrong password
  if (error.code === 'wrong_password') return 'wrong';
  return error.code === 'unauthorized' ? 'refused' : error.code;
};

describe('typed errors', () => {
  it('let screens check only the codes a call can give', () => {
    expect(loginMessage({ code: 'wrong_password' })).toBe('wrong password');
    expect(signUpMessage({ code: 'email_taken' })).toBe('taken');
    expect(restoreMessage({ code: 'network_error' })).toBe('network_error');
    expect(refreshMessage({ code: 'unauthorized' })).toBe('refused');
  });

  it.each<[DomainError, DomainError]>([
    [{ code: 'wrong_password' }, { code: 'wrong_password' }],
    [
      { code: 'rate_limited', retryAfterSeconds: 30 },
      { code: 'rate_limited', retryAfterSeconds: 30 },
    ],
    [{ code: 'network_error' }, { code: 'network_error' }],
    [{ code: 'email_taken' }, { code: 'something_went_wrong' }],
    [
      { code: 'not_found', message: 'No such page' },
      { code: 'something_went_wrong', message: 'No such page' },
    ],
  ])('an adapter keeps %o only when the call declares it or it is a transport code: %o', (error, narrowed) => {
    expect(narrowError(error, ['wrong_password'])).toEqual(narrowed);
  });
});
