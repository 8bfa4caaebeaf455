import type { User } from '../user';
import { err, type Result } from '../../shared/result';
import { invalidInput } from '../../shared/validation';
import type { UserGateway } from '../ports/user-gateway.port';

/** Sends the 4-digit code to the customer's address (spec §4). */
export class SendVerificationCode {
  constructor(private readonly users: UserGateway) {}

  execute(): Promise<Result<void>> {
    return this.users.sendVerificationCode();
  }
}

/** Confirms the address with the code: exactly 4 digits, or nothing is sent (spec §9). */
export class ConfirmEmail {
  constructor(private readonly users: UserGateway) {}

  async execute(input: { readonly code: string }): Promise<Result<User>> {
    const code = input.code.trim();
    const invalid = invalidInput({ code: /^\d{4}$/.test(code) ? undefined : 'code_invalid' });
    if (invalid) return err(invalid);
    return this.users.confirmEmail(code);
  }
}
