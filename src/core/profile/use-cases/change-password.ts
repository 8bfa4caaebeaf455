import type { DomainError, ErrorCode, SessionErrorCode, TransportErrorCode, ValidationErrorCode } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { firstProblem, invalidInput, lengthProblem, passwordProblem } from '../../shared/validation';
import type { UserGateway } from '../ports/user-gateway.port';
import type { TokenStore } from '../../auth/ports/token-store.port';
import { notPreparedFor } from '../../auth/signed-in-customer';

export type ChangePasswordInput = {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmation: string;
};

export type ChangePasswordField = keyof ChangePasswordInput;

/**
 * Spec §5: the current password given, a new one of at least 8 characters, and a confirmation that
 * matches. And the new one is not the current one (issue 20): "changed" would not be true.
 */
export function changePasswordProblems(input: ChangePasswordInput) {
  return {
    currentPassword: firstProblem(
      input.currentPassword === '' ? 'enter_valid_password' : undefined,
      lengthProblem(input.currentPassword, 'password'),
    ),
    newPassword: firstProblem(
      passwordProblem(input.newPassword),
      lengthProblem(input.newPassword, 'password'),
      input.newPassword === input.currentPassword ? 'password_unchanged' : undefined,
    ),
    confirmation: input.confirmation === input.newPassword ? undefined : ('passwords_do_not_match' as const),
  };
}

/** The server names the new password `password` and its confirmation `passwordConfirmation` (docs/api-contract.md). */
const SERVER_FIELDS: Readonly<Record<string, ChangePasswordField>> = { password: 'newPassword', passwordConfirmation: 'confirmation' };
const asFormFields = (fields: Readonly<Record<string, ErrorCode>>): Record<string, ErrorCode> =>
  Object.fromEntries(Object.entries(fields).map(([name, code]) => [SERVER_FIELDS[name] ?? name, code]));

export type ChangePasswordError = DomainError<ValidationErrorCode | SessionErrorCode | TransportErrorCode>;

/**
 * Changes the password (POST /api/v2/user/change_password). A wrong current password is a
 * problem of that field (`invalid_input` with `currentPassword: password_incorrect`), not of the
 * whole form. The session stays: the server keeps the tokens that made the call.
 */
export class ChangePassword {
  constructor(
    private readonly users: UserGateway,
    private readonly tokens: TokenStore,
  ) {}

  /** `customer`: whose profile the form is on (issue 42): sent only while they are the one signed in. */
  async execute(input: ChangePasswordInput, customer: string): Promise<Result<void, ChangePasswordError>> {
    const invalid = invalidInput(changePasswordProblems(input));
    if (invalid) return err(invalid);
    const refused = notPreparedFor(this.tokens, customer);
    if (refused) return err(refused);
    const result = await this.users.changePassword(input.currentPassword, input.newPassword);
    if (result.ok) return ok(undefined);
    const { error } = result;
    if (error.code === 'wrong_password') return err({ code: 'invalid_input', fields: { currentPassword: 'password_incorrect' } });
    if (error.code === 'invalid_input') return err({ code: 'invalid_input', fields: asFormFields(error.fields ?? {}) });
    return err({ ...error, code: error.code });
  }
}
