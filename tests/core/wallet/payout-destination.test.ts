import { payoutDestination, sameDestination } from '../../../src/core/wallet/payout-destination';
import type { BankData } from '../../../src/core/wallet/payout-method';

// Issue 42 point 2: where a withdrawal would be paid, as one string the request names.
const METHODS: BankData = {
  types: {
    PAYPAL: { email: 'camille@example.com' },
    TRANSFERWISE: { accountNumber: '', iban: 'FR7630006000011234567890189', fields: { accountName: 'Camille Martin', city: 'Paris' } },
    LINE: { referenceNo: '12345678901' },
  },
  default: 'PAYPAL',
};

describe('payoutDestination', () => {
  it('names the method and its account masked, with a checksum of every detail', () => {
    expect(payoutDestination(METHODS, 'PAYPAL')).toMatch(/^PAYPAL:c\*\*\*@example\.com:[0-9a-f]{8}$/);
    expect(payoutDestination(METHODS, 'TRANSFERWISE')).toMatch(/^TRANSFERWISE:\*\*\*0189:[0-9a-f]{8}$/);
    expect(payoutDestination(METHODS, 'LINE')).toMatch(/^LINE:\*\*\*8901:[0-9a-f]{8}$/);
  });

  it('is null for a method not set up', () => {
    expect(payoutDestination({ types: {}, default: null }, 'PAYPAL')).toBeNull();
  });

  it.each([
    ['another address with the same mask', { PAYPAL: { email: 'c2@example.com' } }, 'PAYPAL'],
    [
      'another holder on the same account',
      { TRANSFERWISE: { ...METHODS.types.TRANSFERWISE!, fields: { accountName: 'Léa Martin', city: 'Paris' } } },
      'TRANSFERWISE',
    ],
  ] as const)('changes with any detail: %s', (_case, types, method) => {
    expect(payoutDestination({ ...METHODS, types: { ...METHODS.types, ...types } }, method)).not.toBe(payoutDestination(METHODS, method));
  });

  it('does not depend on the order the server lists the details in', () => {
    const reordered: BankData = {
      ...METHODS,
      types: {
        ...METHODS.types,
        TRANSFERWISE: { fields: { city: 'Paris', accountName: 'Camille Martin' }, iban: 'FR7630006000011234567890189', accountNumber: '' },
      },
    };
    expect(payoutDestination(reordered, 'TRANSFERWISE')).toBe(payoutDestination(METHODS, 'TRANSFERWISE'));
  });

  it('the same destination: same default method, same details', () => {
    expect(sameDestination(METHODS, structuredClone(METHODS), 'PAYPAL')).toBe(true);
    expect(sameDestination(METHODS, { ...METHODS, default: 'LINE' }, 'PAYPAL')).toBe(false);
    expect(sameDestination(METHODS, { ...METHODS, types: { ...METHODS.types, PAYPAL: { email: 'x@example.com' } } }, 'PAYPAL')).toBe(false);
  });
});
