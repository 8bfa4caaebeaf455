import { countryCodeOf, type Locale } from '../../content/locale';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { DomainError, TransportErrorCode, ValidationErrorCode } from '../../shared/domain-error';
import { err, type Result } from '../../shared/result';
import { emailProblem, firstProblem, invalidInput, lengthProblem } from '../../shared/validation';

export type RequestPasswordResetError = DomainError<ValidationErrorCode | TransportErrorCode>;

/** Forgot password (spec §5): the email is required and must look valid before a link is requested. */
export class RequestPasswordReset {
  constructor(private readonly auth: AuthGateway) {}

  async execute(input: { readonly email: string; readonly locale: Locale }): Promise<Result<void, RequestPasswordResetError>> {
    const email = input.email.trim();
    const invalid = invalidInput({ email: firstProblem(lengthProblem(email, 'email'), emailProblem(email)) });
    if (invalid) return err(invalid);
    return this.auth.requestPasswordReset(email, countryCodeOf(input.locale));
  }
}
