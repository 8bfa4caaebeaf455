import { money } from '../../../src/core/shared/money';
import { withdrawalPayout } from '../../../src/core/wallet/withdrawal-payout';
import { tx } from './transaction-rows';

// The fee lines of a history item and of the CSV (issue 44 point 1); the screen's wording is in
// tests/ui/screens/history-fee.test.tsx.
const out = (status: 'PENDING' | 'COMPLETED' | 'FAILED' | 'CANCELLED', fee?: ReturnType<typeof money>) =>
  tx({ category: 'WITHDRAWAL', status, items: [], amount: money(-1000, 'JPY'), ...(fee ? { fee } : {}) });

describe('withdrawalPayout', () => {
  it('splits the amount into the fee and what the method receives, to be received, received, or was to be', () => {
    expect(withdrawalPayout(out('PENDING', money(249, 'JPY')))).toEqual({
      kind: 'split',
      when: 'pending',
      fee: money(249, 'JPY'),
      net: money(751, 'JPY'),
    });
    expect(withdrawalPayout(out('COMPLETED', money(249, 'JPY')))).toMatchObject({ when: 'paid', net: money(751, 'JPY') });
    expect(withdrawalPayout(out('FAILED', money(249, 'JPY')))).toMatchObject({ when: 'returned' });
    expect(withdrawalPayout(out('CANCELLED', money(1000, 'JPY')))).toMatchObject({ when: 'returned', net: money(0, 'JPY') });
  });

  it('says nothing without a fee from the server, nor for anything but a withdrawal', () => {
    expect(withdrawalPayout(out('COMPLETED'))).toEqual({ kind: 'none' });
    expect(withdrawalPayout({ ...tx({ amount: money(70, 'EUR') }), fee: money(10, 'EUR') })).toEqual({ kind: 'none' });
  });

  it.each([
    ['above the amount', money(1001, 'JPY')],
    ['below zero', money(-1, 'JPY')],
    ['in another currency', money(249, 'EUR')],
  ])('calls a fee %s unreadable: never a negative amount received', (_, fee) => {
    expect(withdrawalPayout(out('COMPLETED', fee))).toEqual({ kind: 'unreadable' });
  });
});
