import type { CountryCode } from '../../content/locale';
import type { DomainError, SessionErrorCode, TransportErrorCode, ValidationErrorCode } from '../../shared/domain-error';
import { err, type Result } from '../../shared/result';
import { invalidInput } from '../../shared/validation';
import { personalDataProblems, toPersonalData, type ProfileInput } from '../personal-data';
import type { UserGateway } from '../ports/user-gateway.port';
import type { User } from '../user';

export type UpdateProfileError = DomainError<ValidationErrorCode | SessionErrorCode | TransportErrorCode>;

/** Saves the customer's personal data (PATCH /api/v2/user) once it passes spec §5's rules for their market. */
export class UpdateProfile {
  constructor(private readonly users: UserGateway) {}

  async execute(input: { readonly data: ProfileInput; readonly country: CountryCode }): Promise<Result<User, UpdateProfileError>> {
    const invalid = invalidInput(personalDataProblems(input.data, input.country));
    if (invalid) return err(invalid);
    return this.users.update(toPersonalData(input.data, input.country));
  }
}
