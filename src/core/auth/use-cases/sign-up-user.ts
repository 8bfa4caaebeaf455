import { countryCodeOf, type Locale } from '../../content/locale';
import type { UserGateway } from '../../profile/ports/user-gateway.port';
import type { User } from '../../profile/user';
import type { DomainError, SessionErrorCode, TransportErrorCode, ValidationErrorCode } from '../../shared/domain-error';
import { freeTextProblem } from '../../shared/characters';
import { err, type Result } from '../../shared/result';
import {
  emailProblem,
  firstProblem,
  invalidInput,
  lengthProblem,
  normalizeDigits,
  passwordProblem,
  requiredProblem,
} from '../../shared/validation';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { TokenStore } from '../ports/token-store.port';
import { signInAs } from '../sign-in-as';
import { postcodeProblem } from '../postcode';
import type { SignUpData } from '../session';

export type SignUpError = DomainError<ValidationErrorCode | 'email_taken' | 'not_available' | SessionErrorCode | TransportErrorCode>;

/**
 * Sign-up (spec §5): valid email, password of 8 or more, a name, the market's ZIP or post code,
 * and the terms (which include being 16 or older) accepted — nothing is sent otherwise, nor anything
 * over its maximum length. A ZIP typed full-width (`１２３－４５６７`) is read as its ASCII digits.
 * The new customer is signed in at once, like a login.
 */
export class SignUpUser {
  constructor(
    private readonly auth: AuthGateway,
    private readonly users: UserGateway,
    private readonly tokens: TokenStore,
  ) {}

  async execute(input: SignUpData & { readonly locale: Locale }): Promise<Result<User, SignUpError>> {
    const { locale, ...data } = input;
    const country = countryCodeOf(locale);
    const email = data.email.trim();
    const name = data.name.trim();
    const zipCode = normalizeDigits(data.zipCode);
    const invalid = invalidInput({
      email: firstProblem(lengthProblem(email, 'email'), emailProblem(email)),
      password: firstProblem(lengthProblem(data.password, 'password'), passwordProblem(data.password)),
      name: firstProblem(lengthProblem(name, 'name'), requiredProblem(name, 'name_required'), freeTextProblem(name)),
      zipCode: firstProblem(lengthProblem(zipCode, 'zipCode'), postcodeProblem(zipCode, country)),
      terms: data.termsAccepted ? undefined : 'terms_required',
    });
    if (invalid) return err(invalid);

    const created = await this.auth.signUp({ ...data, email, name, zipCode }, country);
    if (!created.ok) return created;
    const saved = this.tokens.save(created.value);
    if (!saved.ok) return saved;
    return signInAs(this.tokens, this.users);
  }
}
