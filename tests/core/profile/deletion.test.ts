import { deletionBlock } from '../../../src/core/profile/deletion';
import { money } from '../../../src/core/shared/money';
import type { Transaction, TransactionCategory, TransactionStatus } from '../../../src/core/wallet/transaction';

const tx = (category: TransactionCategory, status: TransactionStatus): Transaction => ({
  id: `${category}-${status}`,
  category,
  status,
  createdAt: new Date('2026-11-01T10:00:00Z'),
  amount: money(category === 'WITHDRAWAL' ? -500 : 500, 'EUR'),
  comment: null,
  items: [],
  numberOfScans: 1,
  accountName: null,
  accountNumber: null,
});

describe('deletionBlock (spec §5: blocked while the balance is positive or a withdrawal or scan is pending)', () => {
  it.each([
    ['zero balance, no history', 0, [], null],
    ['zero balance, everything settled', 0, [tx('SCAN', 'COMPLETED'), tx('WITHDRAWAL', 'COMPLETED'), tx('ADJUSTMENT', 'COMPLETED')], null],
    ['zero balance, rejected and cancelled ones', 0, [tx('SCAN', 'REJECTED'), tx('SCAN', 'CANCELLED'), tx('WITHDRAWAL', 'FAILED')], null],
    ['a negative balance (a correction owed) is not money to withdraw', -100, [], null],
    ['one cent left', 1, [], 'positive_balance'],
    ['a positive balance, history settled', 3000, [tx('SCAN', 'COMPLETED')], 'positive_balance'],
    ['a pending scan', 0, [tx('SCAN', 'PENDING')], 'pending_request'],
    ['a pending withdrawal', 0, [tx('WITHDRAWAL', 'PENDING')], 'pending_request'],
    ['a pending scan with a positive balance: withdrawing would not unblock it', 3000, [tx('SCAN', 'PENDING')], 'pending_request'],
    ['a pending adjustment is customer care’s, not a request', 0, [tx('ADJUSTMENT', 'PENDING')], null],
  ] as const)('%s → %s', (_case, amount, transactions, expected) => {
    expect(deletionBlock(money(amount, 'EUR'), transactions)).toBe(expected);
  });

  it('works for a currency without minor units (JPY)', () => {
    expect(deletionBlock(money(1, 'JPY'), [])).toBe('positive_balance');
    expect(deletionBlock(money(0, 'JPY'), [])).toBeNull();
  });
});
