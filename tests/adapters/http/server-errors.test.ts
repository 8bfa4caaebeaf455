import { toDomainError } from '../../../src/adapters/http/server-errors';

describe('server error codes', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'treat a code named %s as unknown, never as one of Object’s members',
    (code) => {
      expect(toDomainError({ status: 422, code, message: 'Nope' })).toEqual({ code: 'something_went_wrong', message: 'Nope' });
    },
  );

  it('maps the known codes', () => {
    expect(toDomainError({ status: 401, code: 'LB_0102', message: 'Wrong password' })).toEqual({ code: 'wrong_password' });
    expect(toDomainError({ status: 422, code: 'SU_0001', message: 'taken' })).toEqual({ code: 'email_taken' });
  });

  it('turns a 429 into rate_limited, with the wait when the server gave one', () => {
    expect(toDomainError({ status: 429, code: 'RL_0001', message: 'Slow down', retryAfterSeconds: 30 })).toEqual({
      code: 'rate_limited',
      retryAfterSeconds: 30,
    });
    expect(toDomainError({ status: 429, code: '', message: '' })).toEqual({ code: 'rate_limited' });
  });
});
