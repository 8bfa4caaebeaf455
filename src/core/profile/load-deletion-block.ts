import type { DomainError, SessionErrorCode, TransportErrorCode } from '../shared/domain-error';
import { err, ok, type Result } from '../shared/result';
import type { WalletGateway } from '../wallet/ports/wallet-gateway.port';
import { deletionBlock, type DeletionBlock } from './deletion';

export type DeletionBlockError = DomainError<SessionErrorCode | TransportErrorCode>;

/**
 * Reads the balance and the pending transactions, and says whether they block the deletion: what
 * DeleteAccount checks just before it sends (the profile screen derives the same block from the
 * wallet store's figures).
 */
export async function loadDeletionBlock(wallet: WalletGateway): Promise<Result<DeletionBlock | null, DeletionBlockError>> {
  const [balance, pending] = await Promise.all([wallet.balance(), wallet.transactions({ status: 'PENDING' })]);
  if (!balance.ok) return err(balance.error);
  if (!pending.ok) return err(pending.error);
  return ok(deletionBlock(balance.value, pending.value));
}
