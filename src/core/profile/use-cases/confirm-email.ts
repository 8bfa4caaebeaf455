import type { User } from '../user';
import type { DomainError, SessionErrorCode, TransportErrorCode, ValidationErrorCode } from '../../shared/domain-error';
import { err, type Result } from '../../shared/result';
import { invalidInput, normalizeDigits } from '../../shared/validation';
import type { UserGateway } from '../ports/user-gateway.port';

export type ConfirmEmailError = DomainError<
  ValidationErrorCode | 'code_not_recognised' | 'not_available' | SessionErrorCode | TransportErrorCode
>;

/**
 * Confirms the address with the code: exactly 4 digits, or nothing is sent (spec §9). Digits typed
 * full-width (`１２３４`) count as digits and are sent as ASCII.
 */
export class ConfirmEmail {
  constructor(private readonly users: UserGateway) {}

  async execute(input: { readonly code: string }): Promise<Result<User, ConfirmEmailError>> {
    const code = normalizeDigits(input.code);
    const invalid = invalidInput({ code: /^\d{4}$/.test(code) ? undefined : 'code_invalid' });
    if (invalid) return err(invalid);
    return this.users.confirmEmail(code);
  }
}
