import { countryCodeOf, type Locale } from '../../content/locale';
import type { User } from '../../profile/user';
import type { UserGateway } from '../../profile/ports/user-gateway.port';
import { err, ok, type Result } from '../../shared/result';
import { invalidInput, isBlank } from '../../shared/validation';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { TokenStore } from '../ports/token-store.port';

export interface LoginInput {
  readonly email: string;
  readonly password: string;
  /** The interface language; its region is the market the account belongs to. */
  readonly locale: Locale;
}

/**
 * Signs the customer in (spec §4): both fields must be filled before anything is
 * sent; on success the tokens are kept and the user fetched; if that fetch fails the
 * tokens are cleared again, so no half-open session is left behind.
 */
export class LoginUser {
  constructor(
    private readonly auth: AuthGateway,
    private readonly users: UserGateway,
    private readonly tokens: TokenStore,
  ) {}

  async execute(input: LoginInput): Promise<Result<User>> {
    const email = input.email.trim();
    const invalid = invalidInput({
      email: isBlank(email) ? 'enter_valid_email' : undefined,
      password: isBlank(input.password) ? 'enter_valid_password' : undefined,
    });
    if (invalid) return err(invalid);

    const issued = await this.auth.requestToken({ email, password: input.password }, countryCodeOf(input.locale));
    if (!issued.ok) return issued;
    this.tokens.save(issued.value);

    const me = await this.users.me();
    if (!me.ok) {
      this.tokens.clear();
      return me;
    }
    return ok(me.value);
  }
}
