import { toTransaction } from '../../../fakes/adapters/fake-wallet-gateway';
import { itemFactory, scanFactory } from '../../../fakes/factories/transaction.factory';
import type { TransactionRecord } from '../../../fakes/backend/records';
import { money } from '../../../src/core/shared/money';
import type { Transaction } from '../../../src/core/wallet/transaction';

/** A French transaction as the app reads it: a scan unless told otherwise. */
export const tx = (params: Partial<TransactionRecord> = {}): Transaction => {
  const row = scanFactory.build(params, { transient: { country: 'fr' } });
  return toTransaction(row);
};

/** Two bottles at 0,20 € and three cups at 0,10 €. */
export const items = [
  itemFactory.build({ quantity: 2, name: 'Bottle', price: money(20, 'EUR') }),
  itemFactory.build({ quantity: 3, name: 'Cup', price: money(10, 'EUR') }),
];
