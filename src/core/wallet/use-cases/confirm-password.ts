import type { AuthGateway } from '../../auth/ports/auth-gateway.port';
import type { TokenStore } from '../../auth/ports/token-store.port';
import { notPreparedFor } from '../../auth/signed-in-customer';
import type { CountryCode } from '../../content/locale';
import type { Clock } from '../../shared/clock.port';
import type { DomainError, SessionErrorCode, TransportErrorCode } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { firstProblem, invalidInput, isBlank, lengthProblem } from '../../shared/validation';
import { afterRightPassword, afterWrongPassword, recheckState } from '../destination-recheck';
import { recordOf, type DestinationRecheckStore } from '../ports/destination-recheck-store.port';

export interface ConfirmPasswordInput {
  /** The signed-in customer's email and market: the token call's password grant names the account by them. */
  readonly email: string;
  readonly country: CountryCode;
  readonly password: string;
}

export type ConfirmPasswordError = DomainError<'invalid_input' | SessionErrorCode | TransportErrorCode>;

/**
 * Asks the password again before a payout destination is added or changed (issue 47 point 4), with
 * the specification's token call (the password grant) for the signed-in customer. A refused password
 * is the field's problem (`password_incorrect`) and one wrong try on this device; offline, a server
 * that failed or one that says to slow down are not (nothing is known of the password). While the
 * question is locked here, nothing is sent (`rate_limited`, with the seconds left). Where the question
 * stands is ReadPasswordRecheck's.
 *
 * The tokens the check is issued are not the session's: the session goes on with its own, and the
 * new refresh token is revoked at once (fire-and-forget; docs/decisions/sessions.md says why).
 */
export class ConfirmPassword {
  constructor(
    private readonly auth: AuthGateway,
    private readonly tokens: TokenStore,
    private readonly records: DestinationRecheckStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: ConfirmPasswordInput, customer: string): Promise<Result<void, ConfirmPasswordError>> {
    const invalid = invalidInput({
      password: firstProblem(isBlank(input.password) ? 'enter_valid_password' : undefined, lengthProblem(input.password, 'password')),
    });
    if (invalid) return err(invalid);
    const refused = notPreparedFor(this.tokens, customer);
    if (refused) return err(refused);
    const before = recheckState(await recordOf(this.records, customer), this.now());
    if (before.kind === 'locked') {
      return err({ code: 'rate_limited', retryAfterSeconds: Math.ceil((before.until - this.now()) / 1000) });
    }

    const issued = await this.auth.requestToken({ email: input.email, password: input.password }, input.country);
    // Read again after the answer: another tab may have counted a try meanwhile.
    const record = await recordOf(this.records, customer);
    if (!issued.ok) {
      const { error } = issued;
      if (error.code !== 'wrong_password') return err({ ...error, code: error.code });
      this.records.write(afterWrongPassword(record, this.now()));
      return err({ code: 'invalid_input', fields: { password: 'password_incorrect' } });
    }
    this.records.write(afterRightPassword(record, this.now()));
    void this.auth.revoke(issued.value.refreshToken);
    return ok(undefined);
  }

  private now(): number {
    return this.clock.now().getTime();
  }
}
