import type { TokenStore } from '../../auth/ports/token-store.port';
import { notPreparedFor } from '../../auth/signed-in-customer';
import type { DomainError, SessionErrorCode, TransportErrorCode, ValidationErrorCode } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { firstProblem, invalidInput, lengthProblem } from '../../shared/validation';
import type { WalletGateway } from '../../wallet/ports/wallet-gateway.port';
import { DELETION_BLOCK_ERRORS } from '../deletion';
import type { UserGateway } from '../ports/user-gateway.port';
import { loadDeletionBlock } from '../load-deletion-block';

export interface DeleteAccountInput {
  readonly password: string;
  /** "I understand that this cannot be undone" (spec §5). */
  readonly confirmed: boolean;
}

export type DeleteAccountError = DomainError<
  ValidationErrorCode | 'delete_blocked_balance' | 'delete_blocked_pending' | 'not_available' | SessionErrorCode | TransportErrorCode
>;

/**
 * Deletes the customer's account (spec §5): the password and the irreversibility box are required;
 * nothing is sent while the balance is above zero or a withdrawal or scan is pending (checked here
 * against the server's current figures, and again by the server). On success the account and its
 * tokens are gone, so the tokens are cleared on this device too.
 */
export class DeleteAccount {
  constructor(
    private readonly users: UserGateway,
    private readonly wallet: WalletGateway,
    private readonly tokens: TokenStore,
  ) {}

  /** `customer`: whose account the page shows (issue 42): sent only while they are the one signed in. */
  async execute(input: DeleteAccountInput, customer: string): Promise<Result<void, DeleteAccountError>> {
    const invalid = invalidInput({
      password: firstProblem(input.password === '' ? 'enter_valid_password' : undefined, lengthProblem(input.password, 'password')),
      confirmed: input.confirmed ? undefined : 'deletion_not_confirmed',
    });
    if (invalid) return err(invalid);
    const block = await loadDeletionBlock(this.wallet);
    if (!block.ok) return block;
    if (block.value) return err({ code: DELETION_BLOCK_ERRORS[block.value] });
    const refused = notPreparedFor(this.tokens, customer);
    if (refused) return err(refused);
    const deleted = await this.users.deleteAccount(input.password);
    if (!deleted.ok) {
      // The server names a wrong password as the login does; here the email is known: it is the password.
      const { error } = deleted;
      if (error.code === 'invalid_input' && error.fields?.password === 'wrong_password')
        return err({ ...error, fields: { ...error.fields, password: 'password_incorrect' } });
      return deleted;
    }
    this.tokens.clear();
    return ok(undefined);
  }
}
