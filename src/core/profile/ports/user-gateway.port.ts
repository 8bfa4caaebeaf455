import type { DomainError, SessionErrorCode, TransportErrorCode } from '../../shared/domain-error';
import type { Result } from '../../shared/result';
import type { PersonalData, User } from '../user';

/** The codes each call can end in besides the transport and session ones (every call needs a session). */
export const USER_ERRORS = {
  me: [],
  update: ['invalid_input'],
  changePassword: ['wrong_password', 'invalid_input'],
  sendVerificationCode: [],
  confirmEmail: ['code_not_recognised', 'invalid_input', 'not_available'],
  deleteAccount: ['invalid_input', 'delete_blocked_balance', 'delete_blocked_pending', 'not_available'],
} as const;

type UserError<K extends keyof typeof USER_ERRORS> = DomainError<(typeof USER_ERRORS)[K][number] | SessionErrorCode | TransportErrorCode>;

/** The signed-in customer's own record (spec §7). Every call needs a session. */
export interface UserGateway {
  /** GET /api/v2/user. */
  me(): Promise<Result<User, UserError<'me'>>>;
  /** PATCH /api/v2/user. */
  update(data: PersonalData): Promise<Result<User, UserError<'update'>>>;
  /** POST /api/v2/user/change_password. `wrong_password` for a wrong current password. */
  changePassword(currentPassword: string, newPassword: string): Promise<Result<void, UserError<'changePassword'>>>;
  /** POST /api/v2/user/verification: emails a 4-digit code. */
  sendVerificationCode(): Promise<Result<void, UserError<'sendVerificationCode'>>>;
  /** POST /api/v2/user/verification/confirm (assumed) with the 4-digit code. `code_not_recognised`; `not_available` without the call. */
  confirmEmail(code: string): Promise<Result<User, UserError<'confirmEmail'>>>;
  /**
   * DELETE /api/v2/user (assumed) with `{ password }`: removes the account and every token of it.
   * A wrong password is `invalid_input` on `password` (`wrong_password`); the server refuses while
   * the balance is above zero (`delete_blocked_balance`) or a withdrawal or scan is pending
   * (`delete_blocked_pending`). `not_available` when the server has no such call (it is assumed).
   */
  deleteAccount(password: string): Promise<Result<void, UserError<'deleteAccount'>>>;
}
