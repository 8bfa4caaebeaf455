import fc from 'fast-check';
import { LOCALES, type Locale } from '../../../src/core/content/locale';
import { CURRENCIES, MINOR_DIGITS, money, type Currency } from '../../../src/core/shared/money';
import { amountInputText, parseAmount } from '../../../src/core/wallet/amount';

const parsed = (text: string, currency: Currency, locale: Locale) => {
  const result = parseAmount(text, currency, locale);
  return result.ok ? result.value.amount : result.error;
};

describe('parseAmount: what customers type', () => {
  it.each([
    // the locale's decimal separator
    ['12,50', 'EUR', 'fr-FR', 1250],
    ['12.50', 'USD', 'en-US', 1250],
    ['12.5', 'GBP', 'en-GB', 1250],
    ['12', 'CAD', 'en-CA', 1200],
    ['1000', 'JPY', 'ja-JP', 1000],
    ['0.01', 'USD', 'en-US', 1],
    ['0,99', 'EUR', 'fr-FR', 99],
    // French readers also take a point: it never groups digits in French
    ['12.50', 'EUR', 'fr-FR', 1250],
    // grouping by three, only where it is right
    ['1,234.50', 'USD', 'en-US', 123450],
    ['12,345', 'USD', 'en-US', 1234500],
    ['1,234,567', 'JPY', 'ja-JP', 1234567],
    ['1 234,50', 'EUR', 'fr-FR', 123450],
    ['1\u00a0234,50', 'EUR', 'fr-FR', 123450],
    ['1\u202f234,50', 'EUR', 'fr-FR', 123450],
    ['1 234.50', 'USD', 'en-US', 123450],
    // full-width digits and separators, as Japanese keyboards type them
    ['１２３４', 'JPY', 'ja-JP', 1234],
    ['１，２３４', 'JPY', 'ja-JP', 1234],
    ['１２．５０', 'USD', 'en-US', 1250],
    ['１２，５０', 'EUR', 'fr-FR', 1250],
    // the currency's symbol or code at either end, spaces around
    ['  12,50 €  ', 'EUR', 'fr-FR', 1250],
    ['€12.50', 'EUR', 'fr-FR', 1250],
    ['12,50 eur', 'EUR', 'fr-FR', 1250],
    ['$12.50', 'USD', 'en-US', 1250],
    ['US$ 12.50', 'USD', 'en-US', 1250],
    ['£7.25', 'GBP', 'en-GB', 725],
    ['CA$7.25', 'CAD', 'en-CA', 725],
    ['¥1,000', 'JPY', 'ja-JP', 1000],
    ['￥１０００', 'JPY', 'ja-JP', 1000],
    ['1000円', 'JPY', 'ja-JP', 1000],
    ['1000 JPY', 'JPY', 'ja-JP', 1000],
    // a plus sign is unambiguous
    ['+5', 'USD', 'en-US', 500],
    // leading zeros change nothing
    ['007', 'USD', 'en-US', 700],
    // invisible characters pasted with it are dropped, as from an IBAN (issue 42 point 4)
    ['1\u200B0,00', 'EUR', 'fr-FR', 1000],
    ['\uFEFF12,50', 'EUR', 'fr-FR', 1250],
    ['12.50\u200E', 'USD', 'en-US', 1250],
    ['\u200F12.50 £', 'GBP', 'en-GB', 1250],
    ['1\u2060234.50', 'CAD', 'en-CA', 123450],
    ['1,\u200C000', 'JPY', 'ja-JP', 1000],
    ['1\u200D000円', 'JPY', 'ja-JP', 1000],
    ['\u061C12,50 €', 'EUR', 'fr-FR', 1250],
  ] as const)('reads %j (%s, %s) as %i minor units', (text, currency, locale, minor) => {
    expect(parseAmount(text, currency, locale)).toEqual({ ok: true, value: money(minor, currency) });
  });

  it.each([
    // empty
    ['', 'EUR', 'fr-FR', 'field_required'],
    ['   ', 'EUR', 'fr-FR', 'field_required'],
    ['\u3000', 'JPY', 'ja-JP', 'field_required'],
    // the examples
    ['1e309', 'USD', 'en-US', 'amount_invalid'],
    ['-0', 'USD', 'en-US', 'amount_not_positive'],
    ['0x10', 'USD', 'en-US', 'amount_invalid'],
    ['5.', 'USD', 'en-US', 'amount_invalid'],
    ['5,', 'EUR', 'fr-FR', 'amount_invalid'],
    ['5,5,5', 'USD', 'en-US', 'amount_invalid'],
    ['5,5,5', 'EUR', 'fr-FR', 'amount_invalid'],
    ['x'.repeat(10_000), 'USD', 'en-US', 'too_long'],
    ['1'.repeat(10_000), 'USD', 'en-US', 'too_long'],
    // signs
    ['-5', 'USD', 'en-US', 'amount_not_positive'],
    ['−5', 'USD', 'en-US', 'amount_not_positive'],
    ['－５', 'JPY', 'ja-JP', 'amount_not_positive'],
    ['-$5', 'USD', 'en-US', 'amount_not_positive'],
    ['$-5', 'USD', 'en-US', 'amount_not_positive'],
    ['+-5', 'USD', 'en-US', 'amount_invalid'],
    ['--5', 'USD', 'en-US', 'amount_invalid'],
    ['5-', 'USD', 'en-US', 'amount_invalid'],
    // zero
    ['0', 'USD', 'en-US', 'amount_not_positive'],
    ['0,00', 'EUR', 'fr-FR', 'amount_not_positive'],
    // not numbers
    ['Infinity', 'USD', 'en-US', 'amount_invalid'],
    ['NaN', 'USD', 'en-US', 'amount_invalid'],
    ['abc', 'USD', 'en-US', 'amount_invalid'],
    ['12abc', 'USD', 'en-US', 'amount_invalid'],
    ['.5', 'USD', 'en-US', 'amount_invalid'],
    [',5', 'EUR', 'fr-FR', 'amount_invalid'],
    ['1.2.3', 'USD', 'en-US', 'amount_invalid'],
    ['12 345 6', 'EUR', 'fr-FR', 'amount_invalid'],
    ['1,234 567', 'USD', 'en-US', 'amount_invalid'],
    ['5 💶', 'EUR', 'fr-FR', 'amount_invalid'],
    ['5\u202e0', 'EUR', 'fr-FR', 'amount_invalid'],
    ['5\u0000', 'EUR', 'fr-FR', 'amount_invalid'],
    ['٥', 'EUR', 'fr-FR', 'amount_invalid'],
    // numerals NFKC would make digits, never typed as such
    ['5²', 'EUR', 'fr-FR', 'amount_invalid'],
    ['①②', 'JPY', 'ja-JP', 'amount_invalid'],
    ['𝟏𝟐', 'USD', 'en-US', 'amount_invalid'],
    ['½', 'USD', 'en-US', 'amount_invalid'],
    // a symbol or code of another currency, or in the middle
    ['$5', 'EUR', 'fr-FR', 'amount_invalid'],
    ['5 USD', 'EUR', 'fr-FR', 'amount_invalid'],
    ['12€50', 'EUR', 'fr-FR', 'amount_invalid'],
    ['€5€', 'EUR', 'fr-FR', 'amount_invalid'],
    // the other separator where it would be ambiguous
    ['12,50', 'USD', 'en-US', 'amount_invalid'],
    ['1,2', 'JPY', 'ja-JP', 'amount_invalid'],
    ['1.234,50', 'EUR', 'fr-FR', 'amount_invalid'],
    // more decimals than the currency has, zeros included
    ['12.345', 'USD', 'en-US', 'amount_too_precise'],
    ['12.500', 'USD', 'en-US', 'amount_too_precise'],
    ['1.000', 'EUR', 'fr-FR', 'amount_too_precise'],
    ['12.5', 'JPY', 'ja-JP', 'amount_too_precise'],
    ['1000.0', 'JPY', 'ja-JP', 'amount_too_precise'],
    // beyond what money can hold
    ['9999999999999999', 'JPY', 'ja-JP', 'too_long'],
    ['99999999999999.99', 'USD', 'en-US', 'too_long'],
  ] as const)('refuses %j (%s, %s) with %s', (text, currency, locale, problem) => {
    expect(parseAmount(text, currency, locale)).toEqual({ ok: false, error: problem });
  });

  it('reads the largest amount that fits in 16 characters exactly, without floating point', () => {
    expect(parsed('9007199254740991', 'JPY', 'ja-JP')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parsed('9007199254740992', 'JPY', 'ja-JP')).toBe('too_long');
    expect(parsed('0.29', 'EUR', 'en-GB')).toBe(29);
    expect(parsed('1234567890123.45', 'USD', 'en-US')).toBe(123456789012345);
  });
});

describe('amountInputText', () => {
  it.each([
    [1250, 'EUR', 'fr-FR', '12,50'],
    [1250, 'USD', 'en-US', '12.50'],
    [5, 'GBP', 'en-GB', '0.05'],
    [1250, 'JPY', 'ja-JP', '1250'],
    [1250, 'JPY', 'fr-FR', '1250'],
    [123456789, 'CAD', 'en-CA', '1234567.89'],
  ] as const)('writes %i %s in %s as %j, without grouping or symbol', (minor, currency, locale, text) => {
    expect(amountInputText(money(minor, currency), locale)).toBe(text);
  });
});

describe('amounts, whatever is typed (properties)', () => {
  const currency = fc.constantFrom(...CURRENCIES);
  const locale = fc.constantFrom(...LOCALES);

  it('reads back exactly what amountInputText wrote, for every currency and locale', () => {
    fc.assert(
      fc.property(currency, locale, fc.integer({ min: 1, max: 10 ** 14 - 1 }), (c, l, minor) => {
        const written = amountInputText(money(minor, c), l);
        expect(parseAmount(written, c, l)).toEqual({ ok: true, value: money(minor, c) });
      }),
    );
  });

  it('reads full-width input as its ASCII form', () => {
    const fullWidth = (text: string) => text.replace(/[0-9.,]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));
    fc.assert(
      fc.property(currency, locale, fc.integer({ min: 1, max: 10 ** 12 }), (c, l, minor) => {
        const written = amountInputText(money(minor, c), l);
        expect(parseAmount(fullWidth(written), c, l)).toEqual(parseAmount(written, c, l));
      }),
    );
  });

  it('never throws and gives either a problem or a positive safe integer of minor units, on any text', () => {
    const hostile = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: fc.constantFrom(...'0123456789.,-+ \u00a0\u202f€$¥円eEx１２．，－'.split('')) }),
    );
    fc.assert(
      fc.property(hostile, currency, locale, (text, c, l) => {
        const result = parseAmount(text, c, l);
        if (result.ok) {
          expect(Number.isSafeInteger(result.value.amount)).toBe(true);
          expect(result.value.amount).toBeGreaterThan(0);
          expect(result.value.currency).toBe(c);
        } else {
          expect(['field_required', 'too_long', 'amount_invalid', 'amount_too_precise', 'amount_not_positive']).toContain(result.error);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('reads grouped and ungrouped forms of the same amount alike', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 10 ** 11 }), (major) => {
        const grouped = major.toLocaleString('en-US');
        expect(parseAmount(grouped, 'USD', 'en-US')).toEqual(parseAmount(String(major), 'USD', 'en-US'));
        expect(parseAmount(grouped, 'JPY', 'ja-JP')).toEqual(ok(major, 'JPY'));
      }),
    );
  });

  it('refuses any amount with more decimals than its currency has', () => {
    fc.assert(
      fc.property(currency, fc.integer({ min: 1, max: 10 ** 6 }), fc.stringMatching(/^\d{1,4}$/), (c, whole, extra) => {
        const decimals = '0'.repeat(MINOR_DIGITS[c]) + extra;
        expect(parseAmount(`${whole}.${decimals}`, c, 'en-US')).toEqual({ ok: false, error: 'amount_too_precise' });
      }),
    );
  });

  it('refuses every negative amount as not positive', () => {
    fc.assert(
      fc.property(currency, locale, fc.integer({ min: 0, max: 10 ** 12 }), (c, l, minor) => {
        expect(parseAmount(`-${amountInputText(money(minor, c), l)}`, c, l)).toEqual({ ok: false, error: 'amount_not_positive' });
      }),
    );
  });
});

const ok = (minor: number, currency: Currency) => ({ ok: true, value: money(minor, currency) });

describe('parseAmount: invisible characters pasted with an amount (issue 42 point 4)', () => {
  it('an amount of invisible characters alone is an empty field', () => {
    expect(parseAmount('\u200B\uFEFF', 'EUR', 'fr-FR')).toEqual({ ok: false, error: 'field_required' });
  });

  it.each(['\u202E', '\u2066', '\u202A'])('an amount carrying the bidi control %j is still refused', (bidi) => {
    expect(parseAmount(`1${bidi}0,00`, 'EUR', 'fr-FR')).toEqual({ ok: false, error: 'amount_invalid' });
  });
});
