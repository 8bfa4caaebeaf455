import { domainError } from '../../shared/domain-error';
import { err, type Result } from '../../shared/result';
import { invalidInput, isBlank, passwordProblem } from '../../shared/validation';
import type { AuthGateway } from '../ports/auth-gateway.port';

export interface NewPasswordInput {
  /** From the emailed link. */
  readonly resetToken: string | null;
  readonly password: string;
  readonly confirmation: string;
}

/** Reset password from the emailed link (spec §5): 8 or more characters, typed twice alike. */
export class SetNewPassword {
  constructor(private readonly auth: AuthGateway) {}

  async execute(input: NewPasswordInput): Promise<Result<void>> {
    if (!input.resetToken || isBlank(input.resetToken)) return err(domainError('reset_link_incomplete'));
    const invalid = invalidInput({
      password: passwordProblem(input.password),
      confirmation: input.confirmation !== input.password ? 'passwords_do_not_match' : undefined,
    });
    if (invalid) return err(invalid);
    return this.auth.setNewPassword(input.resetToken, input.password);
  }
}
