import { domainError, type DomainError, type TransportErrorCode, type ValidationErrorCode } from '../../shared/domain-error';
import { err, type Result } from '../../shared/result';
import { firstProblem, invalidInput, isBlank, lengthProblem, passwordProblem } from '../../shared/validation';
import type { AuthGateway } from '../ports/auth-gateway.port';

export interface NewPasswordInput {
  /** From the emailed link. */
  readonly resetToken: string | null;
  readonly password: string;
  readonly confirmation: string;
}

export type SetNewPasswordError = DomainError<
  ValidationErrorCode | 'reset_link_incomplete' | 'password_link_used' | 'not_available' | TransportErrorCode
>;

/** Reset password from the emailed link (spec §5): 8 or more characters (and not over the maximum), typed twice alike. */
export class SetNewPassword {
  constructor(private readonly auth: AuthGateway) {}

  async execute(input: NewPasswordInput): Promise<Result<void, SetNewPasswordError>> {
    if (!input.resetToken || isBlank(input.resetToken)) return err(domainError('reset_link_incomplete'));
    const invalid = invalidInput({
      password: firstProblem(lengthProblem(input.password, 'password'), passwordProblem(input.password)),
      confirmation: input.confirmation !== input.password ? 'passwords_do_not_match' : undefined,
    });
    if (invalid) return err(invalid);
    return this.auth.setNewPassword(input.resetToken, input.password);
  }
}
