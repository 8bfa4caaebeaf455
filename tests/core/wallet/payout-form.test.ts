import { describe, expect, it } from 'vitest';
import { payoutFormStart, type Holder } from '../../../src/core/wallet/payout-form';
import type { BankData } from '../../../src/core/wallet/payout-method';

const NOTHING: BankData = { types: {}, default: null };
const ALEX: Holder = { name: 'Alex Morgan', address: '425 7th St NW', city: 'Washington', state: 'DC', zipCode: '20001' };
const bankShown = (accountNumber: string, fields?: Record<string, string>): BankData => ({
  types: { TRANSFERWISE: { accountNumber, iban: '', ...(fields ? { fields } : {}) } },
  default: 'TRANSFERWISE',
});

describe('what a payout form starts with (issue 20, point 6)', () => {
  it('a first bank set-up: the profile’s name and address, the bank’s numbers empty', () => {
    expect(payoutFormStart('TRANSFERWISE', 'us', NOTHING, ALEX)).toEqual({
      accountName: 'Alex Morgan',
      abartn: '',
      accountNumber: '',
      accountType: '',
      address: '425 7th St NW',
      city: 'Washington',
      state: 'DC',
      postCode: '20001',
    });
  });

  it('only the fields the market asks for: a UK form takes the postcode, not the city', () => {
    const uk: Holder = { name: 'Sam Taylor', address: '24 Buckingham Gate', city: 'London', state: '', zipCode: 'SW1A 1AA' };
    expect(payoutFormStart('TRANSFERWISE', 'uk', NOTHING, uk)).toEqual({
      accountName: 'Sam Taylor',
      sortCode: '',
      accountNumber: '',
      address: '24 Buckingham Gate',
      postCode: 'SW1A 1AA',
    });
  });

  it('what the server shows back wins over the profile (the account may be in another name)', () => {
    const saved = bankShown('123456789', { accountName: 'Alex & Sam Morgan', abartn: '021000021', accountType: 'SAVINGS' });
    expect(payoutFormStart('TRANSFERWISE', 'us', saved, ALEX)).toMatchObject({
      accountName: 'Alex & Sam Morgan',
      abartn: '021000021',
      accountNumber: '123456789',
      accountType: 'SAVINGS',
      address: '425 7th St NW',
    });
  });

  it.each(['•••• 6789', '****6789', 'XXXXX6789', '…6789'])(
    'a number the server masks (%s) starts empty, never sent back as it is',
    (masked) => {
      expect(payoutFormStart('TRANSFERWISE', 'us', bankShown(masked), ALEX).accountNumber).toBe('');
    },
  );

  it.each([
    ['サトウ ハナコ', 'サトウ ハナコ'],
    ['HANAKO SATO', 'HANAKO SATO'],
    ['佐藤 花子', ''],
    ['さとう はなこ', ''],
  ])('Japan: the profile name %s fills the holder only as banks hold it (katakana or Latin)', (name, expected) => {
    const holder: Holder = { name, address: '千代田1-1', city: '千代田区', state: '東京都', zipCode: '100-0001' };
    expect(payoutFormStart('TRANSFERWISE', 'jp', NOTHING, holder).accountName).toBe(expected);
  });

  it('PayPal and LINE Pay start with what is saved, and empty when nothing is; the profile never fills them', () => {
    const saved: BankData = { types: { PAYPAL: { email: 'alex@example.com' }, LINE: { referenceNo: '09012345678' } }, default: 'PAYPAL' };
    expect(payoutFormStart('PAYPAL', 'jp', saved, ALEX)).toEqual({ email: 'alex@example.com' });
    expect(payoutFormStart('LINE', 'jp', saved, ALEX)).toEqual({ referenceNo: '09012345678' });
    expect(payoutFormStart('PAYPAL', 'us', NOTHING, ALEX)).toEqual({ email: '' });
  });

  it('no profile at hand: every field starts empty', () => {
    expect(Object.values(payoutFormStart('TRANSFERWISE', 'fr', NOTHING, null)).every((value) => value === '')).toBe(true);
  });
});
