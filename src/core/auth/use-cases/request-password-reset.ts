import { countryCodeOf, type Locale } from '../../content/locale';
import { err, type Result } from '../../shared/result';
import { invalidInput, isBlank, isValidEmail } from '../../shared/validation';
import type { AuthGateway } from '../ports/auth-gateway.port';

/** Forgot password (spec §5): the email is required and must look valid before a link is requested. */
export class RequestPasswordReset {
  constructor(private readonly auth: AuthGateway) {}

  async execute(input: { readonly email: string; readonly locale: Locale }): Promise<Result<void>> {
    const email = input.email.trim();
    const invalid = invalidInput({
      email: isBlank(email) ? 'enter_valid_email' : !isValidEmail(email) ? 'email_input_error' : undefined,
    });
    if (invalid) return err(invalid);
    return this.auth.requestPasswordReset(email, countryCodeOf(input.locale));
  }
}
