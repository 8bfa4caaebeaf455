import type { BankData } from '../../../src/core/wallet/payout-method';
import { removalOffer } from '../../../src/core/wallet/payout-removal';
import type { Transaction } from '../../../src/core/wallet/transaction';

// Issue 44 point 6: "Remove" is not offered for a method a pending withdrawal is paid to (the server
// keeps it, PM_0002); where the history cannot tell, it is offered and the server decides.
const METHODS: BankData = {
  types: {
    PAYPAL: { email: 'camille@example.com' },
    TRANSFERWISE: { accountNumber: '', iban: 'FR7630006000011234567890189' },
    LINE: { referenceNo: '12345678901' },
  },
  default: 'PAYPAL',
};

type Row = Pick<Transaction, 'category' | 'status' | 'accountNumber'>;
const pendingTo = (accountNumber: string | null): Row => ({ category: 'WITHDRAWAL', status: 'PENDING', accountNumber });
const IN_USE = { offered: false, reason: 'payout_method_in_use' };
const OFFERED = { offered: true };

describe('removalOffer', () => {
  it.each([
    ['PayPal: its address', 'PAYPAL', 'camille@example.com'],
    ['PayPal: its address, whatever the case', 'PAYPAL', 'Camille@Example.com'],
    ['a bank account in France: its IBAN', 'TRANSFERWISE', 'FR7630006000011234567890189'],
    ['a bank account: its IBAN written in groups', 'TRANSFERWISE', 'FR76 3000 6000 0112 3456 7890 189'],
    ['LINE Pay: its reference', 'LINE', '12345678901'],
  ] as const)('not offered while a pending withdrawal is paid to it — %s', (_case, method, accountNumber) => {
    expect(removalOffer(METHODS, method, [pendingTo(accountNumber)])).toEqual(IN_USE);
  });

  it('a bank account elsewhere: its account number', () => {
    const us: BankData = { types: { TRANSFERWISE: { accountNumber: '123456789', iban: '' } }, default: 'TRANSFERWISE' };
    expect(removalOffer(us, 'TRANSFERWISE', [pendingTo('123456789')])).toEqual(IN_USE);
  });

  it('offered for the other methods: the withdrawal is paid to one only, default or not', () => {
    const rows = [pendingTo('12345678901')];
    expect(removalOffer(METHODS, 'PAYPAL', rows)).toEqual(OFFERED);
    expect(removalOffer(METHODS, 'TRANSFERWISE', rows)).toEqual(OFFERED);
  });

  it.each([
    ['a withdrawal paid', { category: 'WITHDRAWAL', status: 'COMPLETED', accountNumber: 'camille@example.com' }],
    ['a withdrawal not paid out', { category: 'WITHDRAWAL', status: 'FAILED', accountNumber: 'camille@example.com' }],
    ['a withdrawal cancelled', { category: 'WITHDRAWAL', status: 'CANCELLED', accountNumber: 'camille@example.com' }],
    ['a pending scan', { category: 'SCAN', status: 'PENDING', accountNumber: null }],
  ] as const)('offered after %s: no money is on its way', (_case, row) => {
    expect(removalOffer(METHODS, 'PAYPAL', [row])).toEqual(OFFERED);
  });

  it.each([
    ['the pending withdrawals are not known (not read yet, or not readable)', null],
    ['the withdrawal names no account', [pendingTo(null)]],
    ['the withdrawal names its account masked', [pendingTo('•••• 0189')]],
    ['the withdrawal names an address masked', [pendingTo('c••••@example.com')]],
  ] as const)('offered when the history cannot tell — %s: the server decides', (_case, rows) => {
    expect(removalOffer(METHODS, 'TRANSFERWISE', rows)).toEqual(OFFERED);
    expect(removalOffer(METHODS, 'PAYPAL', rows)).toEqual(OFFERED);
  });

  it('offered when the saved method is shown masked: the same last digits may be another account', () => {
    const masked: BankData = { types: { TRANSFERWISE: { accountNumber: '•••• 0189', iban: '' } }, default: 'TRANSFERWISE' };
    expect(removalOffer(masked, 'TRANSFERWISE', [pendingTo('•••• 0189')])).toEqual(OFFERED);
    const xs: BankData = { types: { TRANSFERWISE: { accountNumber: 'XXXXX0189', iban: '' } }, default: 'TRANSFERWISE' };
    expect(removalOffer(xs, 'TRANSFERWISE', [pendingTo('XXXXX0189')])).toEqual(OFFERED);
  });

  it('offered for a method not set up (there is nothing to remove)', () => {
    expect(removalOffer({ types: {}, default: null }, 'PAYPAL', [pendingTo('camille@example.com')])).toEqual(OFFERED);
  });
});
