import type { Result } from '../../shared/result';
import type { PersonalData, User } from '../user';

/** The signed-in customer's own record (spec §7). Every call needs a session. */
export interface UserGateway {
  /** GET /api/v2/user. Errors: `unauthorized`, `something_went_wrong`, `network_error`, `timeout`, `invalid_response`. */
  me(): Promise<Result<User>>;
  /** PATCH /api/v2/user. Errors as `me`. */
  update(data: PersonalData): Promise<Result<User>>;
  /** POST /api/v2/user/change_password. Errors: `wrong_password`, plus those of `me`. */
  changePassword(currentPassword: string, newPassword: string): Promise<Result<void>>;
  /** POST /api/v2/user/verification: emails a 4-digit code. Errors as `me`. */
  sendVerificationCode(): Promise<Result<void>>;
  /** POST /api/v2/user/verification/confirm (assumed) with the 4-digit code. Errors: `code_not_recognised`, plus those of `me`. */
  confirmEmail(code: string): Promise<Result<User>>;
}
