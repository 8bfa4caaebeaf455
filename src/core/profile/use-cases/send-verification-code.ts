import type { DomainError, SessionErrorCode, TransportErrorCode } from '../../shared/domain-error';
import type { Result } from '../../shared/result';
import type { UserGateway } from '../ports/user-gateway.port';

/** Sends the 4-digit code to the customer's address (spec §4). */
export class SendVerificationCode {
  constructor(private readonly users: UserGateway) {}

  execute(): Promise<Result<void, DomainError<SessionErrorCode | TransportErrorCode>>> {
    return this.users.sendVerificationCode();
  }
}
