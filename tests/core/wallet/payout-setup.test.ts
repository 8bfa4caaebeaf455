import { COUNTRY_CODES } from '../../../src/core/content/locale';
import { toPayoutSetup } from '../../../src/core/wallet/payout-setup';

describe('toPayoutSetup', () => {
  it.each(COUNTRY_CODES.filter((c) => c !== 'jp'))('refuses LINE Pay in %s, before any check of the form', (country) => {
    expect(toPayoutSetup('LINE', country, { referenceNo: '12345678901' })).toEqual({
      ok: false,
      error: { code: 'payout_method_not_set_up' },
    });
  });

  describe('PayPal', () => {
    it.each([
      ['  jane@example.com ', 'jane@example.com'],
      ['ｊａｎｅ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'jane@example.com'],
    ])('sets up %j as %j', (typed, email) => {
      expect(toPayoutSetup('PAYPAL', 'fr', { email: typed })).toEqual({ ok: true, value: { method: 'PAYPAL', email } });
    });

    it.each([
      ['', 'enter_valid_email'],
      ['   ', 'enter_valid_email'],
      ['jane@', 'email_input_error'],
      ['jane doe@example.com', 'email_input_error'],
      ['jane@exa\u202emple.com', 'email_input_error'],
      [`${'a'.repeat(10_000)}@example.com`, 'too_long'],
    ])('refuses %j with %s', (typed, code) => {
      expect(toPayoutSetup('PAYPAL', 'us', { email: typed })).toEqual({
        ok: false,
        error: { code: 'invalid_input', fields: { email: code } },
      });
    });
  });

  describe('LINE Pay (Japan)', () => {
    it.each([
      ['12345678901', '12345678901'],
      ['１２３４５６７８９０１', '12345678901'],
      ['123-4567-8901', '12345678901'],
      [' 123 4567 8901 ', '12345678901'],
      ['123ー4567ー8901', '12345678901'],
      ['\ufeff123\u200b4567\u200b8901\u200e', '12345678901'],
    ])('sets up %j as %j', (typed, referenceNo) => {
      expect(toPayoutSetup('LINE', 'jp', { referenceNo: typed })).toEqual({ ok: true, value: { method: 'LINE', referenceNo } });
    });

    it.each([
      ['', 'field_required'],
      [' - ', 'field_required'],
      ['1234567890', 'line_reference_invalid'],
      ['123456789012', 'line_reference_invalid'],
      ['1234567890a', 'line_reference_invalid'],
      ['12345678901\u202e', 'line_reference_invalid'],
      ['1'.repeat(10_000), 'too_long'],
    ])('refuses %j with %s', (typed, code) => {
      expect(toPayoutSetup('LINE', 'jp', { referenceNo: typed })).toEqual({
        ok: false,
        error: { code: 'invalid_input', fields: { referenceNo: code } },
      });
    });
  });

  describe('bank account', () => {
    it("sets up the market's account, normalised", () => {
      expect(
        toPayoutSetup('TRANSFERWISE', 'uk', {
          accountName: 'John Smith',
          sortCode: '20 00 00',
          accountNumber: '55779911',
          address: '10 Downing Street',
          postCode: 'sw1a2aa',
          iban: 'ignored',
        }),
      ).toEqual({
        ok: true,
        value: {
          method: 'TRANSFERWISE',
          account: {
            country: 'uk',
            accountName: 'John Smith',
            sortCode: '200000',
            accountNumber: '55779911',
            address: '10 Downing Street',
            postCode: 'SW1A 2AA',
          },
        },
      });
    });

    it('gives the bank fields’ problems', () => {
      expect(
        toPayoutSetup('TRANSFERWISE', 'jp', {
          accountName: 'ヤマダ',
          bankCode: '1',
          branchCode: '001',
          accountType: 'ORDINARY',
          accountNumber: '1234567',
        }),
      ).toEqual({
        ok: false,
        error: { code: 'invalid_input', fields: { bankCode: 'bank_code_invalid' } },
      });
    });
  });
});
