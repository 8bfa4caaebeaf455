import { countryCodeOf, type Locale } from '../../content/locale';
import type { User } from '../../profile/user';
import type { UserGateway } from '../../profile/ports/user-gateway.port';
import type { DomainError, SessionErrorCode, TransportErrorCode, ValidationErrorCode } from '../../shared/domain-error';
import { err, type Result } from '../../shared/result';
import { firstProblem, invalidInput, isBlank, lengthProblem } from '../../shared/validation';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { TokenStore } from '../ports/token-store.port';
import { signInAs } from '../sign-in-as';

export interface LoginInput {
  readonly email: string;
  readonly password: string;
  /** The interface language; its region is the market the account belongs to. */
  readonly locale: Locale;
}

export type LoginError = DomainError<ValidationErrorCode | 'wrong_password' | SessionErrorCode | TransportErrorCode>;

/**
 * Signs the customer in (spec §4): both fields must be filled (and not over their maximum length)
 * before anything is sent; on success the tokens are kept and the user fetched; if that fetch
 * fails the tokens are cleared again, so no half-open session is left behind; once read, the customer
 * owns the saved session (`signInAs`). Tokens the browser
 * refuses to keep end in `session_not_saved`, not in a session that silently vanishes.
 */
export class LoginUser {
  constructor(
    private readonly auth: AuthGateway,
    private readonly users: UserGateway,
    private readonly tokens: TokenStore,
  ) {}

  async execute(input: LoginInput): Promise<Result<User, LoginError>> {
    const email = input.email.trim();
    const invalid = invalidInput({
      email: firstProblem(isBlank(email) ? 'enter_valid_email' : undefined, lengthProblem(email, 'email')),
      password: firstProblem(isBlank(input.password) ? 'enter_valid_password' : undefined, lengthProblem(input.password, 'password')),
    });
    if (invalid) return err(invalid);

    const issued = await this.auth.requestToken({ email, password: input.password }, countryCodeOf(input.locale));
    if (!issued.ok) return issued;
    const saved = this.tokens.save(issued.value);
    if (!saved.ok) return saved;
    return signInAs(this.tokens, this.users);
  }
}
