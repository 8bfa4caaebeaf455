import { SERVER_CODES } from '../../src/contract/server-error.contract';
import { DELETION_BLOCK_CODES } from '../../src/contract/user.contract';
import { deletionBlock, type DeletionBlock } from '../../src/core/profile/deletion';
import type { PersonalData, User } from '../../src/core/profile/user';
import { STATE_RULE } from '../../src/core/profile/personal-data';
import { PASSWORD_MIN_LENGTH } from '../../src/core/shared/validation';
import { normalisedDigits, requiredText, tooLong } from './checks';
import { PasswordAttempts } from './password-attempts';
import { hashPassword, randomToken } from './password-hash';
import type { UserRecord } from './records';
import { answer, fail, invalidFields, unauthorized, type ServerResult } from './server-result';
import type { World } from './world';

const BLOCK_MESSAGES: Readonly<Record<DeletionBlock, string>> = {
  pending_request: 'A withdrawal or a scan is pending: contact Customer Service',
  positive_balance: 'The balance must be withdrawn first',
};

/** A verification code works for 15 minutes; a newer code voids it. */
export const VERIFICATION_CODE_LIFETIME_MS = 15 * 60_000;

/** /user: the signed-in customer's own record, password and email verification. */
export class UserResource {
  private readonly attempts: PasswordAttempts;

  constructor(private readonly world: World) {
    this.attempts = new PasswordAttempts(world);
  }

  /** GET /user. */
  async me(accessToken: string | null): Promise<ServerResult<User>> {
    const user = this.world.authenticate(accessToken);
    return user ? answer(publicUser(user)) : unauthorized();
  }

  /** PATCH /user: email and ZIP code cannot be changed here (spec §6). */
  async updateUser(accessToken: string | null, data: PersonalData): Promise<ServerResult<User>> {
    const user = this.world.authenticate(accessToken);
    if (!user) return unauthorized();
    if ('email' in data || 'zipCode' in data)
      return fail(422, SERVER_CODES.somethingWentWrong, 'Email and ZIP code can only be changed by customer care');
    // Spec §5: what is sent must be there; the state only where the market uses one (STATE_RULE).
    const stateRequired = STATE_RULE[user.country] === 'required';
    const invalid = invalidFields({
      name: data.name === undefined ? undefined : requiredText(data.name, 'name', 'name_required'),
      address: data.address === undefined ? undefined : requiredText(data.address, 'address'),
      city: data.city === undefined ? undefined : requiredText(data.city, 'city'),
      state: data.state === undefined ? undefined : stateRequired ? requiredText(data.state, 'state') : tooLong(data.state, 'state'),
    });
    if (invalid) return invalid;
    return answer(publicUser(this.world.update(user, data)));
  }

  /** POST /user/change_password: the current password must be right, the new one 8 characters or more. */
  async changePassword(accessToken: string | null, current: string, next: string): Promise<ServerResult<void>> {
    const user = this.world.authenticate(accessToken);
    if (!user) return unauthorized();
    const invalid = invalidFields({
      current_password: requiredText(current, 'password'),
      password: next.length < PASSWORD_MIN_LENGTH ? 'password_too_short' : tooLong(next, 'password'),
    });
    if (invalid) return invalid;
    const key = PasswordAttempts.keyOf(user.country, user.email);
    const limited = this.attempts.limited(key);
    if (limited) return limited;
    if ((await hashPassword(current, user.salt)) !== user.passwordHash) {
      this.attempts.failed(key);
      return fail(422, SERVER_CODES.wrongPassword, 'Wrong password');
    }
    this.attempts.succeeded(key);
    const salt = randomToken(8);
    this.world.update(user, { salt, passwordHash: await hashPassword(next, salt) });
    // The session that changed the password keeps its tokens (no rotation); every other login of
    // the account is signed out, as a stolen session must not outlive the old password.
    const family = this.world.familyOf(accessToken);
    this.world.revokeWhere((t) => t.userId === user.id && t.family !== family);
    return answer(undefined);
  }

  /**
   * DELETE /user (assumed, docs/api-contract.md): the right password, a zero balance and nothing
   * pending, then the account and every token of it are gone. A wrong password is a field error
   * (422, not 401: a 401 would make the client renew the session and try again).
   */
  async deleteAccount(accessToken: string | null, password: string): Promise<ServerResult<void>> {
    const user = this.world.authenticate(accessToken);
    if (!user) return unauthorized();
    const invalid = invalidFields({ password: password === '' ? 'enter_valid_password' : tooLong(password, 'password') });
    if (invalid) return invalid;
    const key = PasswordAttempts.keyOf(user.country, user.email);
    const limited = this.attempts.limited(key);
    if (limited) return limited;
    if ((await hashPassword(password, user.salt)) !== user.passwordHash) {
      this.attempts.failed(key);
      return fail(422, SERVER_CODES.validationFailed, 'Wrong password', { fields: { password: 'wrong_password' } });
    }
    this.attempts.succeeded(key);
    // The server's rule is the domain's (src/core/profile/deletion.ts), its codes the contract's.
    const block = deletionBlock(user.balance, user.transactions);
    if (block) return fail(409, DELETION_BLOCK_CODES[block], BLOCK_MESSAGES[block]);
    this.world.revokeWhere((token) => token.userId === user.id);
    this.world.users.delete(user.id);
    this.world.changed();
    return answer(undefined);
  }

  /** POST /user/verification: emails a fresh 4-digit code, which voids the codes sent before. */
  async sendVerificationCode(accessToken: string | null): Promise<ServerResult<void>> {
    const user = this.world.authenticate(accessToken);
    if (!user) return unauthorized();
    const code = String(parseInt(randomToken(2), 16) % 10000).padStart(4, '0');
    this.world.send({ to: user.email, country: user.country, kind: 'verification_code', payload: code });
    return answer(undefined);
  }

  /** POST /user/verification/confirm: only the latest code, within 15 minutes, validates the address. */
  async confirmEmail(accessToken: string | null, code: string): Promise<ServerResult<User>> {
    const user = this.world.authenticate(accessToken);
    if (!user) return unauthorized();
    const typed = normalisedDigits(code);
    const invalid = invalidFields({ code: tooLong(typed, 'code') });
    if (invalid) return invalid;
    const latest = this.world.outbox.findLast((m) => m.kind === 'verification_code' && m.to === user.email && m.country === user.country);
    if (!latest || latest.payload !== typed) return fail(422, SERVER_CODES.codeNotRecognised, "Sorry, we don't recognise this code");
    if (this.world.now() - latest.sentAt >= VERIFICATION_CODE_LIFETIME_MS)
      return fail(422, SERVER_CODES.codeNotRecognised, 'This code has expired');
    return answer(publicUser(this.world.update(user, { emailVerified: true })));
  }
}

export function publicUser(record: UserRecord): User {
  const { passwordHash: _h, salt: _s, balance: _b, transactions: _t, payout: _d, ...user } = record;
  return user;
}
