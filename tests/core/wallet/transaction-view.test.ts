import fc from 'fast-check';
import { money } from '../../../src/core/shared/money';
import type { TransactionCategory, TransactionStatus } from '../../../src/core/wallet/transaction';
import {
  amountShown,
  canReportProblem,
  creditDueDate,
  maskAccountNumber,
  payee,
  returnedContainers,
  showsItems,
  showsYear,
  transactionTitle,
  transactionTone,
} from '../../../src/core/wallet/transaction-view';
import { filtersFromQuery, filtersToQuery } from '../../../src/core/wallet/history-query';
import { TRANSACTION_CATEGORIES, TRANSACTION_STATUSES } from '../../../src/core/wallet/transaction';
import { items, tx } from './transaction-rows';

describe('transaction title (spec §4)', () => {
  it.each<[TransactionCategory, TransactionStatus, ReturnType<typeof transactionTitle>]>([
    ['SCAN', 'COMPLETED', { kind: 'returnedItems', count: 5 }],
    ['SCAN', 'PENDING', { kind: 'scannedItems', count: 7 }],
    ['SCAN', 'REJECTED', { kind: 'scannedItems', count: 7 }],
    ['SCAN', 'CANCELLED', { kind: 'scannedItems', count: 7 }],
    ['SCAN', 'FAILED', { kind: 'scannedItems', count: 7 }],
    ['ADJUSTMENT', 'COMPLETED', { kind: 'adjustment' }],
    ['ADJUSTMENT', 'PENDING', { kind: 'adjustment' }],
    ['WITHDRAWAL', 'COMPLETED', { kind: 'withdrawal' }],
    ['WITHDRAWAL', 'PENDING', { kind: 'pendingWithdrawal' }],
    ['WITHDRAWAL', 'CANCELLED', { kind: 'cancelledWithdrawal' }],
    ['WITHDRAWAL', 'FAILED', { kind: 'cancelledWithdrawal' }],
    ['WITHDRAWAL', 'REJECTED', { kind: 'cancelledWithdrawal' }],
  ])('%s %s → %j', (category, status, title) => {
    expect(transactionTitle(tx({ category, status, items, numberOfScans: 7 }))).toEqual(title);
  });
});

describe('tone, amount, items', () => {
  it.each<[TransactionCategory, TransactionStatus, string, boolean, boolean]>([
    ['SCAN', 'COMPLETED', 'settled', true, true],
    ['SCAN', 'PENDING', 'pending', false, false],
    ['SCAN', 'REJECTED', 'void', false, true],
    // Nothing was or will be credited for a cancelled scan: its amount would read as a credit.
    ['SCAN', 'CANCELLED', 'void', false, false],
    ['SCAN', 'FAILED', 'void', false, false],
    ['ADJUSTMENT', 'COMPLETED', 'settled', true, false],
    ['WITHDRAWAL', 'PENDING', 'pending', true, false],
    ['WITHDRAWAL', 'FAILED', 'void', true, false],
    ['WITHDRAWAL', 'CANCELLED', 'void', true, false],
  ])('%s %s: tone %s, amount shown %s, items shown %s', (category, status, tone, amount, shown) => {
    const t = tx({ category, status });
    expect(transactionTone(t)).toBe(tone);
    expect(amountShown(t).kind !== 'hidden').toBe(amount);
    expect(showsItems(t)).toBe(shown);
  });

  it.each<[TransactionCategory, TransactionStatus, number, ReturnType<typeof amountShown>]>([
    ['SCAN', 'COMPLETED', 70, { kind: 'moved', amount: money(70, 'EUR') }],
    ['SCAN', 'PENDING', 70, { kind: 'hidden' }],
    ['SCAN', 'REJECTED', 70, { kind: 'hidden' }],
    ['SCAN', 'CANCELLED', 70, { kind: 'hidden' }],
    ['ADJUSTMENT', 'COMPLETED', -30, { kind: 'moved', amount: money(-30, 'EUR') }],
    ['WITHDRAWAL', 'COMPLETED', -1250, { kind: 'moved', amount: money(-1250, 'EUR') }],
    ['WITHDRAWAL', 'PENDING', -1250, { kind: 'moved', amount: money(-1250, 'EUR') }],
    // A withdrawal that was not paid out is back in the balance: shown unsigned, never as money out.
    ['WITHDRAWAL', 'FAILED', -1250, { kind: 'returned', amount: money(1250, 'EUR') }],
    ['WITHDRAWAL', 'CANCELLED', -1250, { kind: 'returned', amount: money(1250, 'EUR') }],
    ['WITHDRAWAL', 'REJECTED', -1250, { kind: 'returned', amount: money(1250, 'EUR') }],
    ['WITHDRAWAL', 'FAILED', 1250, { kind: 'returned', amount: money(1250, 'EUR') }],
  ])('%s %s of %d: amount %j', (category, status, amount, shown) => {
    expect(amountShown(tx({ category, status, amount: money(amount, 'EUR') }))).toEqual(shown);
  });

  it.each<[TransactionCategory, TransactionStatus, ReturnType<typeof payee>]>([
    ['WITHDRAWAL', 'COMPLETED', 'paidTo'],
    ['WITHDRAWAL', 'PENDING', 'toBePaidTo'],
    ['WITHDRAWAL', 'CANCELLED', 'wasToBePaidTo'],
    ['WITHDRAWAL', 'FAILED', 'wasToBePaidTo'],
    ['WITHDRAWAL', 'REJECTED', 'wasToBePaidTo'],
    ['SCAN', 'COMPLETED', null],
    ['ADJUSTMENT', 'COMPLETED', null],
  ])('%s %s names its account as %j', (category, status, wording) => {
    expect(payee(tx({ category, status, accountName: 'PayPal' }))).toBe(wording);
  });

  it('names no account where the server gives none', () => {
    expect(payee(tx({ category: 'WITHDRAWAL', accountName: null, accountNumber: null }))).toBeNull();
    expect(payee(tx({ category: 'WITHDRAWAL', accountName: null, accountNumber: '12345678' }))).toBe('paidTo');
  });

  it('offers to report a problem on scans only', () => {
    expect(TRANSACTION_STATUSES.every((status) => canReportProblem(tx({ status })))).toBe(true);
    expect(canReportProblem(tx({ category: 'WITHDRAWAL' }))).toBe(false);
    expect(canReportProblem(tx({ category: 'ADJUSTMENT' }))).toBe(false);
  });
});

describe('credit due date', () => {
  it('is 32 days after a pending scan', () => {
    const due = creditDueDate(tx({ status: 'PENDING', createdAt: '2026-11-01T10:00:00.000Z' }));
    expect(due?.toISOString()).toBe('2026-12-03T10:00:00.000Z');
  });
  it.each<[TransactionCategory, TransactionStatus]>([
    ['SCAN', 'COMPLETED'],
    ['SCAN', 'REJECTED'],
    ['WITHDRAWAL', 'PENDING'],
  ])('is none for %s %s', (category, status) => {
    expect(creditDueDate(tx({ category, status }))).toBeNull();
  });
});

describe('year shown only before the previous year (spec §2)', () => {
  const now = new Date(2026, 10, 23);
  it.each([
    [new Date(2026, 0, 1), false],
    [new Date(2025, 0, 1), false],
    [new Date(2025, 11, 31), false],
    [new Date(2024, 11, 31), true],
    [new Date(2019, 5, 1), true],
  ])('%s → %s', (date, expected) => {
    expect(showsYear(date, now)).toBe(expected);
  });
});

describe('account number masking', () => {
  it.each([
    ['FR76 3000 6000 0112 3456 7890 189', '•••• 0189'],
    ['12345678', '•••• 5678'],
    ['123456', '•••• 456'],
    ['12', '•••• 2'],
    ['1', '••••'],
    ['', '••••'],
    ['demo@example.com', 'd••••@example.com'],
    ['@nope', '•••• pe'],
  ])('%j → %j', (value, masked) => {
    expect(maskAccountNumber(value)).toBe(masked);
  });

  it('never shows the part of an email address before its domain but the first character', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const masked = maskAccountNumber(email);
        const at = email.lastIndexOf('@');
        expect(masked).toBe(`${email[0]}••••${email.slice(at)}`);
      }),
    );
  });

  it('never shows more than 4 characters, nor more than half, and always ends with the last ones shown', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }).filter((value) => !/.@./.test(value.replace(/\s+/g, ''))),
        (value) => {
          const compact = value.replace(/\s+/g, '');
          const shown = maskAccountNumber(value).replace(/^•••• ?/, '');
          expect(shown.length).toBeLessThanOrEqual(Math.min(4, Math.floor(compact.length / 2)));
          expect(compact.endsWith(shown)).toBe(true);
        },
      ),
    );
  });
});

describe('impact', () => {
  it('counts the items of completed scans only', () => {
    const list = [
      tx({ status: 'COMPLETED', items }),
      tx({ status: 'COMPLETED', items: [items[0]!] }),
      tx({ status: 'PENDING', items, numberOfScans: 5 }),
      tx({ status: 'REJECTED', items }),
      tx({ category: 'ADJUSTMENT', items: [] }),
    ];
    expect(returnedContainers(list)).toBe(7);
    expect(returnedContainers([])).toBe(0);
  });
});

describe('filters in the URL', () => {
  const read = (search: string) => filtersFromQuery(search, TRANSACTION_CATEGORIES, TRANSACTION_STATUSES);
  it.each([
    ['', { sort: 'newest' }],
    ['?type=SCAN&status=PENDING&sort=oldest', { type: 'SCAN', status: 'PENDING', sort: 'oldest' }],
    ['?type=scan&status=nope&sort=sideways', { sort: 'newest' }],
    ['?type=constructor', { sort: 'newest' }],
  ])('%j → %j', (search, filters) => {
    expect(read(search)).toEqual(filters);
  });

  it('round-trips and keeps other parameters', () => {
    expect(filtersToQuery({ type: 'WITHDRAWAL', sort: 'oldest' }, '?lng=fr&type=SCAN')).toBe('?lng=fr&type=WITHDRAWAL&sort=oldest');
    expect(filtersToQuery({ sort: 'newest' }, '?type=SCAN')).toBe('');
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...TRANSACTION_CATEGORIES), { nil: undefined }),
        fc.option(fc.constantFrom(...TRANSACTION_STATUSES), { nil: undefined }),
        fc.constantFrom('newest' as const, 'oldest' as const),
        (type, status, sort) => {
          const filters = { ...(type ? { type } : {}), ...(status ? { status } : {}), sort };
          expect(read(filtersToQuery(filters))).toEqual(filters);
        },
      ),
    );
  });
});
