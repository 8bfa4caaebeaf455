import type { CountryCode } from '../../content/locale';
import type { DomainError, SessionErrorCode, TransportErrorCode, ValidationErrorCode } from '../../shared/domain-error';
import { err, type Result } from '../../shared/result';
import type { TokenStore } from '../../auth/ports/token-store.port';
import { notPreparedFor } from '../../auth/signed-in-customer';
import { invalidInput } from '../../shared/validation';
import { personalDataProblems, toPersonalData, type ProfileInput } from '../personal-data';
import type { UserGateway } from '../ports/user-gateway.port';
import type { User } from '../user';

export type UpdateProfileError = DomainError<ValidationErrorCode | SessionErrorCode | TransportErrorCode>;

/** Saves the customer's personal data (PATCH /api/v2/user) once it passes spec §5's rules for their market. */
export class UpdateProfile {
  constructor(
    private readonly users: UserGateway,
    private readonly tokens: TokenStore,
  ) {}

  /** `customer`: whose profile the form shows (issue 42): sent only while they are the one signed in. */
  async execute(
    input: { readonly data: ProfileInput; readonly country: CountryCode },
    customer: string,
  ): Promise<Result<User, UpdateProfileError>> {
    const invalid = invalidInput(personalDataProblems(input.data, input.country));
    if (invalid) return err(invalid);
    const refused = notPreparedFor(this.tokens, customer);
    return refused ? err(refused) : this.users.update(toPersonalData(input.data, input.country));
  }
}
