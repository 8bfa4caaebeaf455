import { money } from '../../src/core/shared/money';
import type { Transaction } from '../../src/core/wallet/transaction';

/** A completed return of two coffee cans, as the history holds it (no item image: as a copy keeps it). */
export const aScan = (over: Partial<Transaction> = {}): Transaction => ({
  id: 'tx-1',
  category: 'SCAN',
  status: 'COMPLETED',
  createdAt: new Date('2026-11-20T09:30:00Z'),
  amount: money(40, 'EUR'),
  comment: null,
  items: [{ imageUrl: '', name: 'Coffee, steel can', quantity: 2, price: money(20, 'EUR'), productId: 'coffee' }],
  numberOfScans: 2,
  accountName: null,
  accountNumber: null,
  ...over,
});
