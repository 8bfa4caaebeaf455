import { toDomainError } from '../../../src/adapters/wire/server-errors';

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

  it('turns field errors into invalid_input with those fields, an unknown code reading as field_required', () => {
    const fields = { name: 'too_long', email: 'email_input_error', request_type: 'XX_9999', message: 'constructor' };
    expect(toDomainError({ status: 422, code: 'RS_0002', message: 'Validation failed', fields })).toEqual({
      code: 'invalid_input',
      fields: { name: 'too_long', email: 'email_input_error', type: 'field_required', message: 'field_required' },
    });
    expect(toDomainError({ status: 422, code: 'RS_0002', message: 'Validation failed', fields: {} })).toEqual({
      code: 'something_went_wrong',
      message: 'Validation failed',
    });
  });

  it('reads the token endpoint’s OAuth refusals as the end of the session', () => {
    expect(toDomainError({ status: 400, code: 'invalid_grant', message: 'Refresh token was already used' })).toEqual({
      code: 'unauthorized',
    });
    expect(toDomainError({ status: 401, code: 'invalid_client', message: 'Unknown client' })).toEqual({ code: 'unauthorized' });
  });

  it('names field errors as the forms name their inputs', () => {
    const fields = { zip_code: 'zip_too_short', phone_last4: 'phone_last4_invalid', request_type: 'request_type_required' };
    expect(toDomainError({ status: 422, code: 'RS_0002', message: 'Validation failed', fields })).toEqual({
      code: 'invalid_input',
      fields: { zipCode: 'zip_too_short', phoneLast4: 'phone_last4_invalid', type: 'request_type_required' },
    });
  });

  it.each([
    ['a known code', { code: 'RS_0001', message: 'No route matches' }],
    ['a wrong-password code', { code: 'LB_0102', message: 'Wrong password' }],
    ['field errors', { code: 'RS_0002', message: 'Validation failed', fields: { name: 'field_required' } }],
    ['an OAuth refusal', { code: 'invalid_grant', message: '' }],
    ['the expected not-found code', { code: 'RS_0404', message: 'Not found' }],
    ['nothing', { code: '', message: '' }],
  ])('reads a 404 as not_found whatever its body: %s (issue 42 point 5)', (_, body) => {
    expect(toDomainError({ status: 404, ...body })).toEqual({ code: 'not_found' });
  });
});
