import { countryCodeOf, type Locale } from '../../content/locale';
import type { UserGateway } from '../../profile/ports/user-gateway.port';
import type { User } from '../../profile/user';
import { err, type Result } from '../../shared/result';
import { emailProblem, invalidInput, passwordProblem, requiredProblem } from '../../shared/validation';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { TokenStore } from '../ports/token-store.port';
import { postcodeProblem } from '../postcode';
import type { SignUpData } from '../session';

/**
 * Sign-up (spec §5): valid email, password of 8 or more, a name, the market's ZIP or post code,
 * and the terms (which include being over 16) accepted — nothing is sent otherwise. The new
 * customer is signed in at once, like a login.
 */
export class SignUpUser {
  constructor(
    private readonly auth: AuthGateway,
    private readonly users: UserGateway,
    private readonly tokens: TokenStore,
  ) {}

  async execute(input: SignUpData & { readonly locale: Locale }): Promise<Result<User>> {
    const { locale, ...data } = input;
    const country = countryCodeOf(locale);
    const invalid = invalidInput({
      email: emailProblem(data.email),
      password: passwordProblem(data.password),
      name: requiredProblem(data.name, 'name_required'),
      zipCode: postcodeProblem(data.zipCode, country),
      terms: data.termsAccepted ? undefined : 'terms_required',
    });
    if (invalid) return err(invalid);

    const created = await this.auth.signUp(
      { ...data, email: data.email.trim(), name: data.name.trim(), zipCode: data.zipCode.trim() },
      country,
    );
    if (!created.ok) return created;
    this.tokens.save(created.value);
    const me = await this.users.me();
    if (!me.ok) this.tokens.clear();
    return me;
  }
}
